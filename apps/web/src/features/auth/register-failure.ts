import { AUTH_MESSAGES } from '@coaching/contract';
import { isApiError } from '../../api/api-error.js';
import { failureCode, failureMessage, type FailureCode } from '../../api/error-messages.js';
import { STEP_FIELDS, type RegisterField } from './register-form.js';

export type RegisterFailure =
  | { kind: 'fields'; fields: [RegisterField, string][] }
  | { kind: 'alert'; message: string };

const CONFLICT_FIELDS: Partial<Record<FailureCode, RegisterField>> = { EMAIL_TAKEN: 'email', USERNAME_TAKEN: 'username' };
const FORM_FIELDS = new Set<string>(STEP_FIELDS.flat());

/** The server nests the profile ('profile.firstName'); the wizard's fields are flat. */
function toFormField(path: string): RegisterField | undefined {
  const name = path.replace(/^profile\./, '');
  return FORM_FIELDS.has(name) ? (name as RegisterField) : undefined;
}

/** Where a failed registration is shown: under the fields the server named, else in one alert. */
export function registerFailure(error: unknown): RegisterFailure {
  const alert: RegisterFailure = { kind: 'alert', message: failureMessage(error, { fallback: AUTH_MESSAGES.registrationFailedRetry }) };
  if (!isApiError(error) || error.kind !== 'http' || error.status >= 500) return alert;
  const conflict = CONFLICT_FIELDS[failureCode(error)];
  if (conflict) return { kind: 'fields', fields: [[conflict, error.message]] };
  const fields = error.errors.flatMap(({ path, msg }): [RegisterField, string][] => {
    const field = toFormField(path);
    return field ? [[field, msg]] : [];
  });
  return fields.length > 0 ? { kind: 'fields', fields } : alert;
}
