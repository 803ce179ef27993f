import { Stack, TextField } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useRegisterField } from './use-register-field.js';

export function RegisterPersonalStep() {
  const { t } = useTranslation('auth');
  const field = useRegisterField();
  const optional = (props: ReturnType<typeof field>, hint: string) => ({ ...props, helperText: props.helperText ?? hint });
  return (
    <Stack spacing={2}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextField label={t('register.firstName')} autoComplete="given-name" {...field('firstName')} />
        <TextField label={t('register.lastName')} autoComplete="family-name" {...field('lastName')} />
      </Stack>
      <TextField label={t('register.phone')} type="tel" autoComplete="tel" {...optional(field('phone'), t('register.optional'))} />
      <TextField label={t('register.bio')} multiline minRows={3} {...optional(field('bio'), t('register.bioHint'))} />
    </Stack>
  );
}
