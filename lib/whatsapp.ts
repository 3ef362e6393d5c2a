import type { Locale } from '@/lib/i18n/locales';

/**
 * WhatsApp click-to-chat (wa.me) links, with a first message written for the visitor so the
 * consultant who answers knows at once what it is about. `number` is international, digits only.
 * The messages are in the language of the page the visitor writes from (English unless named),
 * so the consultant answers in it. Runs in the browser too (a form's thank-you).
 */
export function whatsappChatHref(number: string, text?: string): string {
  const base = `https://wa.me/${number.replace(/\D/g, '')}`;
  return text ? `${base}?text=${encodeURIComponent(text)}` : base;
}

/** The first message from a page about one visa or country, or from a page of the site (`topic` in the page's language). */
export function pageChatText(companyName: string, topic: string, locale: Locale = 'en'): string {
  return locale === 'ar' ? `مرحباً ${companyName}، أودّ المساعدة بخصوص ${topic}.` : `Hello ${companyName}, I would like help with the ${topic}.`;
}

/** The first message from a blog post. */
export function articleChatText(companyName: string, title: string, locale: Locale = 'en'): string {
  return locale === 'ar'
    ? `مرحباً ${companyName}، قرأت «${title}» وأودّ المساعدة في تأشيرتي.`
    : `Hello ${companyName}, I have read "${title}" and would like some help with my visa.`;
}

/** The first message after a visitor asked for a call back. */
export function followUpChatText(companyName: string, { name, topic }: { name?: string; topic?: string }, locale: Locale = 'en'): string {
  if (locale === 'ar') {
    const who = name ? ` أنا ${name}،` : '';
    return `مرحباً ${companyName}،${who} طلبت للتو أن تتصلوا بي${topic ? ` بخصوص ${topic}` : ''}.`;
  }
  const who = name ? ` I am ${name} and` : ' I';
  return `Hello ${companyName},${who} have just asked for a call back${topic ? ` about the ${topic}` : ''}.`;
}
