'use client';

import { useRef } from 'react';
import { Controller, useFieldArray, useFormContext } from 'react-hook-form';
import type { QuestionAnswer } from '@/lib/store/types';
import { LazyRichTextEditor } from '../editor/lazy-rich-text-editor';
import { Icon } from '../icons';
import { RowHeader } from './row-header';
import { Field } from './field';

type RowsForm = { faqs: QuestionAnswer[]; questions: QuestionAnswer[]; faqList: QuestionAnswer[] };

interface QaRowsProps {
  name: keyof RowsForm;
  title: string;
  description: string;
  /** "question" / "FAQ", in button labels. */
  noun: string;
  /** Visa questions have rich-text answers; FAQ answers are plain text. */
  richAnswer: boolean;
}

/** Rows of a question and its answer that can be added and removed (spec section 4). */
export function QaRows({ name, title, description, noun, richAnswer }: QaRowsProps) {
  const { control, register, formState } = useFormContext<RowsForm>();
  const { fields, append, remove } = useFieldArray({ control, name });
  const addButton = useRef<HTMLButtonElement>(null);
  const errors = formState.errors[name];

  return (
    <fieldset className="space-y-4">
      <legend className="sr-only">{title}</legend>
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h3 aria-hidden="true" className="font-display text-base font-bold text-navy-900">
            {title}
          </h3>
          <p className="text-sm text-muted">{description}</p>
        </div>
        <button
          ref={addButton}
          type="button"
          className="btn-outline min-h-10 px-4"
          onClick={() => append({ question: '', answer: '' }, { shouldFocus: true })}
        >
          <Icon name="plus" className="size-4" />
          Add {noun}
        </button>
      </div>
      {fields.length === 0 ? (
        <p className="rounded-xl border border-dashed border-navy-900/15 px-4 py-5 text-center text-sm text-muted">
          No {noun}s yet.
        </p>
      ) : (
        <ol className="space-y-4">
          {fields.map((row, index) => {
            const rowErrors = Array.isArray(errors) ? errors[index] : undefined;
            const questionId = `${name}-${index}-question`;
            const answerId = `${name}-${index}-answer`;
            const number = index + 1;
            const rowName = `${noun[0]!.toUpperCase()}${noun.slice(1)} ${number}`;
            const questionLabel = name === 'questions' ? rowName : `${rowName} question`;
            const answerLabel = `${rowName} answer`;
            return (
              <li key={row.id} className="rounded-xl border border-navy-900/10 bg-mist-50/70 p-4">
                <RowHeader
                  rowName={rowName}
                  noun={noun}
                  number={number}
                  onRemove={() => {
                    remove(index);
                    addButton.current?.focus();
                  }}
                />
                <div className="space-y-4">
                  <Field id={questionId} label={questionLabel} required error={rowErrors?.question?.message}>
                    {({ inputId, describedBy }) => (
                      <input
                        id={inputId}
                        type="text"
                        aria-invalid={rowErrors?.question ? true : undefined}
                        aria-describedby={describedBy}
                        aria-required
                        className="admin-input"
                        defaultValue={row.question}
                        {...register(`${name}.${index}.question`)}
                      />
                    )}
                  </Field>
                  {richAnswer ? (
                    <Field id={answerId} label={answerLabel} required error={rowErrors?.answer?.message} labelAs="span">
                      {({ describedBy }) => (
                        <Controller
                          control={control}
                          name={`${name}.${index}.answer`}
                          render={({ field, fieldState }) => (
                            <LazyRichTextEditor
                              label={answerLabel}
                              labelledBy={`${answerId}-label`}
                              describedBy={describedBy}
                              invalid={Boolean(fieldState.error)}
                              initialHtml={field.value}
                              onChange={field.onChange}
                              onBlur={field.onBlur}
                            />
                          )}
                        />
                      )}
                    </Field>
                  ) : (
                    <Field id={answerId} label={answerLabel} required error={rowErrors?.answer?.message}>
                      {({ inputId, describedBy }) => (
                        <textarea
                          id={inputId}
                          rows={3}
                          aria-invalid={rowErrors?.answer ? true : undefined}
                          aria-describedby={describedBy}
                          aria-required
                          className="admin-input"
                          defaultValue={row.answer}
                          {...register(`${name}.${index}.answer`)}
                        />
                      )}
                    </Field>
                  )}
                </div>
              </li>
            );
          })}
        </ol>
      )}
    </fieldset>
  );
}
