import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { failureMessage } from '../../api/error-messages.js';
import { useRotateCalendarFeed } from '../../api/sessions.js';
import { notify } from '../../components/notify.js';

/** A new feed address; the old one stops working, so it is confirmed first. Keeping the address has the focus. */
export function RotateFeedDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation('sessions');
  const rotate = useRotateCalendarFeed();
  const titleId = useId();
  const textId = useId();
  const confirm = () =>
    rotate.mutate(undefined, {
      onSuccess: () => {
        notify.success(t('calendar.rotated'));
        onClose();
      },
      onError: (error) => notify.error(failureMessage(error, { fallback: t('calendar.rotateFailed') })),
    });
  return (
    <Dialog open={open} onClose={rotate.isPending ? undefined : onClose} aria-labelledby={titleId} aria-describedby={textId}>
      <DialogTitle id={titleId}>{t('calendar.rotateTitle')}</DialogTitle>
      <DialogContent>
        <DialogContentText id={textId}>{t('calendar.rotateText')}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button autoFocus onClick={onClose} disabled={rotate.isPending}>
          {t('calendar.rotateKeep')}
        </Button>
        <Button color="warning" variant="contained" loading={rotate.isPending} onClick={confirm}>
          {t('calendar.rotateConfirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
