'use client';

import { useEffect, useRef } from 'react';
import { useCompanyContact } from '@/components/site/company-contact';
import { CheckIcon, WhatsAppIcon } from '@/components/ui/icons';
import type { Locale } from '@/lib/i18n/locales';
import { localizedPath } from '@/lib/i18n/paths';
import { fillTemplate, templateParts } from '@/lib/leads/fill-template';
import { expectedCall, OFFICE_TIME_ZONE, OPENS_AT_HOUR } from '@/lib/leads/office-hours';
import { formatUaeMobile } from '@/lib/leads/uae-mobile';
import { whatsappChatHref } from '@/lib/whatsapp';
import { type FormText, useFormText } from './form-text';
import type { Confirmation } from './visitor-form-types';

/** A weekday's name in the page's language ('Monday' stays as it is in English). */
function weekdayName(day: string, locale: Locale): string {
  if (locale === 'en') return day;
  const index = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'].indexOf(day);
  // 4 January 2026 was a Sunday; noon keeps every time zone on the same day.
  const date = new Date(Date.UTC(2026, 0, 4 + Math.max(0, index), 12));
  return new Intl.DateTimeFormat('ar-AE', { weekday: 'long', timeZone: OFFICE_TIME_ZONE }).format(date);
}

/** When the call comes, in the page's words: "within one working hour", "on Monday after 9AM". */
function whenText(at: Date, { thankYou, locale }: Pick<FormText, 'thankYou' | 'locale'>): string {
  const time = fillTemplate(thankYou.opensAt, { hour: OPENS_AT_HOUR });
  const call = expectedCall(at);
  switch (call.when) {
    case 'withinHour':
      return thankYou.withinHour;
    case 'today':
      return fillTemplate(thankYou.todayAfter, { time });
    case 'tomorrow':
      return fillTemplate(thankYou.tomorrowAfter, { time });
    case 'day':
      return fillTemplate(thankYou.onDayAfter, { day: weekdayName(call.day, locale), time });
    case 'nextWorkingDay':
      return fillTemplate(thankYou.nextWorkingDay, { time });
  }
}

/** The first WhatsApp message, naming the visitor and their visa where known. */
function chatText(thankYou: FormText['thankYou'], company: string, name: string | undefined, topic: string | undefined): string {
  const template = name ? (topic ? thankYou.chatNamedTopic : thankYou.chatNamed) : topic ? thankYou.chatTopic : thankYou.chat;
  return fillTemplate(template, { company, name: name ?? '', topic: topic ?? '' });
}

/**
 * What stays after a form was stored, in place of the form, in the page's language: who will
 * call which number and when, the office hours, and WhatsApp for a visitor who would rather write
 * now, with a first message naming them and their visa. The spec's toast is shown as well.
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
  const text = useFormText();
  const { thankYou } = text;
  const headingRef = useRef<HTMLHeadingElement>(null);
  // The form the visitor was in is gone: focus moves to what replaced it, and is announced.
  useEffect(() => headingRef.current?.focus(), []);
  const { name, mobile, topic, at } = confirmation;
  const firstName = name?.split(/\s+/)[0];
  const when = whenText(at, text);
  const sentence = mobile ? (topic ? thankYou.callOnAbout : thankYou.callOn) : topic ? thankYou.getBackAbout : thankYou.getBack;
  const number = mobile ? (
    <strong key="mobile" className="whitespace-nowrap" dir="ltr">
      {formatUaeMobile(mobile)}
    </strong>
  ) : null;
  return (
    <div role="status" className="rounded-2xl bg-white p-5 text-start text-ink shadow-sm ring-1 ring-navy-900/10 sm:p-6" data-testid="form-thank-you">
      <div className="flex items-start gap-3">
        <span aria-hidden="true" className="mt-0.5 flex size-9 shrink-0 items-center justify-center rounded-full bg-whatsapp/15 text-navy-900">
          <CheckIcon className="size-5" />
        </span>
        <div className="min-w-0">
          <h3 ref={headingRef} tabIndex={-1} className="font-display text-lg leading-snug font-bold text-navy-900 outline-none">
            {firstName ? fillTemplate(thankYou.titleNamed, { name: firstName }) : thankYou.title}
          </h3>
          <p className="mt-2 text-sm leading-relaxed">{templateParts(sentence, { mobile: number, when, topic: topic ?? '' })}</p>
          <p className="mt-1 text-sm text-muted">{fillTemplate(thankYou.officeHours, { hours: text.officeHours })}</p>
        </div>
      </div>
      <div className="mt-5 flex flex-wrap gap-2">
        <a href={whatsappChatHref(contact.whatsapp, chatText(thankYou, contact.name, name, topic))} target="_blank" rel="noopener noreferrer" className="btn-whatsapp">
          <WhatsAppIcon className="size-5" />
          {thankYou.whatsapp}
        </a>
        {onStartAgain ? (
          <button type="button" onClick={onStartAgain} className="btn-outline">
            {thankYou.another}
          </button>
        ) : (
          <a href={startAgainHref ?? localizedPath('/', text.locale)} className="btn-outline">
            {thankYou.another}
          </a>
        )}
      </div>
    </div>
  );
}
