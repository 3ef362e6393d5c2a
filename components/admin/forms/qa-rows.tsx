'use client';

import { FieldRows, type RowColumn } from './field-rows';

type RowsName = 'faqs' | 'questions';

interface QaRowsProps {
  name: RowsName;
  title: string;
  description: string;
  /** "question" / "FAQ", in button labels. */
  noun: string;
  /** Visa questions have rich-text answers; FAQ answers are plain text. */
  richAnswer: boolean;
  /** The rows have their Arabic (`{name}Ar`), shown row by row beside the English. */
  withArabic?: boolean;
}

export const EMPTY_QA: Readonly<Record<'question' | 'answer', string>> = { question: '', answer: '' };

/**
 * Rows of a question and its answer that can be added and removed (spec section 4): "FAQ 2
 * question" and "FAQ 2 answer"; a visa's questions are named by the row alone ("Question 2").
 * Their Arabic: "FAQ 2 question (Arabic)".
 */
export function QaRows({ name, title, description, noun, richAnswer, withArabic }: QaRowsProps) {
  const columns: RowColumn[] = [
    { name: 'question', label: name === 'questions' ? undefined : 'Question' },
    { name: 'answer', label: 'Answer', kind: richAnswer ? 'rich' : 'textarea' },
  ];
  return <FieldRows name={name} arabic={withArabic ? `${name}Ar` : undefined} title={title} description={description} noun={noun} columns={columns} empty={EMPTY_QA} />;
}
