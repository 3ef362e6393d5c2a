'use client';

import type { QuestionAnswer } from '@/lib/content/content-definition';
import { FieldRows, type RowColumn } from './field-rows';

type RowsForm = { faqs: QuestionAnswer[]; questions: QuestionAnswer[]; faqList: QuestionAnswer[]; faqsAr: QuestionAnswer[]; questionsAr: QuestionAnswer[] };

interface QaRowsProps {
  name: keyof RowsForm;
  title: string;
  description: string;
  /** "question" / "FAQ", in button labels. */
  noun: string;
  /** Visa questions have rich-text answers; FAQ answers are plain text. */
  richAnswer: boolean;
}

const EMPTY: QuestionAnswer = { question: '', answer: '' };

/**
 * Rows of a question and its answer that can be added and removed (spec section 4): "FAQ 2
 * question" and "FAQ 2 answer"; a visa's questions are named by the row alone ("Question 2").
 */
export function QaRows({ name, title, description, noun, richAnswer }: QaRowsProps) {
  const columns: RowColumn[] = [
    { name: 'question', label: name === 'questions' || name === 'questionsAr' ? undefined : 'Question' },
    { name: 'answer', label: 'Answer', kind: richAnswer ? 'rich' : 'textarea' },
  ];
  return <FieldRows name={name} title={title} description={description} noun={noun} columns={columns} empty={EMPTY} />;
}
