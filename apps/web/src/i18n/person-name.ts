import { ACCOUNT_MESSAGES } from '@coaching/contract';
import { localizeMessage } from './localize-message.js';

type Person = { firstName: string; lastName: string };

/** A person's name as the screens show it: first and last, trimmed; '' when they have none. */
export const fullName = (person: Person) => `${person.firstName} ${person.lastName}`.trim();

/**
 * The name to show for someone: their full name, else the fallback (an email), else 'Deleted client' in the
 * reader's language: a client who erased their account keeps no name, and their past sessions still show.
 */
export function personName(person: Person, fallback?: string): string {
  return fullName(person) || fallback || localizeMessage(ACCOUNT_MESSAGES.deletedAccount);
}

/** A client's name, or their email while their profile has none. */
export const clientName = (client: { email: string; profile: Person }) => personName(client.profile, client.email);
