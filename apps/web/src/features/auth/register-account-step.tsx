import { Stack, TextField } from '@mui/material';
import { PasswordField } from '../../components/password-field.js';
import { useRegisterField } from './use-register-field.js';

export function RegisterAccountStep() {
  const field = useRegisterField();
  return (
    <Stack spacing={2}>
      <TextField label="Email" type="email" autoComplete="email" {...field('email')} />
      <TextField label="Username" autoComplete="username" {...field('username')} />
      {/* A changed password can mend the mismatch shown under the confirmation. */}
      <PasswordField label="Password" autoComplete="new-password" {...field('password', { alsoRecheck: 'confirmPassword' })} />
      <PasswordField label="Confirm Password" autoComplete="new-password" {...field('confirmPassword')} />
    </Stack>
  );
}
