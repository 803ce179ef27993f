import { TextField, type TextFieldProps } from '@mui/material';
import { Controller, type Control, type FieldPathByValue, type FieldValues } from 'react-hook-form';
import { localizeMessage } from '../../i18n/localize-message.js';

type Props<T extends FieldValues> = Omit<TextFieldProps, 'name'> & {
  control: Control<T>;
  name: FieldPathByValue<T, string>;
  /** How a field's error message reads; the contract's and the server's messages in the reader's language unless told. */
  errorText?: (message: string | undefined) => string | undefined;
};

/** A TextField bound to a react-hook-form field; the field's error message takes the place of its hint. */
export function FormTextField<T extends FieldValues>({ control, name, helperText, errorText = localizeMessage, children, ...props }: Props<T>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field: { ref, ...field }, fieldState: { error } }) => (
        <TextField {...props} {...field} inputRef={ref} error={Boolean(error)} helperText={errorText(error?.message) ?? helperText}>
          {children}
        </TextField>
      )}
    />
  );
}
