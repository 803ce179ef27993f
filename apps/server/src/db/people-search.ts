import { and, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { Role } from '@coaching/contract';
import type { Db } from './client.js';
import { users } from './schema/users.js';

/** '%text%' for ILIKE, the text's own % _ and \ taken literally. */
export const containing = (text: string) => `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;

/** A user whose email, username, first or last name, or full name holds the text, in any case. */
export function personMatches(text: string): SQL {
  const term = containing(text);
  return or(
    ilike(users.email, term),
    ilike(users.username, term),
    sql`(${users.profile}->>'firstName') ilike ${term}`,
    sql`(${users.profile}->>'lastName') ilike ${term}`,
    sql`((${users.profile}->>'firstName') || ' ' || (${users.profile}->>'lastName')) ilike ${term}`,
  )!;
}

/** The ids of the people (of one role, if given) the text finds, as a subquery for `IN`. */
export function idsOfPeopleMatching(db: Db, text: string, role?: Role) {
  return db
    .select({ id: users.id })
    .from(users)
    .where(and(personMatches(text), role ? eq(users.role, role) : undefined));
}
