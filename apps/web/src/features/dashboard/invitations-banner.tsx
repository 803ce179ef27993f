import { Alert, AlertTitle, Button, Stack } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useReceivedInvitations, type ReceivedInvitation } from '../../api/invitations.js';
import { DeclineInvitationDialog } from '../../components/invitations/decline-invitation-dialog.js';
import { useAnswerInvitation } from '../../components/invitations/use-answer-invitation.js';
import { useFormat } from '../../i18n/format.js';

const coachName = ({ coach }: ReceivedInvitation) => `${coach.firstName} ${coach.lastName}`.trim();

/** The coaches' invitations waiting for the client, each to accept or decline; nothing at all when there are none (or they could not be read). */
export function InvitationsBanner() {
  const { t } = useTranslation('invitations');
  const format = useFormat();
  const query = useReceivedInvitations();
  const { answer, failure, pending, answering } = useAnswerInvitation();
  const [declining, setDeclining] = useState<ReceivedInvitation | null>(null);
  const invitations = query.data ?? [];
  if (invitations.length === 0) return null;
  const busy = (invitation: ReceivedInvitation, accept: boolean) => pending && answering?.id === invitation._id && answering.accept === accept;

  return (
    <Stack component="section" aria-label={t('received.label')} spacing={1} sx={{ mb: 3 }}>
      {failure && (
        <Alert severity="error" role="alert">
          {failure}
        </Alert>
      )}
      {invitations.map((invitation) => {
        const coach = coachName(invitation);
        return (
          <Alert
            key={invitation._id}
            severity="info"
            action={
              <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                <Button
                  variant="contained"
                  size="small"
                  onClick={() => answer(invitation._id, true)}
                  loading={busy(invitation, true)}
                  disabled={pending}
                  aria-label={t('received.acceptFrom', { coach })}
                >
                  {t('received.accept')}
                </Button>
                <Button
                  color="inherit"
                  size="small"
                  onClick={() => setDeclining(invitation)}
                  loading={busy(invitation, false)}
                  disabled={pending}
                  aria-label={t('received.declineFrom', { coach })}
                >
                  {t('received.decline')}
                </Button>
              </Stack>
            }
          >
            <AlertTitle>{t('received.invited', { coach })}</AlertTitle>
            {t('received.expires', { date: format.date(invitation.expiresAt) })}
          </Alert>
        );
      })}
      <DeclineInvitationDialog
        coach={declining ? coachName(declining) : null}
        onClose={() => setDeclining(null)}
        onConfirm={() => {
          if (declining) answer(declining._id, false);
          setDeclining(null);
        }}
      />
    </Stack>
  );
}
