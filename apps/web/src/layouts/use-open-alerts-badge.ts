import { useOversightSummary } from '../api/admin-oversight.js';
import { useAuth } from '../auth/auth-provider.js';
import type { NavItem } from './app-shell.js';

/**
 * The admin's navigation with the real count of open safety alerts on 'Conversations' (the spec fixed it at 3),
 * kept live by the event stream: a safety alert raised, reviewed or resolved has the count read again. An admin
 * without conversations.oversee, who cannot open the screen, sees no badge.
 */
export function useOpenAlertsBadge(nav: NavItem[]): NavItem[] {
  const { user } = useAuth();
  const oversees = user?.role === 'admin' && (user.permissions ?? []).includes('conversations.oversee');
  const { data } = useOversightSummary(oversees);
  const openAlerts = oversees ? (data?.openAlerts ?? 0) : 0;
  return nav.map((item) => (item.labelKey === 'conversations' ? { ...item, badge: openAlerts } : item));
}
