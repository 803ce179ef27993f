import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { clientInvitations, type ClientInvitationRow } from '../../db/schema/practice.js';
import { users } from '../../db/schema/users.js';

export type { ClientInvitationRow };
export type NewInvitation = Pick<ClientInvitationRow, 'coachId' | 'email' | 'name' | 'phone' | 'goals' | 'notes' | 'tokenHash' | 'existingUserId' | 'expiresAt'> & {
  at: Date;
};
/** An invitation with the first and last name of the coach who sent it. */
export type InvitationWithCoach = { invitation: ClientInvitationRow; coachFirstName: string; coachLastName: string };

const coachName = {
  coachFirstName: sql<string>`coalesce(${users.profile}->>'firstName', '')`,
  coachLastName: sql<string>`coalesce(${users.profile}->>'lastName', '')`,
};

/** Invitations from coaches to people (client_invitations). */
export function createInvitationsRepository(db: Db) {
  return {
    async insert(input: NewInvitation): Promise<ClientInvitationRow> {
      const { at, ...values } = input;
      const [row] = await db
        .insert(clientInvitations)
        .values({ ...values, lastSentAt: at, createdAt: at })
        .returning();
      return row!;
    },

    /** The coach's invitations, newest first (a coach sends tens, not thousands). */
    listOfCoach(coachId: string): Promise<ClientInvitationRow[]> {
      return db.select().from(clientInvitations).where(eq(clientInvitations.coachId, coachId)).orderBy(desc(clientInvitations.createdAt)).limit(200);
    },

    async findOfCoach(coachId: string, id: string): Promise<ClientInvitationRow | undefined> {
      const [row] = await db
        .select()
        .from(clientInvitations)
        .where(and(eq(clientInvitations.id, id), eq(clientInvitations.coachId, coachId)));
      return row;
    },

    /** Locks the row for the rest of the transaction: an answer and a revocation do not cross. */
    async findForUpdate(id: string): Promise<ClientInvitationRow | undefined> {
      const [row] = await db.select().from(clientInvitations).where(eq(clientInvitations.id, id)).for('update');
      return row;
    },

    async findByTokenHash(tokenHash: string): Promise<InvitationWithCoach | undefined> {
      const [row] = await db
        .select({ invitation: clientInvitations, ...coachName })
        .from(clientInvitations)
        .innerJoin(users, eq(users.id, clientInvitations.coachId))
        .where(eq(clientInvitations.tokenHash, tokenHash));
      return row;
    },

    async pendingOfCoachFor(coachId: string, email: string): Promise<ClientInvitationRow | undefined> {
      const [row] = await db
        .select()
        .from(clientInvitations)
        .where(and(eq(clientInvitations.coachId, coachId), sql`lower(${clientInvitations.email}) = lower(${email})`, eq(clientInvitations.status, 'pending')));
      return row;
    },

    /** The invitations still open for a person (by their email), from any coach, newest first. */
    pendingFor(email: string, now: Date): Promise<InvitationWithCoach[]> {
      return db
        .select({ invitation: clientInvitations, ...coachName })
        .from(clientInvitations)
        .innerJoin(users, eq(users.id, clientInvitations.coachId))
        .where(
          and(
            sql`lower(${clientInvitations.email}) = lower(${email})`,
            eq(clientInvitations.status, 'pending'),
            sql`${clientInvitations.expiresAt} > ${now.toISOString()}::timestamptz`,
          ),
        )
        .orderBy(desc(clientInvitations.createdAt));
    },

    async update(id: string, changes: Partial<Omit<ClientInvitationRow, 'id' | 'coachId'>>): Promise<ClientInvitationRow> {
      const [row] = await db.update(clientInvitations).set(changes).where(eq(clientInvitations.id, id)).returning();
      return row!;
    },
  };
}

export type InvitationsRepository = ReturnType<typeof createInvitationsRepository>;
