import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

type Props = { coach: string | null; onConfirm: () => void; onClose: () => void };

/** Declining a coach's invitation asks first: the coach is told, and only a new invitation opens the way again. Open while `coach` is set. */
export function DeclineInvitationDialog({ coach, onConfirm, onClose }: Props) {
  const { t } = useTranslation('invitations');
  const titleId = useId();
  return (
    <Dialog open={coach !== null} onClose={onClose} aria-labelledby={titleId} maxWidth="xs" fullWidth>
      <DialogTitle id={titleId}>{t('received.confirmTitle', { coach: coach ?? '' })}</DialogTitle>
      <DialogContent>
        <DialogContentText>{t('received.confirmText')}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('received.keep')}</Button>
        <Button color="error" variant="contained" onClick={onConfirm}>
          {t('received.confirmDecline')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
