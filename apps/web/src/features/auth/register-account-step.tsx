import { Stack, TextField } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { PasswordField } from '../../components/password-field.js';
import { useRegisterField } from './use-register-field.js';

export function RegisterAccountStep() {
  const { t } = useTranslation('auth');
  const field = useRegisterField();
  return (
    <Stack spacing={2}>
      <TextField label={t('register.email')} type="email" autoComplete="email" {...field('email')} />
      <TextField label={t('register.username')} autoComplete="username" {...field('username')} />
      {/* A changed password can mend the mismatch shown under the confirmation. */}
      <PasswordField label={t('register.password')} autoComplete="new-password" {...field('password', { alsoRecheck: 'confirmPassword' })} />
      <PasswordField label={t('register.confirmPassword')} autoComplete="new-password" {...field('confirmPassword')} />
    </Stack>
  );
}
