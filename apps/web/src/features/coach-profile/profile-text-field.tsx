import { TextField, type TextFieldProps } from '@mui/material';
import { Controller, type Control, type FieldPathByValue } from 'react-hook-form';
import { fieldErrorText } from './field-error-text.js';
import type { ProfileFormValues } from './profile-form.js';

type Props = Omit<TextFieldProps, 'name'> & {
  control: Control<ProfileFormValues>;
  name: FieldPathByValue<ProfileFormValues, string>;
};

/** A TextField bound to the profile form; a field's error message takes the place of its hint. */
export function ProfileTextField({ control, name, helperText, children, ...props }: Props) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field: { ref, ...field }, fieldState: { error } }) => (
        <TextField {...props} {...field} inputRef={ref} error={Boolean(error)} helperText={fieldErrorText(error?.message) ?? helperText}>
          {children}
        </TextField>
      )}
    />
  );
}
