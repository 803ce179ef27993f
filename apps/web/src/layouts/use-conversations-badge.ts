import { useUnreadConversations } from '../api/conversations.js';
import type { NavItem } from './app-shell.js';

/** The navigation with the real unread count on 'Conversations' (kept current by the event stream). */
export function useConversationsBadge(nav: NavItem[]): NavItem[] {
  const { data: unread = 0 } = useUnreadConversations();
  return nav.map((item) => (item.labelKey === 'conversations' ? { ...item, badge: unread } : item));
}
