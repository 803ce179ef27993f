import { PATHS } from '@coaching/contract';
import { Link, Typography } from '@mui/material';
import type { ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { SignInForm } from '../../components/sign-in/sign-in-form.js';

type SignInPanelProps = Pick<ComponentProps<typeof SignInForm>, 'onForgotPassword' | 'forgotRef'>;

/** The dialog's body, split out so the form and its validation load only when someone wants to sign in. */
export default function SignInPanel({ onForgotPassword, forgotRef }: SignInPanelProps) {
  const { t } = useTranslation('auth');
  return (
    <>
      <SignInForm autoFocus onForgotPassword={onForgotPassword} forgotRef={forgotRef} />
      <Typography variant="body2" sx={{ mt: 3, textAlign: 'center' }}>
        {t('signIn.newHere')}{' '}
        <Link component={RouterLink} to={PATHS.register}>
          {t('signIn.createAccount')}
        </Link>
      </Typography>
    </>
  );
}
