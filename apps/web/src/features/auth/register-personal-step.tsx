import { Stack, TextField } from '@mui/material';
import { useRegisterField } from './use-register-field.js';

export function RegisterPersonalStep() {
  const field = useRegisterField();
  const optional = (props: ReturnType<typeof field>, hint: string) => ({ ...props, helperText: props.helperText ?? hint });
  return (
    <Stack spacing={2}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextField label="First Name" autoComplete="given-name" {...field('firstName')} />
        <TextField label="Last Name" autoComplete="family-name" {...field('lastName')} />
      </Stack>
      <TextField label="Phone" type="tel" autoComplete="tel" {...optional(field('phone'), 'Optional')} />
      <TextField label="Bio" multiline minRows={3} {...optional(field('bio'), 'Optional: a few words about you')} />
    </Stack>
  );
}
