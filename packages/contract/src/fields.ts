import { z } from 'zod';
import {
  EMAIL_MAX_LENGTH,
  NAME_MAX_LENGTH,
  PASSWORD_CHANGE_MIN_LENGTH,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  USERNAME_MAX_LENGTH,
  USERNAME_MIN_LENGTH,
} from './constants.js';
import { VALIDATION_MESSAGES as M } from './messages.js';

/** Field rules of spec section 5, shared by the server's bodies and the web's forms. */

export const EMAIL_PATTERN = /^[A-Z0-9._%+-]+@[A-Z0-9.-]+\.[A-Z]{2,}$/i;
export const USERNAME_PATTERN = /^[A-Za-z0-9_-]+$/;
/** Presence of each class only: any other character is welcome in a password. */
export const PASSWORD_PATTERN = /^(?=.*[a-z])(?=.*[A-Z])(?=.*\d)(?=.*[@$!%*?&])/;

export const EmailSchema = z
  .string({ error: M.emailRequired })
  .trim()
  .min(1, { error: M.emailRequired, abort: true })
  .max(EMAIL_MAX_LENGTH, { error: M.emailInvalid, abort: true })
  .regex(EMAIL_PATTERN, { error: M.emailInvalid })
  .toLowerCase();

export const UsernameSchema = z
  .string({ error: M.usernameRequired })
  .trim()
  .min(1, { error: M.usernameRequired, abort: true })
  .min(USERNAME_MIN_LENGTH, { error: M.usernameTooShort, abort: true })
  .max(USERNAME_MAX_LENGTH, { error: `Username must be at most ${USERNAME_MAX_LENGTH} characters`, abort: true })
  .regex(USERNAME_PATTERN, { error: M.usernameCharacters });

export const PasswordSchema = z
  .string({ error: M.passwordRequired })
  .min(1, { error: M.passwordRequired, abort: true })
  .min(PASSWORD_MIN_LENGTH, { error: M.passwordTooShort, abort: true })
  .max(PASSWORD_MAX_LENGTH, { error: `Password must be at most ${PASSWORD_MAX_LENGTH} characters`, abort: true })
  .regex(PASSWORD_PATTERN, { error: M.passwordComplexity });

/** Sign-in only checks presence: old accounts may predate today's password rules. */
export const SignInPasswordSchema = z
  .string({ error: M.passwordRequired })
  .min(1, { error: M.passwordRequired, abort: true })
  .max(PASSWORD_MAX_LENGTH, { error: M.passwordRequired });

export const NewPasswordSchema = z
  .string({ error: M.changePasswordTooShort })
  .min(PASSWORD_CHANGE_MIN_LENGTH, { error: M.changePasswordTooShort, abort: true })
  .max(PASSWORD_MAX_LENGTH, { error: `Password must be at most ${PASSWORD_MAX_LENGTH} characters` });

function requiredName(message: string) {
  return z
    .string({ error: message })
    .trim()
    .min(1, { error: message, abort: true })
    .max(NAME_MAX_LENGTH, { error: `Must be at most ${NAME_MAX_LENGTH} characters` });
}
export const FirstNameSchema = requiredName(M.firstNameRequired);
export const LastNameSchema = requiredName(M.lastNameRequired);

export function isValidTimeZone(value: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}
export const TimeZoneSchema = z.string().refine(isValidTimeZone, { error: 'Unknown timezone' });

/** Lists of short texts: values are trimmed and blank ones dropped (spec section 5, profile lists). */
export const TextListSchema = z
  .array(z.string().max(200))
  .max(50)
  .transform((items) => items.map((item) => item.trim()).filter((item) => item.length > 0));
