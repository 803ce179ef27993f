import NotificationsIcon from '@mui/icons-material/Notifications';
import { Badge, IconButton } from '@mui/material';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BELL_FILTER, useNotificationList } from '../api/notifications.js';

// As with the language and theme menus: Menu brings Popover, Modal and transitions, which no page needs to paint.
const NotificationMenu = lazy(() => import('./notification-menu.js'));
const loadMenu = () => void import('./notification-menu.js');

const MENU_ID = 'notification-menu';

/** The top bar's bell: the unread count (kept current by the event stream) and a menu of the latest notifications. */
export function NotificationBell({ seeAllTo }: { seeAllTo?: string }) {
  const { t } = useTranslation('notifications');
  const { data } = useNotificationList(BELL_FILTER);
  const unread = data?.unread ?? 0;
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  // Mounted from the first open on, so that closing animates.
  const [wanted, setWanted] = useState(false);
  return (
    <>
      <IconButton
        color="inherit"
        aria-label={t('bell', { count: unread })}
        aria-haspopup="menu"
        aria-controls={anchor ? MENU_ID : undefined}
        aria-expanded={anchor ? true : undefined}
        onPointerEnter={loadMenu}
        onFocus={loadMenu}
        onClick={(event) => {
          setAnchor(event.currentTarget);
          setWanted(true);
        }}
      >
        <Badge badgeContent={unread} color="secondary" max={99} data-testid="notification-count">
          <NotificationsIcon />
        </Badge>
      </IconButton>
      {wanted && (
        <Suspense fallback={null}>
          <NotificationMenu id={MENU_ID} anchor={anchor} seeAllTo={seeAllTo} onClose={() => setAnchor(null)} />
        </Suspense>
      )}
    </>
  );
}
