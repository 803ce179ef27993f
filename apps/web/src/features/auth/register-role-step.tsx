import { SELF_REGISTRATION_ROLES, type RegisterForm } from '@coaching/contract';
import { Alert, FormControl, FormControlLabel, FormHelperText, FormLabel, Radio, RadioGroup } from '@mui/material';
import { Controller, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { localizeMessage } from '../../i18n/localize-message.js';

export function RegisterRoleStep() {
  const { control } = useFormContext<RegisterForm>();
  const { t } = useTranslation(['auth', 'messages']);

  return (
    <Controller
      name="role"
      control={control}
      render={({ field, fieldState }) => (
        <FormControl error={Boolean(fieldState.error)} fullWidth>
          <FormLabel id="register-role-label">{t('register.joiningAs')}</FormLabel>
          <RadioGroup
            row
            aria-labelledby="register-role-label"
            aria-describedby="register-role-help"
            name={field.name}
            value={field.value ?? ''}
            onChange={(event) => field.onChange(event.target.value)}
            onBlur={field.onBlur}
          >
            {SELF_REGISTRATION_ROLES.map((role, index) => (
              <FormControlLabel
                key={role}
                value={role}
                label={t(`register.roles.${role}`)}
                control={<Radio inputRef={index === 0 ? field.ref : undefined} />}
              />
            ))}
          </RadioGroup>
          <div id="register-role-help">
            {fieldState.error && <FormHelperText sx={{ mx: 0 }}>{localizeMessage(fieldState.error.message)}</FormHelperText>}
            {field.value && (
              <Alert severity="info" role="status" sx={{ mt: 1 }}>
                {t(`messages:register.roleExplanation.${field.value}`)}
              </Alert>
            )}
          </div>
        </FormControl>
      )}
    />
  );
}
