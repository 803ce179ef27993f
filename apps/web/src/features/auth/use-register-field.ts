import type { RegisterForm } from '@coaching/contract';
import { useFormContext } from 'react-hook-form';
import { localizeMessage } from '../../i18n/localize-message.js';
import type { RegisterField } from './register-form.js';

/**
 * A step's TextField props. Fields are checked on Next, not on blur (a message appearing on blur
 * moves the Next button away from the pointer mid-click); once shown, a message follows the typing.
 */
export function useRegisterField() {
  const {
    register,
    trigger,
    formState: { errors },
  } = useFormContext<RegisterForm>();

  return (name: RegisterField, options: { alsoRecheck?: RegisterField } = {}) => ({
    ...register(name, {
      onChange: () => {
        const stale = [name, options.alsoRecheck].filter((field): field is RegisterField => Boolean(field && errors[field]));
        if (stale.length > 0) void trigger(stale);
      },
    }),
    error: Boolean(errors[name]),
    helperText: localizeMessage(errors[name]?.message),
  });
}
