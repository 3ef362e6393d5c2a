/**
 * WhatsApp click-to-chat (wa.me) links, with a first message written for the visitor so the
 * consultant who answers knows at once what it is about. `number` is international, digits only.
 */
export function whatsappChatHref(number: string, text?: string): string {
  const base = `https://wa.me/${number.replace(/\D/g, '')}`;
  return text ? `${base}?text=${encodeURIComponent(text)}` : base;
}

/** The first message from a page about one visa or country. */
export function pageChatText(companyName: string, topic: string): string {
  return `Hello ${companyName}, I would like help with the ${topic}.`;
}

/** The first message from a blog post. */
export function articleChatText(companyName: string, title: string): string {
  return `Hello ${companyName}, I have read "${title}" and would like some help with my visa.`;
}

/** The first message after a visitor asked for a call back. */
export function followUpChatText(companyName: string, { name, topic }: { name?: string; topic?: string }): string {
  const who = name ? ` I am ${name} and` : ' I';
  return `Hello ${companyName},${who} have just asked for a call back${topic ? ` about the ${topic}` : ''}.`;
}
