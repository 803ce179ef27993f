import { PATHS } from '@coaching/contract';
import { Box, Link, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { SignInForm } from '../../components/sign-in/sign-in-form.js';
import { AuthCardLayout } from './auth-card-layout.js';

export function LoginPage() {
  const { t } = useTranslation('auth');
  return (
    <AuthCardLayout title={t('signIn.title')} subtitle={t('signIn.subtitle')}>
      <SignInForm autoFocus />
      <Box sx={{ mt: 3, textAlign: 'center' }}>
        <Typography variant="body2">
          {t('signIn.newHere')}{' '}
          <Link component={RouterLink} to={PATHS.register}>
            {t('signIn.createAccount')}
          </Link>
        </Typography>
      </Box>
    </AuthCardLayout>
  );
}
