import { zodResolver } from '@hookform/resolvers/zod';
import { ChangePasswordFormSchema, PROFILE_MESSAGES, SUCCESS_MESSAGES } from '@coaching/contract';
import { Alert, Button, Card, CardContent, Stack, Typography } from '@mui/material';
import { useId, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { localizeMessage } from '../../i18n/localize-message.js';
import { notify } from '../notify.js';
import { PasswordField } from '../password-field.js';
import { useChangePassword } from './change-password.js';
import { useSuccessNotice } from './use-success-notice.js';

type Form = z.input<typeof ChangePasswordFormSchema>;
const EMPTY: Form = { currentPassword: '', newPassword: '', confirmPassword: '' };

/**
 * Password change (spec section 5), for the coach's and the client's settings pages: the button waits for all
 * three fields; the new password needs 6 characters and the confirmation must match. Needs the 'password-change'
 * and 'messages' catalogues.
 */
export function PasswordChangeCard() {
  const { t } = useTranslation(['password-change', 'messages']);
  const titleId = useId();
  const change = useChangePassword();
  const [failure, setFailure] = useState<string>();
  const [notice, setNotice] = useSuccessNotice();
  const { register, control, handleSubmit, reset, formState } = useForm<Form>({ resolver: zodResolver(ChangePasswordFormSchema), defaultValues: EMPTY });
  const values = useWatch({ control });
  const complete = Boolean(values.currentPassword && values.newPassword && values.confirmPassword);
  const fieldError = (name: keyof Form) => {
    const message = formState.errors[name]?.message;
    return { error: message !== undefined, helperText: localizeMessage(message) };
  };

  const submit = handleSubmit(async ({ currentPassword, newPassword }) => {
    setFailure(undefined);
    setNotice(undefined);
    try {
      await change.mutateAsync({ currentPassword, newPassword });
      reset(EMPTY);
      setNotice(SUCCESS_MESSAGES.passwordChanged);
      notify.success(SUCCESS_MESSAGES.passwordUpdated);
    } catch {
      setFailure(PROFILE_MESSAGES.changePasswordFailed);
      notify.error(PROFILE_MESSAGES.changePasswordFailedToast);
    }
  });

  return (
    <Card variant="outlined" component="section" aria-labelledby={titleId}>
      <CardContent>
        <Typography id={titleId} variant="h6" component="h2">
          {t('title')}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {t('hint')}
        </Typography>
        <Stack component="form" noValidate spacing={2} onSubmit={(event) => void submit(event)} sx={{ maxWidth: 420 }}>
          <PasswordField label={t('current')} autoComplete="current-password" {...register('currentPassword')} {...fieldError('currentPassword')} />
          <PasswordField label={t('new')} autoComplete="new-password" {...register('newPassword')} {...fieldError('newPassword')} />
          <PasswordField label={t('confirm')} autoComplete="new-password" {...register('confirmPassword')} {...fieldError('confirmPassword')} />
          {failure && <Alert severity="error">{localizeMessage(failure)}</Alert>}
          {notice && <Alert severity="success">{localizeMessage(notice)}</Alert>}
          <div>
            <Button type="submit" variant="contained" disabled={!complete} loading={change.isPending}>
              {t('submit')}
            </Button>
          </div>
        </Stack>
      </CardContent>
    </Card>
  );
}
