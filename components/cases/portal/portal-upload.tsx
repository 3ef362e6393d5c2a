'use client';

import { useRouter } from 'next/navigation';
import { type ChangeEvent, useId, useState } from 'react';

const ACCEPT = 'application/pdf,image/jpeg,image/png,image/webp,.pdf,.jpg,.jpeg,.png,.webp';
const MAX_BYTES = 10 * 1024 * 1024;

/**
 * One checklist item's upload: the file goes as the request body (streamed to the server, never
 * read into the page), and the server checks it by its content. A refusal is said in words.
 */
export function PortalUpload({ token, travellerId, itemId, label, replacing }: { token: string; travellerId: string; itemId: string; label: string; replacing: boolean }) {
  const id = useId();
  const router = useRouter();
  const [state, setState] = useState<{ busy: boolean; message: string; ok: boolean }>({ busy: false, message: '', ok: true });

  async function upload(event: ChangeEvent<HTMLInputElement>) {
    const input = event.currentTarget;
    const file = input.files?.[0];
    if (!file) return;
    if (file.size > MAX_BYTES) {
      setState({ busy: false, ok: false, message: 'The file is larger than 10 MB. Send a smaller scan or photo.' });
      input.value = '';
      return;
    }
    setState({ busy: true, ok: true, message: `Uploading ${file.name}…` });
    try {
      const answer = await fetch(`/case/${token}/upload?traveller=${travellerId}&item=${itemId}`, {
        method: 'POST',
        body: file,
        headers: { 'content-type': 'application/octet-stream', 'x-file-name': encodeURIComponent(file.name) },
      });
      const body = (await answer.json().catch(() => ({}))) as { message?: string };
      setState({ busy: false, ok: answer.ok, message: body.message ?? (answer.ok ? 'Received.' : 'The upload failed. Please try again.') });
      if (answer.ok) router.refresh();
    } catch {
      setState({ busy: false, ok: false, message: 'The connection dropped. Please try again.' });
    } finally {
      input.value = '';
    }
  }

  return (
    <div>
      <label htmlFor={id} className={`btn ${replacing ? 'btn-outline' : 'btn-primary'} w-full cursor-pointer text-sm sm:w-auto ${state.busy ? 'pointer-events-none opacity-60' : ''}`}>
        {state.busy ? 'Uploading…' : replacing ? 'Send a new one' : 'Upload'}
        <span className="sr-only"> {label}</span>
      </label>
      <input id={id} type="file" accept={ACCEPT} className="sr-only" onChange={upload} disabled={state.busy} />
      <p role="status" aria-live="polite" className={`mt-1.5 text-sm ${state.ok ? 'text-muted' : 'text-coral-700'}`}>
        {state.message}
      </p>
    </div>
  );
}
