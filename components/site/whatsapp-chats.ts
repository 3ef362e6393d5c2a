import type { Locale } from '@/lib/i18n/locales';
import { pageChatText, whatsappChatHref } from '@/lib/whatsapp';
import { type ChatTopic, whatsappRouteTopics } from './nav-links';

/**
 * The floating chat button's link on each page the spec lists it on, by English path, with a
 * first message about that page in the page's language (`topics`: each topic's words in it).
 */
export const whatsappChats = (companyName: string, number: string, topics: Readonly<Record<ChatTopic, string>>, locale: Locale): Record<string, string> =>
  Object.fromEntries(Object.entries(whatsappRouteTopics).map(([route, topic]) => [route, whatsappChatHref(number, pageChatText(companyName, topics[topic], locale))]));
