import { PATHS } from '@coaching/contract';
import { Alert, Button } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useAuth } from '../auth/auth-provider.js';
import { VERIFICATION_ANCHOR, verificationState } from './coach-verification-state.js';

/** While an admin has not verified the coach (issue 20): what stands, and the way to the verification card on their profile. Needs the coach-verification catalogue. */
export function CoachVerificationBanner() {
  const { t } = useTranslation('coach-verification');
  const { user } = useAuth();
  const state = verificationState(user?.verification);
  if (state === 'verified') return null;
  return (
    <Alert
      severity={state === 'declined' ? 'error' : state === 'waiting' ? 'info' : 'warning'}
      sx={{ mb: 3 }}
      action={
        <Button color="inherit" size="small" component={RouterLink} to={`${PATHS.coach.profile}#${VERIFICATION_ANCHOR}`}>
          {t('banner.open')}
        </Button>
      }
    >
      {t(`banner.${state}`)}
    </Alert>
  );
}
