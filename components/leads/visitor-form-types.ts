import type { SubmissionKind } from '@/lib/leads/submission-repository';
import type { FormText } from './form-text';

/** What a field spreads onto its input, select or textarea. */
export interface FieldRegistration {
  name: string;
  /** Absent where the form is rendered on the server, before its script (./form-upgrade.tsx). */
  onChange?: (event: { target: { value: string } }) => void;
  /** The visitor's value, when the form is shown again after a plain (no-JavaScript) send. */
  defaultValue?: string;
}

/** What the thank-you that replaces a sent form tells the visitor (components/leads/thank-you.tsx). */
export interface Confirmation {
  name?: string;
  /** The 9 national digits of the number a consultant will call. */
  mobile?: string;
  /** The visa the request is about: the page's, else the destination chosen in the form. */
  topic?: string;
  /** When the server took it, for the promised time of the call. */
  at: Date;
}

/**
 * A form shown again by the answer page of a plain send (app/(site)/form-answer): what the
 * visitor typed, the messages, and the fill's own key and start, rendered for that request.
 */
export interface FormInitial {
  values: Readonly<Record<string, string>>;
  errors: Readonly<Record<string, string>>;
  marketing: boolean;
  /** The answer page's fill: its own key and start, rendered for that request. */
  idempotencyKey?: string;
  startedAt?: number;
  /** The page the form was first sent from. */
  page?: string;
}

/** The state a visitor form's script works on, handed to the code loaded on first use. */
export interface VisitorFormControl {
  kind: SubmissionKind;
  /** The form's words in the page's language: its messages, toasts and the thank-you's topic. */
  text: FormText;
  toastDuration: number;
  setErrors: (errors: Record<string, string | undefined>) => void;
  setSubmitting: (busy: boolean) => void;
  setConfirmation: (confirmation: Confirmation) => void;
  attempted: { current: boolean };
  submitting: { current: boolean };
  key: { current: string | null };
  startedAt: { current: number };
}
