import { TextField, type TextFieldProps } from '@mui/material';
import { Controller, type Control, type FieldPathByValue } from 'react-hook-form';
import { localizeMessage } from '../../i18n/localize-message.js';
import type { GoalFormValues } from './goal-form.js';

type Props = Omit<TextFieldProps, 'name'> & {
  control: Control<GoalFormValues>;
  name: FieldPathByValue<GoalFormValues, string>;
};

/** A TextField bound to the goal form; a field's error message takes the place of its hint. */
export function GoalTextField({ control, name, helperText, children, ...props }: Props) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field: { ref, ...field }, fieldState: { error } }) => (
        <TextField {...props} {...field} inputRef={ref} error={Boolean(error)} helperText={localizeMessage(error?.message) ?? helperText}>
          {children}
        </TextField>
      )}
    />
  );
}
