import { format } from '../../i18n/format.js';
import { localizeMessage, translateKey } from '../../i18n/localize-message.js';
import { FORM_ERRORS, LIMITS } from './profile-form.js';

/** A field's message as the reader says it: the form's own (a catalogue key with its bound) or the contract's or server's. */
export function fieldErrorText(message: string | undefined): string | undefined {
  if (message === FORM_ERRORS.experience) return translateKey(message, { max: format().number(LIMITS.experience) });
  if (message === FORM_ERRORS.hourlyRate) return translateKey(message, { max: format().number(LIMITS.hourlyRate) });
  return localizeMessage(message);
}
