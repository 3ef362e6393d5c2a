'use client';

import { useEffect, useRef, useState } from 'react';
import { MAX_IMAGE_BYTES } from '@/lib/images/limits';
import { Icon } from '../icons';

const ACCEPTED_TYPES = ['image/png', 'image/jpeg', 'image/gif', 'image/webp'];

/** The browser's first check of a chosen file (the server checks the bytes themselves). */
export function checkImageFile(file: File): string | null {
  if (!ACCEPTED_TYPES.includes(file.type)) return 'Choose a PNG, JPG, GIF or WebP image';
  if (file.size > MAX_IMAGE_BYTES) return 'The image must be 10 MB or smaller';
  return null;
}

export interface ImageFieldProps {
  file: File | null;
  onFileChange: (file: File | null) => void;
  error?: string;
  onError: (message: string | undefined) => void;
  required: boolean;
  /** On edit pages: the image stored now, kept unless another is chosen. */
  currentUrl?: string;
  currentAlt?: string;
}

/**
 * Image upload: choose a file (accept image/*), see a preview, remove it. Files over 10 MB or of
 * another type are refused here with a message; the server checks again by content.
 */
export function ImageField({ file, onFileChange, error, onError, required, currentUrl, currentAlt = '' }: ImageFieldProps) {
  const input = useRef<HTMLInputElement>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const previewRef = useRef<string | null>(null);

  function showPreview(url: string | null) {
    if (previewRef.current) URL.revokeObjectURL(previewRef.current);
    previewRef.current = url;
    setPreview(url);
  }

  // Let go of the last preview when the form goes away.
  useEffect(() => () => {
    if (previewRef.current) URL.revokeObjectURL(previewRef.current);
  }, []);

  function choose(chosen: File | undefined) {
    if (!chosen) return;
    const problem = checkImageFile(chosen);
    if (problem) {
      onError(problem);
      if (input.current) input.current.value = '';
      return;
    }
    onError(undefined);
    showPreview(URL.createObjectURL(chosen));
    onFileChange(chosen);
  }

  function remove() {
    showPreview(null);
    onFileChange(null);
    if (input.current) {
      input.current.value = '';
      input.current.focus();
    }
  }

  const shown = file ? preview : currentUrl;
  const describedBy = ['image-hint', error ? 'image-error' : null].filter(Boolean).join(' ');

  return (
    <div>
      <div className="flex items-baseline">
        <label htmlFor="image" className="admin-label">
          Image
        </label>
        {required && (
          <span className="ml-0.5 text-sm font-semibold text-coral-700" aria-hidden="true">
            *
          </span>
        )}
      </div>
      <div className="mt-1.5 flex flex-col gap-4 sm:flex-row sm:items-start">
        {shown && (
          <figure className="w-full shrink-0 sm:w-56">
            <div className="relative aspect-[3/2] overflow-hidden rounded-xl border border-navy-900/10 bg-sky-100">
              {/* eslint-disable-next-line @next/next/no-img-element -- a local blob: preview that next/image cannot load */}
              <img src={shown} alt={file ? `Preview of ${file.name}` : currentAlt || 'Current image'} className="size-full object-cover" />
            </div>
            <figcaption className="mt-1.5 flex items-center justify-between gap-2 text-xs text-muted">
              <span className="truncate">{file ? file.name : 'Current image'}</span>
              {file && (
                <button type="button" onClick={remove} className="shrink-0 rounded font-semibold text-coral-700 hover:underline">
                  Remove<span className="sr-only"> the chosen image</span>
                </button>
              )}
            </figcaption>
          </figure>
        )}
        <div
          className={`flex flex-1 flex-col items-center justify-center gap-2 rounded-xl border-2 border-dashed px-4 py-6 text-center transition-colors focus-within:border-navy-700 ${
            error ? 'border-coral-500 bg-coral-500/5' : 'border-navy-900/20 bg-white hover:border-navy-700/60'
          }`}
          onDragOver={(event) => event.preventDefault()}
          onDrop={(event) => {
            event.preventDefault();
            choose(event.dataTransfer.files[0]);
          }}
        >
          <Icon name="upload" className="size-7 text-navy-700" />
          <p className="text-sm text-ink">{shown ? 'Drag another image here, or choose one' : 'Drag an image here, or choose one'}</p>
          <p id="image-hint" className="text-xs text-muted">
            PNG, JPG, GIF up to 10MB
          </p>
          <input
            ref={input}
            id="image"
            name="file"
            type="file"
            accept="image/*"
            aria-invalid={error ? true : undefined}
            aria-describedby={describedBy}
            aria-required={required || undefined}
            onChange={(event) => choose(event.target.files?.[0])}
            className="mt-1 w-full max-w-xs text-sm text-muted file:mr-3 file:rounded-full file:border-0 file:bg-navy-900 file:px-4 file:py-2 file:text-sm file:font-semibold file:text-white hover:file:bg-navy-800"
          />
        </div>
      </div>
      {error && (
        <p id="image-error" role="alert" className="mt-1.5 text-sm font-medium text-coral-700">
          {error}
        </p>
      )}
    </div>
  );
}
