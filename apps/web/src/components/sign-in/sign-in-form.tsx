import { AUTH_MESSAGES, LoginBodySchema, type LoginBody } from '@coaching/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Box, Button, Link, Stack, TextField } from '@mui/material';
import { useState, type Ref } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { failureMessage } from '../../api/error-messages.js';
import { useAuth } from '../../auth/auth-provider.js';
import { localizeMessage } from '../../i18n/localize-message.js';
import { PasswordField } from '../password-field.js';
import { ForgotPasswordDialog } from './forgot-password-dialog.js';

/** What a failed sign-in says: the server's reason when it gave one, else the spec's fallback. */
export function signInFailureMessage(error: unknown): string {
  return failureMessage(error, { fallback: AUTH_MESSAGES.loginFailedRetry });
}

type SignInFormProps = {
  autoFocus?: boolean;
  /**
   * Set where the form sits in a dialog: 'Forgot your password?' hands over to it (with the email typed so
   * far) rather than opening a second dialog on top. Without it the form opens its own forgot-password dialog.
   */
  onForgotPassword?: (email: string) => void;
  /** The 'Forgot your password?' button, for the focus to come back to after the forgot-password form. */
  forgotRef?: Ref<HTMLButtonElement>;
};

/** Email and password sign-in, used by the landing page's dialog and by /login. */
export function SignInForm({ autoFocus = false, onForgotPassword, forgotRef }: SignInFormProps) {
  const { login } = useAuth();
  const { t } = useTranslation('auth');
  const [failure, setFailure] = useState<string>();
  const [forgotOpen, setForgotOpen] = useState(false);
  const {
    register,
    handleSubmit,
    getValues,
    formState: { errors, isSubmitting },
  } = useForm<LoginBody>({ resolver: zodResolver(LoginBodySchema), defaultValues: { email: '', password: '' } });

  const onSubmit = handleSubmit(async (values) => {
    setFailure(undefined);
    try {
      await login(values.email, values.password);
    } catch (error) {
      setFailure(signInFailureMessage(error));
    }
  });

  return (
    <Box component="form" noValidate onSubmit={onSubmit} aria-label={t('signIn.title')}>
      <Stack spacing={2}>
        {failure && (
          <Alert severity="error" role="alert">
            {localizeMessage(failure)}
          </Alert>
        )}
        <TextField
          label={t('signIn.email')}
          type="email"
          autoComplete="email"
          autoFocus={autoFocus}
          {...register('email')}
          error={Boolean(errors.email)}
          helperText={localizeMessage(errors.email?.message)}
        />
        <PasswordField
          label={t('signIn.password')}
          autoComplete="current-password"
          {...register('password')}
          error={Boolean(errors.password)}
          helperText={localizeMessage(errors.password?.message)}
        />
        <Button type="submit" variant="contained" size="large" loading={isSubmitting}>
          {t('signIn.submit')}
        </Button>
        <Link
          component="button"
          type="button"
          variant="body2"
          ref={forgotRef}
          onClick={() => (onForgotPassword ? onForgotPassword(getValues('email')) : setForgotOpen(true))}
          sx={{ alignSelf: 'center' }}
        >
          {t('signIn.forgot')}
        </Link>
      </Stack>
      {!onForgotPassword && <ForgotPasswordDialog open={forgotOpen} initialEmail={getValues('email')} onClose={() => setForgotOpen(false)} />}
    </Box>
  );
}
