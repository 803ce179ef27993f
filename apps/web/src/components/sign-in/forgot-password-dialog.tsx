import { AUTH_MESSAGES, ForgotPasswordBodySchema, type ForgotPasswordBody } from '@coaching/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, TextField } from '@mui/material';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { isApiError } from '../../api/api-error.js';
import { authApi } from '../../api/auth.js';

/** Asks for a reset link; the answer is the same whether or not the address has an account. */
export function ForgotPasswordDialog({ open, initialEmail, onClose }: { open: boolean; initialEmail?: string; onClose: () => void }) {
  const [sentMessage, setSentMessage] = useState<string>();
  const [failure, setFailure] = useState<string>();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<ForgotPasswordBody>({ resolver: zodResolver(ForgotPasswordBodySchema), defaultValues: { email: '' } });

  useEffect(() => {
    if (open) {
      reset({ email: initialEmail ?? '' });
      setSentMessage(undefined);
      setFailure(undefined);
    }
  }, [open, initialEmail, reset]);

  const onSubmit = handleSubmit(async ({ email }) => {
    setFailure(undefined);
    try {
      setSentMessage((await authApi.forgotPassword(email)) ?? AUTH_MESSAGES.forgotPasswordSent);
    } catch (error) {
      setFailure(isApiError(error) ? error.userMessage : AUTH_MESSAGES.loginFailedRetry);
    }
  });

  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="xs" aria-labelledby="forgot-password-title">
      <form noValidate onSubmit={onSubmit}>
        <DialogTitle id="forgot-password-title">Reset your password</DialogTitle>
        <DialogContent>
          {sentMessage ? (
            <Alert severity="success" role="status">
              {sentMessage}
            </Alert>
          ) : (
            <>
              <DialogContentText sx={{ mb: 2 }}>
                Enter the email you sign in with and we will send you a link to choose a new password.
              </DialogContentText>
              {failure && (
                <Alert severity="error" role="alert" sx={{ mb: 2 }}>
                  {failure}
                </Alert>
              )}
              <TextField
                label="Email"
                type="email"
                autoComplete="email"
                autoFocus
                {...register('email')}
                error={Boolean(errors.email)}
                helperText={errors.email?.message}
              />
            </>
          )}
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={onClose}>{sentMessage ? 'Close' : 'Cancel'}</Button>
          {!sentMessage && (
            <Button type="submit" variant="contained" loading={isSubmitting}>
              Send reset link
            </Button>
          )}
        </DialogActions>
      </form>
    </Dialog>
  );
}
