import {
  REGISTER_STEP_FIELDS,
  RegisterFormSchema,
  VALIDATION_MESSAGES,
  type RegisterForm,
  type toRegisterBody,
} from '@coaching/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import type { Resolver } from 'react-hook-form';

export type RegisterValues = Parameters<typeof toRegisterBody>[0];
export type RegisterField = keyof RegisterForm;

export const EMPTY_REGISTER_FORM: Partial<RegisterForm> = {
  email: '',
  username: '',
  password: '',
  confirmPassword: '',
  firstName: '',
  lastName: '',
  phone: '',
  bio: '',
};

/**
 * The fields each step shows, in order: the spec's step fields plus the optional ones, whose length
 * limits would otherwise only fail on the last step, out of sight.
 */
export const STEP_FIELDS: readonly (readonly RegisterField[])[] = [
  REGISTER_STEP_FIELDS[0],
  [...REGISTER_STEP_FIELDS[1], 'phone', 'bio'],
  REGISTER_STEP_FIELDS[2],
];

export function stepOf(field: RegisterField): number {
  return STEP_FIELDS.findIndex((fields) => fields.includes(field));
}

const schemaResolver = zodResolver(RegisterFormSchema);

/**
 * Zod skips an object's refinements while any field fails, and before the last step the role
 * always does: without this, 'Passwords do not match' would only surface on 'Create Account'.
 */
export const registerFormResolver: Resolver<RegisterForm, unknown, RegisterValues> = async (values, context, options) => {
  const result = await schemaResolver(values, context, options);
  const mismatch = Boolean(values.confirmPassword) && values.password !== values.confirmPassword;
  if (!mismatch || result.errors.confirmPassword) return result;
  return {
    values: {},
    errors: { ...result.errors, confirmPassword: { type: 'custom', message: VALIDATION_MESSAGES.passwordsDoNotMatch } },
  };
};
