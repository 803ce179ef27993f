import { SELF_REGISTRATION_ROLES, type RegisterForm } from '@coaching/contract';
import { Alert, FormControl, FormControlLabel, FormHelperText, FormLabel, Radio, RadioGroup } from '@mui/material';
import { Controller, useFormContext } from 'react-hook-form';
import { ROLE_EXPLANATIONS, ROLE_LABELS } from './register-content.js';

export function RegisterRoleStep() {
  const { control } = useFormContext<RegisterForm>();

  return (
    <Controller
      name="role"
      control={control}
      render={({ field, fieldState }) => (
        <FormControl error={Boolean(fieldState.error)} fullWidth>
          <FormLabel id="register-role-label">I am joining as</FormLabel>
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
                label={ROLE_LABELS[role]}
                control={<Radio inputRef={index === 0 ? field.ref : undefined} />}
              />
            ))}
          </RadioGroup>
          <div id="register-role-help">
            {fieldState.error && <FormHelperText sx={{ mx: 0 }}>{fieldState.error.message}</FormHelperText>}
            {field.value && (
              <Alert severity="info" role="status" sx={{ mt: 1 }}>
                {ROLE_EXPLANATIONS[field.value]}
              </Alert>
            )}
          </div>
        </FormControl>
      )}
    />
  );
}
