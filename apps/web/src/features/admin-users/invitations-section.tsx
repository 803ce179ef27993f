import { ACCOUNT_INVITATION_MESSAGES, type AccountInvitation } from '@coaching/contract';
import { Alert, Box, Button, Chip, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, List, ListItem, Paper, Stack, Typography } from '@mui/material';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAccountInvitations, useResendAccountInvitation, useRevokeAccountInvitation } from '../../api/admin-users.js';
import { failureMessage } from '../../api/error-messages.js';
import { notify } from '../../components/notify.js';
import { RetryAlert } from '../../components/retry-alert.js';
import { useFormat } from '../../i18n/format.js';
import { localizeMessage } from '../../i18n/localize-message.js';
import { personName } from '../../i18n/person-name.js';

const nameOf = (invitation: AccountInvitation) => personName(invitation, invitation.email);

/** The admins' open invitations (pending or expired) with Resend and Revoke; nothing while there are none. */
export function InvitationsSection() {
  const { t } = useTranslation('admin-users');
  const headingId = useId();
  const query = useAccountInvitations();
  const [revoking, setRevoking] = useState<AccountInvitation>();
  if (query.isPending || (query.isSuccess && query.data.length === 0)) return null;

  return (
    <Box component="section" aria-labelledby={headingId}>
      <Typography id={headingId} variant="h6" component="h2" sx={{ mb: 1 }}>
        {t('invitations.title')}
      </Typography>
      {query.isError ? (
        <RetryAlert retryLabel={t('tryAgain')} onRetry={query.refetch} retrying={query.isFetching}>
          {t('invitations.loadFailed')}
        </RetryAlert>
      ) : (
        <Paper variant="outlined">
          <List aria-labelledby={headingId} disablePadding>
            {query.data.map((invitation) => (
              <OpenInvitation key={invitation._id} invitation={invitation} onRevoke={setRevoking} />
            ))}
          </List>
        </Paper>
      )}
      {revoking && <RevokeDialog invitation={revoking} onClose={() => setRevoking(undefined)} />}
    </Box>
  );
}

function OpenInvitation({ invitation, onRevoke }: { invitation: AccountInvitation; onRevoke: (invitation: AccountInvitation) => void }) {
  const { t } = useTranslation('admin-users');
  const format = useFormat();
  const resend = useResendAccountInvitation();
  const nameId = useId();
  const expired = invitation.status === 'expired';
  const name = nameOf(invitation);
  const send = () =>
    resend.mutate(invitation._id, {
      onSuccess: (reply) => notify.success(reply.message ?? ACCOUNT_INVITATION_MESSAGES.resent),
      onError: (error) => notify.error(failureMessage(error, { fallback: t('invitations.resendFailed') })),
    });
  return (
    <ListItem divider aria-labelledby={nameId} sx={{ flexWrap: 'wrap', gap: 2 }}>
      <Box sx={{ flexGrow: 1, minWidth: 0 }}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <Typography id={nameId} sx={{ fontWeight: 500 }}>
            {name}
          </Typography>
          <Chip size="small" label={t(`roles.${invitation.role}`)} />
          <Chip size="small" variant="outlined" color={expired ? 'default' : 'warning'} label={t(expired ? 'invitations.statuses.expired' : 'invitations.statuses.pending')} />
        </Stack>
        <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
          {invitation.email}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {[
            t('invitations.sent', { date: format.date(invitation.lastSentAt) }),
            t(expired ? 'invitations.expired' : 'invitations.expires', { date: format.date(invitation.expiresAt) }),
            t('invitations.sentCount', { count: invitation.sentCount }),
          ].join(' · ')}
        </Typography>
      </Box>
      <Stack direction="row" spacing={1}>
        <Button variant="outlined" size="small" onClick={send} loading={resend.isPending} aria-label={t('invitations.resendTo', { name })}>
          {t('invitations.resend')}
        </Button>
        {!expired && (
          <Button color="error" size="small" onClick={() => onRevoke(invitation)} aria-label={t('invitations.revokeTo', { name })}>
            {t('invitations.revoke')}
          </Button>
        )}
      </Stack>
    </ListItem>
  );
}

function RevokeDialog({ invitation, onClose }: { invitation: AccountInvitation; onClose: () => void }) {
  const { t } = useTranslation('admin-users');
  const titleId = useId();
  const revoke = useRevokeAccountInvitation();
  const [failure, setFailure] = useState<string>();
  const confirm = () =>
    revoke.mutate(invitation._id, {
      onSuccess: (reply) => {
        notify.success(reply.message ?? ACCOUNT_INVITATION_MESSAGES.revoked);
        onClose();
      },
      onError: (error) => setFailure(failureMessage(error, { fallback: t('invitations.revokeFailed') })),
    });
  return (
    <Dialog open onClose={revoke.isPending ? undefined : onClose} aria-labelledby={titleId} maxWidth="xs" fullWidth>
      <DialogTitle id={titleId}>{t('invitations.revokeTitle', { name: nameOf(invitation) })}</DialogTitle>
      <DialogContent>
        <DialogContentText>{t('invitations.revokeBody', { email: invitation.email })}</DialogContentText>
        {failure && (
          <Alert severity="error" sx={{ mt: 2 }}>
            {localizeMessage(failure)}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={revoke.isPending} autoFocus>
          {t('invitations.keep')}
        </Button>
        <Button color="error" variant="contained" loading={revoke.isPending} onClick={confirm}>
          {t('invitations.revoke')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
