'use client';

import { createContext, type ReactNode, useContext, useMemo } from 'react';
import { get, useFormContext, useWatch } from 'react-hook-form';
import { liveFieldTranslation } from '@/lib/admin/translation-state';
import { arabicName, type FieldTranslation, type TranslatedFrom } from '@/lib/i18n/translatable';
import { ARABIC_INPUT, arabicHint, arabicLabel, BilingualPair, OutdatedNote } from './bilingual-layout';
import { RichTextField } from './rich-text-field';
import { TextField } from './text-field';

/**
 * The react-hook-form side of the Arabic beside the English (./bilingual-layout.tsx): each
 * translated field of a form as a pair, with the note when the English moved on since its Arabic
 * was written, computed from the form's values as they are now.
 */

interface Opened {
  /** The form's values as it opened (the record, or the draft); null for a new record. */
  values: Readonly<Record<string, unknown>> | null;
  /** Per translated field, the fingerprint of the English its Arabic was translated from. */
  stamps: ReadonlyMap<string, string>;
}

const OpenedContext = createContext<Opened>({ values: null, stamps: new Map() });

/**
 * What a form's Arabic fields are compared with: the values it opened with and their
 * fingerprints. Arabic left as it was keeps its fingerprint when saved; Arabic changed becomes a
 * translation of the English as it is then.
 */
export function TranslationSource({ values, translatedFrom, children }: { values: Readonly<Record<string, unknown>> | null; translatedFrom: TranslatedFrom | undefined; children: ReactNode }) {
  const opened = useMemo(() => ({ values, stamps: new Map((translatedFrom ?? []).map((entry) => [entry.field, entry.hash])) }), [values, translatedFrom]);
  return <OpenedContext value={opened}>{children}</OpenedContext>;
}

/** Where one translated field of a react-hook-form form stands as it is now (lib/admin/translation-state.ts). */
export function useFieldTranslation(field: string): FieldTranslation {
  const { control } = useFormContext();
  const [english, arabic] = useWatch({ control, name: [field, arabicName(field)] }) as [unknown, unknown];
  const opened = useContext(OpenedContext);
  return liveFieldTranslation({ english, arabic }, opened.values ? { arabic: opened.values[arabicName(field)], stamp: opened.stamps.get(field) } : null);
}

interface BilingualTextProps {
  /** The English field's path; its Arabic is `{name}Ar` unless `arabic` names another (`essentialsAr.1`). */
  name: string;
  arabic?: string;
  label: string;
  required?: boolean;
  multiline?: boolean;
  hint?: ReactNode;
  /** Under the Arabic input (the English hint is about the English). */
  arabicHint?: ReactNode;
}

const useErrorOf = () => {
  const { formState } = useFormContext();
  return (path: string) => (get(formState.errors, path) as { message?: string } | undefined)?.message;
};

/** A line or paragraph of text and its Arabic, with the note when the English moved on. */
export function BilingualText({ name, arabic, label, required, multiline, hint, arabicHint: hintAr }: BilingualTextProps) {
  const { register } = useFormContext();
  const errorOf = useErrorOf();
  const arabicPath = arabic ?? arabicName(name);
  return (
    <BilingualPair
      english={<TextField id={name} label={label} required={required} multiline={multiline} hint={hint} registration={register(name)} error={errorOf(name)} />}
      arabic={
        arabic ? (
          // A part of a translated field (one of the essentials): its note stands over the whole group.
          <TextField id={arabicPath} label={arabicLabel(label)} multiline={multiline} hint={hintAr} registration={register(arabicPath)} error={errorOf(arabicPath)} {...ARABIC_INPUT} />
        ) : (
          <ArabicTextField name={name} label={label} multiline={multiline} hint={hintAr} />
        )
      }
    />
  );
}

function ArabicTextField({ name, label, multiline, hint }: { name: string; label: string; multiline?: boolean; hint?: ReactNode }) {
  const { register } = useFormContext();
  const errorOf = useErrorOf();
  const state = useFieldTranslation(name);
  const path = arabicName(name);
  return <TextField id={path} label={arabicLabel(label)} multiline={multiline} hint={arabicHint(state, hint)} registration={register(path)} error={errorOf(path)} {...ARABIC_INPUT} />;
}

/** A rich-text field and its Arabic in the same editor, right to left. */
export function BilingualRichText({ name, label, hint, required }: { name: string; label: string; hint?: ReactNode; required?: boolean }) {
  return <BilingualPair english={<RichTextField name={name} label={label} hint={hint} required={required} />} arabic={<ArabicRichText name={name} label={label} />} />;
}

function ArabicRichText({ name, label }: { name: string; label: string }) {
  const state = useFieldTranslation(name);
  return <RichTextField name={arabicName(name)} label={arabicLabel(label)} hint={arabicHint(state)} {...ARABIC_INPUT} />;
}

/** Over a group of Arabic inputs that are one translated field together (the essentials, a list of rows). */
export function GroupTranslationNote({ field }: { field: string }) {
  const state = useFieldTranslation(field);
  if (state !== 'outdated') return null;
  return (
    <p role="note" className="text-xs">
      <OutdatedNote group />
    </p>
  );
}
