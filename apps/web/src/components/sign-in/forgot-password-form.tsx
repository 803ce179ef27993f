import { AUTH_MESSAGES, ForgotPasswordBodySchema, type ForgotPasswordBody } from '@coaching/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, DialogActions, DialogContent, DialogContentText, DialogTitle, TextField } from '@mui/material';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../api/api-error.js';
import { authApi } from '../../api/auth.js';
import { localizeMessage } from '../../i18n/localize-message.js';

export type ForgotPasswordFormProps = {
  /** The id of its title, for the dialog it sits in to be named by. */
  titleId: string;
  initialEmail?: string;
  onClose: () => void;
};

/**
 * Asks for a reset link; the answer is the same whether or not the address has an account. The body of a
 * dialog: its own (ForgotPasswordDialog), or the landing page's sign-in dialog, which it stands in for.
 */
export function ForgotPasswordForm({ titleId, initialEmail = '', onClose }: ForgotPasswordFormProps) {
  const { t } = useTranslation('auth');
  const [sentMessage, setSentMessage] = useState<string>();
  const [failure, setFailure] = useState<string>();
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<ForgotPasswordBody>({ resolver: zodResolver(ForgotPasswordBodySchema), defaultValues: { email: initialEmail } });

  const onSubmit = handleSubmit(async ({ email }) => {
    setFailure(undefined);
    try {
      setSentMessage((await authApi.forgotPassword(email)) ?? AUTH_MESSAGES.forgotPasswordSent);
    } catch (error) {
      setFailure(isApiError(error) ? error.userMessage : AUTH_MESSAGES.loginFailedRetry);
    }
  });

  return (
    <form noValidate onSubmit={onSubmit}>
      <DialogTitle id={titleId}>{t('forgot.title')}</DialogTitle>
      <DialogContent>
        {sentMessage ? (
          <Alert severity="success" role="status">
            {localizeMessage(sentMessage)}
          </Alert>
        ) : (
          <>
            <DialogContentText sx={{ mb: 2 }}>{t('forgot.text')}</DialogContentText>
            {failure && (
              <Alert severity="error" role="alert" sx={{ mb: 2 }}>
                {localizeMessage(failure)}
              </Alert>
            )}
            <TextField
              label={t('forgot.email')}
              type="email"
              autoComplete="email"
              autoFocus
              {...register('email')}
              error={Boolean(errors.email)}
              helperText={localizeMessage(errors.email?.message)}
            />
          </>
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose}>{sentMessage ? t('forgot.close') : t('forgot.cancel')}</Button>
        {!sentMessage && (
          <Button type="submit" variant="contained" loading={isSubmitting}>
            {t('forgot.send')}
          </Button>
        )}
      </DialogActions>
    </form>
  );
}

/** Loaded on demand by the landing page's sign-in dialog, hence the default export. */
export default ForgotPasswordForm;
