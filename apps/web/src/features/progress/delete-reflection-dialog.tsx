import type { Reflection } from '@coaching/contract';
import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { failureMessage } from '../../api/error-messages.js';
import { useDeleteReflection } from '../../api/progress.js';
import { notify } from '../../components/notify.js';

/** Nothing is deleted until the client confirms; Keep has the focus, so Enter alone deletes nothing. */
export function DeleteReflectionDialog({ reflection, onClose }: { reflection: Reflection; onClose: () => void }) {
  const { t } = useTranslation('progress');
  const titleId = useId();
  const textId = useId();
  const remove = useDeleteReflection();
  const confirm = () =>
    remove.mutate(reflection._id, {
      onSuccess: (reply) => {
        if (reply.message) notify.success(reply.message);
        onClose();
      },
      onError: (error) => notify.error(failureMessage(error, { fallback: t('reflections.deleteDialog.failed') })),
    });
  return (
    <Dialog open onClose={() => !remove.isPending && onClose()} aria-labelledby={titleId} aria-describedby={textId}>
      <DialogTitle id={titleId}>{t('reflections.deleteDialog.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText id={textId}>{t('reflections.deleteDialog.text')}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={remove.isPending} autoFocus>
          {t('reflections.deleteDialog.keep')}
        </Button>
        <Button color="error" variant="contained" onClick={confirm} loading={remove.isPending}>
          {t('reflections.deleteDialog.confirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
