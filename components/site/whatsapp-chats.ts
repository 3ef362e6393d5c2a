import { pageChatText, whatsappChatHref } from '@/lib/whatsapp';
import { whatsappRouteTopics } from './nav-links';

/** The floating chat button's link on each page the spec lists it on, with a first message about that page. */
export const whatsappChats = (companyName: string, number: string): Record<string, string> =>
  Object.fromEntries(Object.entries(whatsappRouteTopics).map(([route, topic]) => [route, whatsappChatHref(number, pageChatText(companyName, topic))]));
