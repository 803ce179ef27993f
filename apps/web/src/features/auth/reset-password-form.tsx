import { ResetPasswordFormSchema, VALIDATION_MESSAGES } from '@coaching/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Box, Button, Stack } from '@mui/material';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { authApi } from '../../api/auth.js';
import { ForgotPasswordDialog } from '../../components/sign-in/forgot-password-dialog.js';
import { PasswordField } from '../../components/password-field.js';
import { localizeMessage } from '../../i18n/localize-message.js';
import { resetFailure, type ResetFailure } from './reset-failure.js';

type ResetPasswordFormProps = { token: string | undefined; onReset: () => void };

export function ResetPasswordForm({ token, onReset }: ResetPasswordFormProps) {
  const { t } = useTranslation('auth');
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
    <Stack component="form" noValidate onSubmit={onSubmit} aria-label={t('reset.title')} spacing={2}>
      {problem && (
        <Alert severity="error" role="alert">
          {localizeMessage(problem.message)}
          {problem.tokenRejected && (
            <Box sx={{ mt: 1 }}>
              <Button color="inherit" size="small" variant="outlined" onClick={() => setRequestOpen(true)}>
                {t('reset.requestNewLink')}
              </Button>
            </Box>
          )}
        </Alert>
      )}
      <PasswordField
        label={t('reset.newPassword')}
        autoComplete="new-password"
        autoFocus={Boolean(token)}
        {...register('password')}
        error={Boolean(errors.password)}
        helperText={localizeMessage(errors.password?.message)}
      />
      <PasswordField
        label={t('reset.confirmPassword')}
        autoComplete="new-password"
        {...register('confirmPassword')}
        error={Boolean(errors.confirmPassword)}
        helperText={localizeMessage(errors.confirmPassword?.message)}
      />
      <Button type="submit" variant="contained" size="large" disabled={!token} loading={isSubmitting}>
        {t('reset.submit')}
      </Button>
      <ForgotPasswordDialog open={requestOpen} onClose={() => setRequestOpen(false)} />
    </Stack>
  );
}
