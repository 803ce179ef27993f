import { AUTH_MESSAGES, LoginBodySchema, type LoginBody } from '@coaching/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Box, Button, Link, Stack, TextField } from '@mui/material';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { isApiError } from '../../api/api-error.js';
import { useAuth } from '../../auth/auth-provider.js';
import { PasswordField } from '../password-field.js';
import { ForgotPasswordDialog } from './forgot-password-dialog.js';

/** What a failed sign-in says: the server's reason when it gave one, else the spec's fallback. */
export function signInFailureMessage(error: unknown): string {
  if (isApiError(error) && error.kind === 'http' && error.status < 500 && error.message) return error.userMessage;
  return AUTH_MESSAGES.loginFailedRetry;
}

/** Email and password sign-in, used by the landing page's card and by /login. */
export function SignInForm({ autoFocus = false }: { autoFocus?: boolean }) {
  const { login } = useAuth();
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
    <Box component="form" noValidate onSubmit={onSubmit} aria-label="Sign in">
      <Stack spacing={2}>
        {failure && (
          <Alert severity="error" role="alert">
            {failure}
          </Alert>
        )}
        <TextField
          label="Email"
          type="email"
          autoComplete="email"
          autoFocus={autoFocus}
          {...register('email')}
          error={Boolean(errors.email)}
          helperText={errors.email?.message}
        />
        <PasswordField
          label="Password"
          autoComplete="current-password"
          {...register('password')}
          error={Boolean(errors.password)}
          helperText={errors.password?.message}
        />
        <Button type="submit" variant="contained" size="large" loading={isSubmitting}>
          Sign In
        </Button>
        <Link component="button" type="button" variant="body2" onClick={() => setForgotOpen(true)} sx={{ alignSelf: 'center' }}>
          Forgot your password?
        </Link>
      </Stack>
      <ForgotPasswordDialog open={forgotOpen} initialEmail={getValues('email')} onClose={() => setForgotOpen(false)} />
    </Box>
  );
}
