import { INVITATION_MESSAGES, type Invitation } from '@coaching/contract';
import { Alert, Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { failureMessage } from '../../api/error-messages.js';
import { useRevokeInvitation } from '../../api/invitations.js';
import { notify } from '../../components/notify.js';
import { localizeMessage } from '../../i18n/localize-message.js';

/** Revoke asks first: the person's link stops working at once. */
export function RevokeInvitationDialog({ invitation, onClose }: { invitation: Invitation | null; onClose: () => void }) {
  const { t } = useTranslation('invitations');
  const titleId = useId();
  const revoke = useRevokeInvitation();
  const [failure, setFailure] = useState<string>();
  const close = () => {
    setFailure(undefined);
    onClose();
  };
  const confirm = () => {
    if (!invitation) return;
    setFailure(undefined);
    revoke.mutate(invitation._id, {
      onSuccess: (reply) => {
        notify.success(reply.message ?? INVITATION_MESSAGES.revoked);
        close();
      },
      onError: (error) => setFailure(localizeMessage(failureMessage(error, { fallback: t('revoke.failed') }))),
    });
  };
  return (
    <Dialog open={invitation !== null} onClose={close} aria-labelledby={titleId} maxWidth="xs" fullWidth>
      <DialogTitle id={titleId}>{t('revoke.title', { name: invitation?.name ?? '' })}</DialogTitle>
      <DialogContent>
        <DialogContentText>{t('revoke.explain')}</DialogContentText>
        {failure && (
          <Alert severity="error" sx={{ mt: 2 }}>
            {failure}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={close}>{t('revoke.keep')}</Button>
        <Button color="error" variant="contained" loading={revoke.isPending} onClick={confirm}>
          {t('revoke.confirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
