import { defaultCoachSpecific, PERMISSIONS, type Role } from '@coaching/contract';
import { eq } from 'drizzle-orm';
import type { Database } from './db/client.js';
import { appMeta } from './db/schema/meta.js';
import { users } from './db/schema/users.js';
import { hashPassword } from './modules/auth/passwords.js';
import { createUsersRepository } from './modules/users/users.repository.js';
import { createUsersService } from './modules/users/users.service.js';
import { seedDemoConversation } from './seed-conversations.js';
import { seedDemoGoals } from './seed-goals.js';
import { seedDemoProgress } from './seed-progress.js';
import { seedDemoSessions } from './seed-sessions.js';
import { seedDemoTemplates } from './seed-templates.js';

export type DemoAccount = { role: Role; email: string; password: string; username: string; firstName: string; lastName: string };

export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  { role: 'admin', email: 'admin@example.com', password: 'Admin123!', username: 'admin', firstName: 'Morgan', lastName: 'Reyes' },
  { role: 'coach', email: 'coach@example.com', password: 'Coach123!', username: 'sarah_coach', firstName: 'Sarah', lastName: 'Mitchell' },
  { role: 'client', email: 'client@example.com', password: 'Client123!', username: 'jordan_client', firstName: 'Jordan', lastName: 'Taylor' },
];

const SEEDED_KEY = 'demo_seeded_at';

/**
 * Creates the demo accounts and the demo client's goals, conversation, sessions, reflections and skill
 * ratings (and the coach's templates) on the first start of an installation, and never again: a later
 * start keeps whatever users changed or deleted. Returns whether it seeded.
 */
export async function seedDemoData(database: Database): Promise<boolean> {
  return database.db.transaction(async (tx) => {
    const inserted = await tx
      .insert(appMeta)
      .values({ key: SEEDED_KEY, value: new Date().toISOString() })
      .onConflictDoNothing()
      .returning({ key: appMeta.key });
    if (inserted.length === 0) return false;

    const service = createUsersService({ users: createUsersRepository(tx as unknown as Database['db']) });
    const created = new Map<Role, string>();
    for (const account of DEMO_ACCOUNTS) {
      const row = await service.createAccount({
        email: account.email,
        username: account.username,
        passwordHash: await hashPassword(account.password),
        role: account.role,
        coachId: account.role === 'client' ? created.get('coach') : null,
        profile: { firstName: account.firstName, lastName: account.lastName },
        // The demo admin may do everything an admin can.
        permissions: account.role === 'admin' ? [...PERMISSIONS] : [],
        // The demo coach is verified: they take clients from the first start.
        verificationStatus: 'verified',
      });
      created.set(account.role, row.id);
    }

    const coachId = created.get('coach')!;
    const weekday = { available: true, startTime: '09:00', endTime: '17:00' };
    const base = defaultCoachSpecific();
    await tx
      .update(users)
      .set({
        profile: {
          firstName: 'Sarah',
          lastName: 'Mitchell',
          phone: '+1 415 555 0142',
          bio: 'ICF Professional Certified Coach. I help new and mid-level leaders close the gap between what they intend and the impact they have on their teams.',
          timezone: 'America/Los_Angeles',
          languages: ['English', 'Spanish'],
          communicationPreferences: { emailNotifications: true, pushNotifications: true, smsNotifications: false, weeklyReports: true },
        },
        coachSpecific: {
          ...base,
          certifications: ['ICF Professional Certified Coach (PCC)', 'Co-Active Coaching (CPCC)'],
          specializations: ['Leadership Development', 'Career Transitions', 'Team Dynamics'],
          experience: 8,
          hourlyRate: 150,
          availability: { ...base.availability, monday: weekday, tuesday: weekday, wednesday: weekday, thursday: weekday, friday: weekday },
        },
        // What the demo coach was verified on (issue 20).
        verification: {
          certifications: [
            { name: 'ICF Professional Certified Coach (PCC)', issuer: 'International Coaching Federation', year: 2019 },
            { name: 'Certified Professional Co-Active Coach (CPCC)', issuer: 'Co-Active Training Institute', year: 2017 },
          ],
          experience: 8,
          submittedAt: new Date().toISOString(),
          decidedAt: new Date().toISOString(),
          decidedBy: null,
          reason: null,
        },
      })
      .where(eq(users.id, coachId));
    await tx
      .update(users)
      .set({
        clientSpecific: {
          goals: ['Lead my team through the reorganisation', 'Speak up earlier in leadership meetings'],
          currentChallenges: ['Delegating without losing track', 'Giving difficult feedback'],
          preferredCoachingStyle: 'directive',
          achievedGoals: 0,
        },
      })
      .where(eq(users.id, created.get('client')!));
    await seedDemoGoals(tx as unknown as Database['db'], created.get('client')!, new Date());
    await seedDemoConversation(tx as unknown as Database['db'], { coachId, clientId: created.get('client')! }, new Date());
    await seedDemoSessions(tx as unknown as Database['db'], { coachId, clientId: created.get('client')!, coachTimeZone: 'America/Los_Angeles' }, new Date());
    await seedDemoTemplates(tx as unknown as Database['db'], coachId, new Date());
    await seedDemoProgress(tx as unknown as Database['db'], { coachId, clientId: created.get('client')!, clientTimeZone: 'UTC' }, new Date());
    return true;
  });
}
