import { PATHS, type InvitationPreview } from '@coaching/contract';
import { Alert, Button, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router';
import { failureMessage } from '../../api/error-messages.js';
import { useInvitationPreview } from '../../api/invitations.js';
import { useAuth } from '../../auth/auth-provider.js';
import { returnPath, roleHome } from '../../auth/role-home.js';
import { DeclineInvitationDialog } from '../../components/invitations/decline-invitation-dialog.js';
import { useAnswerInvitation } from '../../components/invitations/use-answer-invitation.js';
import { useFormat } from '../../i18n/format.js';
import { AuthCardLayout } from './auth-card-layout.js';
import { coachName, InvitationLoading } from './register-invitation.js';

/**
 * /invitation?token=TOKEN, from a coach's invitation mail; open to everyone. The invited client answers
 * it here; someone signed out is sent to sign in (and back), someone new to create their account.
 */
export function InvitationPage() {
  const { t } = useTranslation('invitations');
  const [params] = useSearchParams();
  const token = params.get('token') ?? undefined;
  const preview = useInvitationPreview(token);
  const { status } = useAuth();

  if (token && (preview.isPending || status === 'loading')) return <InvitationLoading />;
  return (
    <AuthCardLayout title={t('page.title')} width="sm">
      {!token ? (
        <Alert severity="warning">{t('page.missingToken')}</Alert>
      ) : preview.isError ? (
        <Alert severity="warning" role="alert">
          {failureMessage(preview.error, { fallback: t('register.loadFailed'), byCode: { NOT_FOUND: t('register.notFound') }, reason: 'none' })}
        </Alert>
      ) : (
        preview.data && <InvitationDetails token={token} invitation={preview.data} />
      )}
    </AuthCardLayout>
  );
}

function InvitationDetails({ token, invitation }: { token: string; invitation: InvitationPreview }) {
  const { t } = useTranslation('invitations');
  const format = useFormat();
  const coach = coachName(invitation);
  return (
    <Stack spacing={2}>
      <Typography variant="h6" component="h2">
        {t('page.invited', { coach })}
      </Typography>
      <Typography color="text.secondary">
        {t('page.sentTo', { email: invitation.email })}
        {invitation.status === 'pending' && ` ${t('page.expires', { date: format.date(invitation.expiresAt) })}`}
      </Typography>
      {invitation.status === 'pending' ? <InvitationAnswer token={token} invitation={invitation} /> : <ClosedInvitation invitation={invitation} />}
    </Stack>
  );
}

function ClosedInvitation({ invitation }: { invitation: InvitationPreview }) {
  const { t } = useTranslation('invitations');
  const { user } = useAuth();
  const state = invitation.status as Exclude<InvitationPreview['status'], 'pending'>;
  return (
    <>
      <Alert severity={state === 'accepted' ? 'success' : 'warning'} role="status">
        {t(`page.states.${state}`)}
      </Alert>
      {user && (
        <Button component={RouterLink} to={roleHome(user.role)} sx={{ alignSelf: 'flex-start' }}>
          {t('page.goHome')}
        </Button>
      )}
    </>
  );
}

/** What the person can do with an open invitation, by who they are. */
function InvitationAnswer({ token, invitation }: { token: string; invitation: InvitationPreview }) {
  const { t } = useTranslation('invitations');
  const { user } = useAuth();
  const navigate = useNavigate();
  const here = `${PATHS.invitation}?token=${encodeURIComponent(token)}`;

  if (!user) {
    if (!invitation.existingUser) {
      return (
        <>
          <Typography>{t('page.createAccountHint', { email: invitation.email, coach: coachName(invitation) })}</Typography>
          <Button variant="contained" component={RouterLink} to={`${PATHS.register}?invitation=${encodeURIComponent(token)}`} sx={{ alignSelf: 'flex-start' }}>
            {t('page.createAccount')}
          </Button>
        </>
      );
    }
    const signIn = () => {
      // The sign-in brings the person back here (AuthProvider.login).
      returnPath.remember(here);
      void navigate(PATHS.signInPrompt);
    };
    return (
      <>
        <Typography>{t('page.signInHint', { email: invitation.email })}</Typography>
        <Button variant="contained" onClick={signIn} sx={{ alignSelf: 'flex-start' }}>
          {t('page.signIn')}
        </Button>
      </>
    );
  }
  if (user.role !== 'client') return <Alert severity="info">{t('page.notClient')}</Alert>;
  if (user.email.toLowerCase() !== invitation.email.toLowerCase()) {
    return <Alert severity="info">{t('page.otherAccount', { email: user.email, invited: invitation.email })}</Alert>;
  }
  return <AnswerButtons invitation={invitation} />;
}

function AnswerButtons({ invitation }: { invitation: InvitationPreview }) {
  const { t } = useTranslation('invitations');
  const navigate = useNavigate();
  const { answer, failure, pending, answering } = useAnswerInvitation();
  const [confirming, setConfirming] = useState(false);
  const coach = coachName(invitation);
  const done = () => void navigate(PATHS.client.home);
  return (
    <>
      {failure && (
        <Alert severity="error" role="alert">
          {failure}
        </Alert>
      )}
      <Stack direction="row" spacing={2}>
        <Button variant="contained" onClick={() => answer(invitation._id, true, done)} loading={pending && answering?.accept === true} disabled={pending}>
          {t('page.accept')}
        </Button>
        <Button color="error" onClick={() => setConfirming(true)} disabled={pending} loading={pending && answering?.accept === false}>
          {t('page.decline')}
        </Button>
      </Stack>
      <DeclineInvitationDialog
        coach={confirming ? coach : null}
        onClose={() => setConfirming(false)}
        onConfirm={() => {
          setConfirming(false);
          answer(invitation._id, false, done);
        }}
      />
    </>
  );
}
