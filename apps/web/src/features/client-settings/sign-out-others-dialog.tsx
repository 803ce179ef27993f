import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

type Props = { open: boolean; pending: boolean; onCancel: () => void; onConfirm: () => void };

/** Asks before every other device of the account is signed out. */
export function SignOutOthersDialog({ open, pending, onCancel, onConfirm }: Props) {
  const { t } = useTranslation('client-settings');
  const titleId = useId();
  const textId = useId();
  return (
    <Dialog open={open} onClose={onCancel} aria-labelledby={titleId} aria-describedby={textId} maxWidth="xs" fullWidth>
      <DialogTitle id={titleId}>{t('devices.confirmTitle')}</DialogTitle>
      <DialogContent>
        <DialogContentText id={textId}>{t('devices.confirmText')}</DialogContentText>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onCancel}>{t('devices.cancel')}</Button>
        <Button variant="contained" color="error" loading={pending} onClick={onConfirm}>
          {t('devices.signOutEverywhereElse')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
