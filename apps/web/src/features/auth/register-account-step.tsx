import { Stack, TextField } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { PasswordField } from '../../components/password-field.js';
import { useRegisterField } from './use-register-field.js';

/** emailLocked: the account is made through an invitation, whose address it must use. */
export function RegisterAccountStep({ emailLocked = false }: { emailLocked?: boolean }) {
  const { t } = useTranslation(['auth', 'invitations']);
  const field = useRegisterField();
  const email = field('email');
  return (
    <Stack spacing={2}>
      <TextField
        label={t('register.email')}
        type="email"
        autoComplete="email"
        {...email}
        helperText={email.helperText ?? (emailLocked ? t('invitations:register.emailLocked') : undefined)}
        slotProps={{ htmlInput: { readOnly: emailLocked } }}
      />
      <TextField label={t('register.username')} autoComplete="username" {...field('username')} />
      {/* A changed password can mend the mismatch shown under the confirmation. */}
      <PasswordField label={t('register.password')} autoComplete="new-password" {...field('password', { alsoRecheck: 'confirmPassword' })} />
      <PasswordField label={t('register.confirmPassword')} autoComplete="new-password" {...field('confirmPassword')} />
    </Stack>
  );
}
