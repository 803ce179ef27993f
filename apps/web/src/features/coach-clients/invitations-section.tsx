import { INVITATION_MESSAGES, type Invitation } from '@coaching/contract';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { Accordion, AccordionDetails, AccordionSummary, Box, Button, List, ListItem, Paper, Skeleton, Stack, Typography } from '@mui/material';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { failureMessage } from '../../api/error-messages.js';
import { useResendInvitation, useSentInvitations } from '../../api/invitations.js';
import { notify } from '../../components/notify.js';
import { RetryAlert } from '../../components/retry-alert.js';
import { useFormat } from '../../i18n/format.js';
import { localizeMessage } from '../../i18n/localize-message.js';
import { InvitationStatusChip } from './invitation-status-chip.js';
import { RevokeInvitationDialog } from './revoke-invitation-dialog.js';

const isOpen = (invitation: Invitation) => invitation.status === 'pending' || invitation.status === 'expired';

/** The coach's invitations: the open ones (pending or expired) with Resend and Revoke, the answered ones folded into a history. */
export function InvitationsSection() {
  const { t } = useTranslation('invitations');
  const headingId = useId();
  const query = useSentInvitations();
  const [revoking, setRevoking] = useState<Invitation | null>(null);
  const open = query.data?.filter(isOpen) ?? [];
  const history = query.data?.filter((invitation) => !isOpen(invitation)) ?? [];

  return (
    <Box component="section" aria-labelledby={headingId} sx={{ mt: 4 }}>
      <Typography id={headingId} variant="h5" component="h2" sx={{ mb: 2 }}>
        {t('list.title')}
      </Typography>
      {query.isPending ? (
        <Skeleton variant="rounded" height={72} role="status" aria-label={t('list.loading')} />
      ) : query.isError ? (
        <RetryAlert retryLabel={t('list.tryAgain')} onRetry={query.refetch} retrying={query.isFetching}>
          {t('list.loadFailed')}
        </RetryAlert>
      ) : (
        <Stack spacing={2}>
          {open.length === 0 ? (
            <Typography color="text.secondary">{t('list.empty')}</Typography>
          ) : (
            <Paper variant="outlined">
              <List aria-labelledby={headingId} disablePadding>
                {open.map((invitation) => (
                  <OpenInvitation key={invitation._id} invitation={invitation} onRevoke={setRevoking} />
                ))}
              </List>
            </Paper>
          )}
          {history.length > 0 && <InvitationHistory invitations={history} />}
        </Stack>
      )}
      <RevokeInvitationDialog invitation={revoking} onClose={() => setRevoking(null)} />
    </Box>
  );
}

function OpenInvitation({ invitation, onRevoke }: { invitation: Invitation; onRevoke: (invitation: Invitation) => void }) {
  const { t } = useTranslation('invitations');
  const format = useFormat();
  const resend = useResendInvitation();
  const nameId = useId();
  const expired = invitation.status === 'expired';
  const send = () =>
    resend.mutate(invitation._id, {
      onSuccess: (reply) => notify.success(reply.message ?? INVITATION_MESSAGES.resent),
      onError: (error) => notify.error(localizeMessage(failureMessage(error, { fallback: t('list.resendFailed') }))),
    });
  return (
    <ListItem divider aria-labelledby={nameId} sx={{ flexWrap: 'wrap', gap: 2 }}>
      <Box sx={{ flexGrow: 1, minWidth: 0 }}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <Typography id={nameId} sx={{ fontWeight: 500 }}>
            {invitation.name}
          </Typography>
          <InvitationStatusChip status={invitation.status} />
        </Stack>
        <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
          {invitation.email}
          {invitation.existingUser && ` · ${t('list.existingUser')}`}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {[
            t('list.sent', { date: format.date(invitation.lastSentAt) }),
            t(expired ? 'list.expired' : 'list.expires', { date: format.date(invitation.expiresAt) }),
            t('list.sentCount', { count: invitation.sentCount }),
          ].join(' · ')}
        </Typography>
      </Box>
      <Stack direction="row" spacing={1}>
        <Button variant="outlined" size="small" onClick={send} loading={resend.isPending} aria-label={t('list.resendTo', { name: invitation.name })}>
          {t('list.resend')}
        </Button>
        {!expired && (
          <Button color="error" size="small" onClick={() => onRevoke(invitation)} aria-label={t('list.revokeTo', { name: invitation.name })}>
            {t('list.revoke')}
          </Button>
        )}
      </Stack>
    </ListItem>
  );
}

function InvitationHistory({ invitations }: { invitations: Invitation[] }) {
  const { t } = useTranslation('invitations');
  const format = useFormat();
  return (
    <Accordion variant="outlined" disableGutters>
      <AccordionSummary expandIcon={<ExpandMoreIcon />}>
        <Typography>{t('list.history', { count: invitations.length })}</Typography>
      </AccordionSummary>
      <AccordionDetails>
        <List dense disablePadding>
          {invitations.map((invitation) => (
            <ListItem key={invitation._id} disableGutters sx={{ gap: 1, flexWrap: 'wrap' }}>
              <Typography sx={{ flexGrow: 1, overflowWrap: 'anywhere' }}>
                {invitation.name} · {invitation.email}
              </Typography>
              <InvitationStatusChip status={invitation.status} />
              <Typography variant="body2" color="text.secondary">
                {t('list.closed', { date: format.date(invitation.respondedAt ?? invitation.lastSentAt) })}
              </Typography>
            </ListItem>
          ))}
        </List>
      </AccordionDetails>
    </Accordion>
  );
}
