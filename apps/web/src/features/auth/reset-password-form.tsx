import { ResetPasswordFormSchema, VALIDATION_MESSAGES } from '@coaching/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Box, Button, Stack } from '@mui/material';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { authApi } from '../../api/auth.js';
import { ForgotPasswordDialog } from '../../components/sign-in/forgot-password-dialog.js';
import { PasswordField } from '../../components/password-field.js';
import { resetFailure, type ResetFailure } from './reset-failure.js';

type ResetPasswordFormProps = { token: string | undefined; onReset: () => void };

export function ResetPasswordForm({ token, onReset }: ResetPasswordFormProps) {
  const [failure, setFailure] = useState<ResetFailure>();
  const [requestOpen, setRequestOpen] = useState(false);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm({
    resolver: zodResolver(ResetPasswordFormSchema),
    defaultValues: { password: '', confirmPassword: '' },
  });

  const onSubmit = handleSubmit(async ({ password }) => {
    if (!token) return;
    setFailure(undefined);
    try {
      await authApi.resetPassword(token, password);
    } catch (error) {
      return setFailure(resetFailure(error));
    }
    onReset();
  });

  const problem = token ? failure : { message: VALIDATION_MESSAGES.resetTokenMissing, tokenRejected: true };
  return (
    <Stack component="form" noValidate onSubmit={onSubmit} aria-label="Reset your password" spacing={2}>
      {problem && (
        <Alert severity="error" role="alert">
          {problem.message}
          {problem.tokenRejected && (
            <Box sx={{ mt: 1 }}>
              <Button color="inherit" size="small" variant="outlined" onClick={() => setRequestOpen(true)}>
                Request a new link
              </Button>
            </Box>
          )}
        </Alert>
      )}
      <PasswordField
        label="New Password"
        autoComplete="new-password"
        autoFocus={Boolean(token)}
        {...register('password')}
        error={Boolean(errors.password)}
        helperText={errors.password?.message}
      />
      <PasswordField
        label="Confirm Password"
        autoComplete="new-password"
        {...register('confirmPassword')}
        error={Boolean(errors.confirmPassword)}
        helperText={errors.confirmPassword?.message}
      />
      <Button type="submit" variant="contained" size="large" disabled={!token} loading={isSubmitting}>
        Reset Password
      </Button>
      <ForgotPasswordDialog open={requestOpen} onClose={() => setRequestOpen(false)} />
    </Stack>
  );
}
