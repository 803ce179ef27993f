import type { CoachClient } from '@coaching/contract';
import { Alert, Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRemoveClient } from '../../api/coach.js';
import { failureMessage } from '../../api/error-messages.js';
import { notify } from '../../components/notify.js';
import { clientName } from '../../i18n/person-name.js';

/** Remove Client asks first (spec section 5), then ends the relationship for real and says what it did. */
export function RemoveClientDialog({ client, open, onClose }: { client: CoachClient; open: boolean; onClose: () => void }) {
  const { t } = useTranslation(['coach-clients', 'messages']);
  const titleId = useId();
  const remove = useRemoveClient();
  const [failure, setFailure] = useState<string | undefined>();
  const confirm = () => {
    setFailure(undefined);
    remove.mutate(client._id, {
      onSuccess: (reply) => {
        notify.success(reply.message ?? t('messages:coach.clientRemoved'));
        onClose();
      },
      onError: (error) => setFailure(failureMessage(error, { fallback: t('remove.failed') })),
    });
  };
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} maxWidth="sm" fullWidth>
      <DialogTitle id={titleId}>{t('remove.title', { name: clientName(client) })}</DialogTitle>
      <DialogContent>
        <DialogContentText>{t('remove.explain')}</DialogContentText>
        {failure && (
          <Alert severity="error" sx={{ mt: 2 }}>
            {failure}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('remove.keep')}</Button>
        <Button color="error" variant="contained" loading={remove.isPending} onClick={confirm}>
          {t('remove.confirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
