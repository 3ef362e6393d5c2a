import { MESSAGES } from '@/lib/i18n/messages';
import { NEXT_STEP, STAGE_LABELS } from './constants';
import { caseLanguage, codeEmail, stageUpdate } from './case-emails';

const visa = { slug: 'uk', title: 'UK visit visa', country: 'United Kingdom', titleAr: '' };

describe('the applicant’s e-mails', () => {
  test('say in English what the portal says: the stages and next steps are the same words', () => {
    expect(MESSAGES.en.email.cases.stages).toEqual(STAGE_LABELS);
    expect(MESSAGES.en.email.cases.nextSteps).toEqual(NEXT_STEP);
  });

  test('name the visa by its Arabic title, else by its country in Arabic', () => {
    const base = { stage: 'submitted' as const, appointment: null, decision: null };
    expect(stageUpdate({ ...base, visa, language: 'en' })).toBe('Your UK visit visa application is now at the stage: Submitted.');
    expect(stageUpdate({ ...base, visa, language: 'ar' })).toBe('وصل طلب تأشيرة المملكة المتحدة الآن إلى مرحلة: قُدِّم الطلب.');
    expect(stageUpdate({ ...base, visa: { ...visa, titleAr: 'تأشيرة زيارة المملكة المتحدة' }, language: 'ar' })).toBe('وصل طلب تأشيرة زيارة المملكة المتحدة الآن إلى مرحلة: قُدِّم الطلب.');
    expect(stageUpdate({ stage: 'decision', appointment: null, decision: { outcome: 'approved', date: '2026-12-07' }, visa, language: 'ar' })).toBe(
      'أخبار سارة: تمت الموافقة على تأشيرة المملكة المتحدة بتاريخ الاثنين، 7 ديسمبر 2026.',
    );
  });

  test('of a case stored before languages were recorded are English', () => {
    expect(caseLanguage({})).toBe('en');
    const mail = codeEmail({ applicant: { name: 'Amal', email: 'a@example.com', phone: null }, visa } as Parameters<typeof codeEmail>[0], '123456', 'Ztart Visa');
    expect(mail.subject).toBe('123456 is your code for your Ztart Visa application page');
    expect(mail.html.startsWith('<p>Dear Amal,</p>')).toBe(true);
  });
});
