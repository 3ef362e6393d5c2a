'use client';

import { useEffect, useRef } from 'react';
import { useCompanyContact } from '@/components/site/company-contact';
import { CheckIcon, WhatsAppIcon } from '@/components/ui/icons';
import { expectedCallText } from '@/lib/leads/office-hours';
import { formatUaeMobile } from '@/lib/leads/uae-mobile';
import { followUpChatText, whatsappChatHref } from '@/lib/whatsapp';
import type { Confirmation } from './visitor-form-types';

/**
 * What stays after a form was stored, in place of the form: who will call which
 * number and when, the office hours, and WhatsApp for a visitor who would rather write now, with
 * a first message naming them and their visa. The spec's toast is shown as well.
 */
export function ThankYou({
  confirmation,
  onStartAgain,
  startAgainHref,
}: {
  confirmation: Confirmation;
  /** In place of the form: back to an empty one. */
  onStartAgain?: () => void;
  /** On the answer page of a form sent without script: the page the form was on. */
  startAgainHref?: string;
}) {
  const contact = useCompanyContact();
  const headingRef = useRef<HTMLHeadingElement>(null);
  // The form the visitor was in is gone: focus moves to what replaced it, and is announced.
  useEffect(() => headingRef.current?.focus(), []);
  const { name, mobile, topic, at } = confirmation;
  const firstName = name?.split(/\s+/)[0];
  return (
    <div role="status" className="rounded-2xl bg-white p-5 text-left text-ink shadow-sm ring-1 ring-navy-900/10 sm:p-6" data-testid="form-thank-you">
      <div className="flex items-start gap-3">
        <span aria-hidden="true" className="mt-0.5 flex size-9 shrink-0 items-center justify-center rounded-full bg-whatsapp/15 text-navy-900">
          <CheckIcon className="size-5" />
        </span>
        <div className="min-w-0">
          <h3 ref={headingRef} tabIndex={-1} className="font-display text-lg leading-snug font-bold text-navy-900 outline-none">
            {firstName ? `Thank you, ${firstName}. ` : 'Thank you. '}We have your request.
          </h3>
          <p className="mt-2 text-sm leading-relaxed">
            {mobile ? (
              <>
                A consultant will call you on <strong className="whitespace-nowrap">{formatUaeMobile(mobile)}</strong> {expectedCallText(at)}
              </>
            ) : (
              <>A consultant will get back to you {expectedCallText(at)}</>
            )}
            {topic ? <> about your {topic}.</> : '.'}
          </p>
          <p className="mt-1 text-sm text-muted">Office hours: {contact.hours} (UAE time).</p>
        </div>
      </div>
      <div className="mt-5 flex flex-wrap gap-2">
        <a
          href={whatsappChatHref(contact.whatsapp, followUpChatText(contact.name, { name, topic }))}
          target="_blank"
          rel="noopener noreferrer"
          className="btn-whatsapp"
        >
          <WhatsAppIcon className="size-5" />
          Chat on WhatsApp now
        </a>
        {onStartAgain ? (
          <button type="button" onClick={onStartAgain} className="btn-outline">
            Send another request
          </button>
        ) : (
          <a href={startAgainHref ?? '/'} className="btn-outline">
            Send another request
          </a>
        )}
      </div>
    </div>
  );
}
