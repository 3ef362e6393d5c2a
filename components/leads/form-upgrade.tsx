'use client';

import { type ComponentType, type FocusEvent, type FormEvent, type ReactNode, useLayoutEffect, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { preloadAfterPaint } from '@/lib/hooks/after-next-paint';
import type { ConsultationProps } from './consultation-fields';
import type { LeadProps } from './lead-fields';

/** Each form's scripted version, fetched on first use. */
const FORMS = {
  consultation: () => import('./consultation-form').then((module) => module.ConsultationForm as ComponentType<UpgradableProps>),
  lead: () => import('./lead-form').then((module) => module.LeadForm as ComponentType<UpgradableProps>),
};

type UpgradableProps = ConsultationProps | LeadProps;

/** Text inputs whose caret is put back where it was when the form is swapped under the visitor. */
const CARET_TYPES = new Set(['text', 'tel', 'search', 'url']);

interface Handover {
  /** Every named value of the plain form, the marketing box's 'on' among them when ticked. */
  values: Readonly<Record<string, string>>;
  focus: { name: string; caret: [number, number] | null } | null;
  submit: boolean;
}

/** What the visitor has done to the plain form so far, for the scripted one to carry on from. */
function handoverOf(form: HTMLFormElement, submit: boolean): Handover {
  const data = new FormData(form);
  const values = Object.fromEntries([...data.entries()].flatMap(([name, value]) => (typeof value === 'string' ? [[name, value]] : [])));
  const active = document.activeElement;
  const field = active instanceof HTMLInputElement || active instanceof HTMLSelectElement || active instanceof HTMLTextAreaElement ? active : null;
  const caret = field instanceof HTMLInputElement && CARET_TYPES.has(field.type) && field.selectionStart !== null ? ([field.selectionStart, field.selectionEnd ?? field.selectionStart] as [number, number]) : null;
  return {
    values,
    focus: field && form.contains(field) && field.name ? { name: field.name, caret } : null,
    submit,
  };
}

const isField = (target: EventTarget) => target instanceof HTMLInputElement || target instanceof HTMLSelectElement || target instanceof HTMLTextAreaElement;

/**
 * A visitor form that costs the page no script until it is used: the server renders it as a plain
 * form (`children`, ./static-forms.tsx), which posts by itself. A press in it fetches the scripted
 * form; the first focus in a field, or the first send, puts the scripted form in its place with
 * what was typed, the focus and the caret where they were, and a send pressed meanwhile made
 * again by the scripted form (its checks, its thank-you in place).
 */
export function FormUpgrade(
  upgradable: ({ kind: 'consultation'; props: ConsultationProps } | { kind: 'lead'; props: LeadProps }) & { children: ReactNode },
) {
  const { kind, props, children } = upgradable;
  const [Form, setForm] = useState<ComponentType<UpgradableProps> | null>(null);
  const [handover, setHandover] = useState<Handover | null>(null);
  const boxRef = useRef<HTMLDivElement>(null);
  const upgrading = useRef(false);
  const wantsSubmit = useRef(false);

  const upgrade = (form: HTMLFormElement, submit: boolean) => {
    wantsSubmit.current ||= submit;
    if (upgrading.current) return;
    upgrading.current = true;
    FORMS[kind]().then(
      (Component) => {
        // Read and replaced in one go: nothing typed in between is lost with the plain form.
        flushSync(() => {
          setHandover(handoverOf(form, wantsSubmit.current));
          setForm(() => Component);
        });
      },
      () => {
        upgrading.current = false;
        // The script could not be fetched (offline, a new deploy): the plain form still works.
        if (wantsSubmit.current) form.submit();
      },
    );
  };

  // Before the scripted form is painted: the values go in as the visitor's, not as the fields'
  // defaults, so a reset after a send still empties the form.
  useLayoutEffect(() => {
    const box = boxRef.current;
    const form = box?.querySelector('form');
    if (!Form || !handover || !box || !form) return;
    const { values, focus, submit } = handover;
    for (const [name, value] of Object.entries(values)) {
      const field = form.elements.namedItem(name);
      if (field instanceof HTMLInputElement && field.type === 'checkbox') field.checked = value === 'on';
      else if ((field instanceof HTMLInputElement && field.type !== 'hidden') || field instanceof HTMLSelectElement || field instanceof HTMLTextAreaElement) field.value = value;
    }
    const field = focus ? box.querySelector<HTMLElement>(`[name="${CSS.escape(focus.name)}"]`) : null;
    if (field) {
      field.focus();
      if (focus?.caret && field instanceof HTMLInputElement) field.setSelectionRange(...focus.caret);
    }
    if (submit) form.requestSubmit();
  }, [Form, handover]);

  if (Form && handover) {
    return (
      <div ref={boxRef}>
        <Form {...props} />
      </div>
    );
  }
  return (
    <div
      ref={boxRef}
      onPointerDown={preloadAfterPaint(FORMS[kind])}
      onFocus={(event: FocusEvent<HTMLDivElement>) => {
        const form = (event.target as Element).closest('form');
        if (form && isField(event.target)) upgrade(form, false);
      }}
      onSubmit={(event: FormEvent<HTMLDivElement>) => {
        event.preventDefault();
        upgrade(event.target as HTMLFormElement, true);
      }}
    >
      {children}
    </div>
  );
}
