import { SUCCESS_MESSAGES, type User } from '@coaching/contract';
import { ListItemText, Menu, MenuItem } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { notify } from '../../components/notify.js';
import type { StatusAction } from './users-grid-context.js';
import { userName } from './user-name.js';

export type RowMenuTarget = { user: User; anchor: HTMLElement };

type Props = {
  target: RowMenuTarget | undefined;
  onClose: () => void;
  onStatus: (user: User, action: StatusAction) => void;
  onReview: (coach: User) => void;
};

/** More (spec section 2): Copy Email, Copy Phone (only with a phone), and Deactivate or Reactivate. */
export function UserRowMenu({ target, onClose, onStatus, onReview }: Props) {
  const { t } = useTranslation('admin-users');
  const user = target?.user;
  const phone = user?.profile.phone.trim() ?? '';

  const copy = async (value: string, copied: string) => {
    onClose();
    try {
      await navigator.clipboard.writeText(value);
      notify.success(copied);
    } catch {
      // No clipboard (a page not served securely) or the permission was refused.
      notify.error(t('copyFailed'));
    }
  };

  return (
    <Menu anchorEl={target?.anchor} open={Boolean(target)} onClose={onClose} slotProps={{ list: { 'aria-label': user ? t('menu.more', { name: userName(user) }) : undefined } }}>
      {user && [
        <MenuItem key="email" onClick={() => void copy(user.email, SUCCESS_MESSAGES.emailCopied)}>
          <ListItemText>{t('menu.copyEmail')}</ListItemText>
        </MenuItem>,
        phone ? (
          <MenuItem key="phone" onClick={() => void copy(phone, SUCCESS_MESSAGES.phoneCopied)}>
            <ListItemText>{t('menu.copyPhone')}</ListItemText>
          </MenuItem>
        ) : null,
        user.verification?.status === 'pending' ? (
          <MenuItem
            key="verification"
            onClick={() => {
              onClose();
              onReview(user);
            }}
          >
            <ListItemText>{t('menu.reviewVerification')}</ListItemText>
          </MenuItem>
        ) : null,
        <MenuItem
          key="status"
          sx={user.isActive ? { color: 'error.main' } : undefined}
          onClick={() => {
            onClose();
            onStatus(user, user.isActive ? 'deactivate' : 'reactivate');
          }}
        >
          <ListItemText>{user.isActive ? t('menu.deactivate') : t('menu.reactivate')}</ListItemText>
        </MenuItem>,
      ]}
    </Menu>
  );
}
