'use client';

import { useRef } from 'react';
import { useFieldArray, useFormContext } from 'react-hook-form';
import type { QuestionAnswer } from '@/lib/store/types';
import { RowHeader, rowNameOf } from './row-header';
import { NoRows, RowsHeading } from './rows-heading';
import { Field } from './field';
import { RichTextField } from './rich-text-field';

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
      <RowsHeading title={title} description={description} noun={noun} addButton={addButton} onAdd={() => append({ question: '', answer: '' }, { shouldFocus: true })} />
      {fields.length === 0 ? (
        <NoRows noun={noun} />
      ) : (
        <ol className="space-y-4">
          {fields.map((row, index) => {
            const rowErrors = Array.isArray(errors) ? errors[index] : undefined;
            const questionId = `${name}-${index}-question`;
            const answerId = `${name}-${index}-answer`;
            const number = index + 1;
            const rowName = rowNameOf(noun, number);
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
                    <RichTextField id={answerId} name={`${name}.${index}.answer`} label={answerLabel} required />
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
