import { PATHS, type InvitationPreview } from '@coaching/contract';
import { Alert, AlertTitle, Box, Button, CircularProgress } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { failureMessage } from '../../api/error-messages.js';
import { useInvitationPreview } from '../../api/invitations.js';

/** What became of the invitation a registration link carries. */
export type FoundInvitation =
  | { kind: 'none' | 'loading' }
  /** Open, for someone new: the account is created through it. */
  | { kind: 'usable' | 'existing'; token: string; preview: InvitationPreview }
  | { kind: 'closed'; preview: InvitationPreview }
  | { kind: 'failed'; error: unknown };

export function useRegisterInvitation(token: string | undefined): FoundInvitation {
  const query = useInvitationPreview(token);
  if (!token) return { kind: 'none' };
  if (query.isPending) return { kind: 'loading' };
  if (query.isError) return { kind: 'failed', error: query.error };
  const preview = query.data;
  if (preview.status !== 'pending') return { kind: 'closed', preview };
  return { kind: preview.existingUser ? 'existing' : 'usable', token, preview };
}

export const coachName = (preview: Pick<InvitationPreview, 'coach'>) => `${preview.coach.firstName} ${preview.coach.lastName}`.trim();

export function InvitationLoading() {
  const { t } = useTranslation('invitations');
  return (
    <Box sx={{ display: 'grid', placeItems: 'center', minHeight: '60vh' }} role="status" aria-label={t('register.loading')}>
      <CircularProgress />
    </Box>
  );
}

/** Above the wizard: who invited the person, or why the link cannot be used (the wizard then registers without it). */
export function RegisterInvitationNotice({ found }: { found: FoundInvitation }) {
  const { t } = useTranslation('invitations');
  switch (found.kind) {
    case 'none':
    case 'loading':
      return null;
    case 'usable': {
      const coach = coachName(found.preview);
      return (
        <Alert severity="info" sx={{ mb: 3 }}>
          <AlertTitle>{t('register.invited', { coach })}</AlertTitle>
          {t('register.invitedHint', { coach })}
        </Alert>
      );
    }
    case 'existing':
      return (
        <Alert
          severity="info"
          sx={{ mb: 3 }}
          action={
            <Button color="inherit" size="small" component={RouterLink} to={`${PATHS.invitation}?token=${encodeURIComponent(found.token)}`}>
              {t('register.answer')}
            </Button>
          }
        >
          <AlertTitle>{t('register.invited', { coach: coachName(found.preview) })}</AlertTitle>
          {t('register.existingUser')}
        </Alert>
      );
    case 'closed':
      return (
        <Alert severity="warning" role="alert" sx={{ mb: 3 }}>
          {t(`page.states.${found.preview.status as 'accepted' | 'declined' | 'revoked' | 'expired'}`)} {t('register.unusable')}
        </Alert>
      );
    case 'failed':
      return (
        <Alert severity="warning" role="alert" sx={{ mb: 3 }}>
          {failureMessage(found.error, { fallback: t('register.loadFailed'), byCode: { NOT_FOUND: t('register.notFound') }, reason: 'none' })} {t('register.unusable')}
        </Alert>
      );
  }
}
