import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { type AccountInvitationRow, accountInvitations } from '../../db/schema/account-invitations.js';
import { users } from '../../db/schema/users.js';

export type { AccountInvitationRow };
export type NewAccountInvitation = Pick<AccountInvitationRow, 'email' | 'firstName' | 'lastName' | 'role' | 'permissions' | 'language' | 'invitedBy' | 'tokenHash' | 'expiresAt'> & { at: Date };
/** An invitation with the name of the admin who sent it (gone when that account was erased). */
export type InvitationWithInviter = { invitation: AccountInvitationRow; inviterFirstName: string | null; inviterLastName: string | null };

const withInviter = {
  invitation: accountInvitations,
  inviterFirstName: sql<string | null>`${users.profile}->>'firstName'`,
  inviterLastName: sql<string | null>`${users.profile}->>'lastName'`,
};

/** The admins' invitations to accounts (account_invitations). */
export function createAccountInvitationsRepository(db: Db) {
  const select = () => db.select(withInviter).from(accountInvitations).leftJoin(users, eq(users.id, accountInvitations.invitedBy));

  return {
    async insert(input: NewAccountInvitation): Promise<AccountInvitationRow> {
      const { at, ...values } = input;
      const [row] = await db.insert(accountInvitations).values({ ...values, lastSentAt: at, createdAt: at }).returning();
      return row!;
    },

    /** Newest first; the statuses as stored (pending covers the expired ones too). */
    list(statuses: AccountInvitationRow['status'][] | undefined, limit: number): Promise<InvitationWithInviter[]> {
      return select()
        .where(statuses ? inArray(accountInvitations.status, statuses) : undefined)
        .orderBy(desc(accountInvitations.createdAt), desc(accountInvitations.id))
        .limit(limit);
    },

    async find(id: string): Promise<InvitationWithInviter | undefined> {
      const [row] = await select().where(eq(accountInvitations.id, id));
      return row;
    },

    async findByTokenHash(tokenHash: string): Promise<InvitationWithInviter | undefined> {
      const [row] = await select().where(eq(accountInvitations.tokenHash, tokenHash));
      return row;
    },

    /** Locks the row for the rest of the transaction: an acceptance, a resend and a revocation do not cross. */
    async findByTokenHashForUpdate(tokenHash: string): Promise<AccountInvitationRow | undefined> {
      const [row] = await db.select().from(accountInvitations).where(eq(accountInvitations.tokenHash, tokenHash)).for('update');
      return row;
    },

    async findForUpdate(id: string): Promise<AccountInvitationRow | undefined> {
      const [row] = await db.select().from(accountInvitations).where(eq(accountInvitations.id, id)).for('update');
      return row;
    },

    async pendingFor(email: string): Promise<AccountInvitationRow | undefined> {
      const [row] = await db
        .select()
        .from(accountInvitations)
        .where(and(sql`lower(${accountInvitations.email}) = lower(${email})`, eq(accountInvitations.status, 'pending')));
      return row;
    },

    async update(id: string, changes: Partial<Omit<AccountInvitationRow, 'id'>>): Promise<AccountInvitationRow> {
      const [row] = await db.update(accountInvitations).set(changes).where(eq(accountInvitations.id, id)).returning();
      return row!;
    },
  };
}

export type AccountInvitationsRepository = ReturnType<typeof createAccountInvitationsRepository>;
