import { COACH_VERIFICATION_MESSAGES, type Permission, PERMISSIONS, type Role, type VerificationStatus } from '@coaching/contract';
import { describe, expect, it } from 'vitest';
import { ACCESS_RULES, type Action, ACTIONS, ADMIN_PERMISSIONS, createAccessPolicy, type Decision } from '../../src/access/index.js';
import { AppError } from '../../src/http/app-error.js';

/**
 * The cast: a client in a coach's care, a second client and a second coach with no tie to them, and
 * an admin. Each standing is one caller looking at the first client's data (or, for the insights,
 * their own).
 */
const USERS = {
  client: { role: 'client', coachId: 'coach' },
  secondClient: { role: 'client', coachId: 'secondCoach' },
  coach: { role: 'coach', coachId: undefined },
  secondCoach: { role: 'coach', coachId: undefined },
  admin: { role: 'admin', coachId: undefined },
} as const satisfies Record<string, { role: Role; coachId: string | undefined }>;
type UserId = keyof typeof USERS;

const STANDINGS = {
  'the client themself': { caller: 'client', subject: 'client' },
  'a second client': { caller: 'secondClient', subject: 'client' },
  "the client's coach": { caller: 'coach', subject: 'client' },
  'a second coach': { caller: 'secondCoach', subject: 'client' },
  'a coach about themself': { caller: 'coach', subject: 'coach' },
  'an admin': { caller: 'admin', subject: 'client' },
  'an admin about themself': { caller: 'admin', subject: 'admin' },
  "the client about their coach": { caller: 'client', subject: 'coach' },
  'a second client about that coach': { caller: 'secondClient', subject: 'coach' },
} as const satisfies Record<string, { caller: UserId; subject: UserId }>;
type Standing = keyof typeof STANDINGS;

const A: Decision = 'allow';
const F: Decision = 'forbid';
const H: Decision = 'hide';

/**
 * What each standing may do, written out by hand (not derived from ACCESS_RULES): this is the
 * behaviour the services had before the policy, and a change to the table must change it here too.
 * Columns: self, second client, coach, second coach, coach-self, admin, admin-self, client-to-coach, second-client-to-coach.
 */
const EXPECTED: Record<Action, [Decision, Decision, Decision, Decision, Decision, Decision, Decision, Decision, Decision]> = {
  'goals.read': [A, H, A, H, H, F, F, H, H],
  'goals.create': [A, H, F, F, F, F, F, H, H],
  'goals.edit': [A, H, F, H, H, F, F, H, H],
  'goals.tickMilestone': [A, H, A, H, H, F, F, H, H],
  'goals.assist': [A, H, H, H, A, F, F, H, H],
  'conversations.create': [A, H, H, H, A, F, F, H, H],
  'conversations.read': [A, H, A, H, A, A, A, H, H],
  'conversations.write': [A, H, F, H, A, F, A, H, H],
  'conversations.configureAi': [F, H, A, H, F, A, F, H, H],
  'messaging.start': [A, H, A, H, H, F, F, H, H],
  'messaging.read': [A, H, A, H, A, A, A, H, H],
  'messaging.write': [A, H, A, H, A, F, F, H, H],
  'messaging.configureAi': [F, H, A, H, A, A, A, H, H],
  'guardrails.read': [A, H, A, H, A, A, A, H, H],
  'guardrails.write': [F, H, A, H, F, A, A, H, H],
  'alerts.review': [H, H, A, H, H, A, A, H, H],
  'insights.stats': [A, H, H, H, A, F, F, H, H],
  'insights.overview': [F, F, H, H, A, H, A, F, F],
  'sessions.schedule': [A, H, A, H, H, F, F, H, H],
  'sessions.read': [A, H, A, H, A, A, A, H, H],
  'sessions.change': [A, H, A, H, A, F, F, H, H],
  'sessions.cancel': [A, H, A, H, A, A, A, H, H],
  'sessions.host': [F, H, A, H, A, F, F, H, H],
  'sessions.feedback': [A, H, F, H, F, F, F, H, H],
  'availability.read': [H, H, H, H, A, A, A, A, H],
  'availability.edit': [F, F, H, H, A, F, F, F, F],
  'clients.list': [F, F, A, H, H, F, F, F, F],
  'clients.remove': [F, F, A, H, H, F, F, F, F],
  'analytics.coach': [F, F, H, H, A, A, F, F, F],
  'coaches.directory': [A, A, H, A, A, A, A, H, A],
  'coaches.directory.clientsOnly': [H, H, H, H, A, A, A, A, H],
  'coaches.directory.private': [F, F, H, H, A, A, A, F, F],
  'templates.manage': [F, F, H, H, A, F, F, F, F],
  'analytics.client': [A, H, A, H, F, A, F, H, H],
  'clients.edit': [F, F, A, H, H, F, F, F, F],
  'clientAi.configure': [F, H, A, H, H, A, H, H, H],
  'aiDefaults.edit': [F, F, H, H, A, F, F, F, F],
  'clients.invite': [F, F, H, H, A, F, F, F, F],
  'clients.invitations': [F, F, H, H, A, F, F, F, F],
  'coach.verification': [F, F, H, H, A, F, F, F, F],
  'coaches.directory.unverified': [F, F, F, F, F, A, A, F, F],
  'invitations.respond': [A, H, F, F, F, F, F, H, H],
  'transcripts.full': [A, H, A, H, A, A, A, H, H],
  'transcripts.readLog': [A, H, F, F, F, F, F, H, H],
  'aiTools.use': [F, F, A, H, H, F, F, F, F],
  'reflections.read': [A, H, A, H, H, A, H, H, H],
  'account.export': [A, H, F, F, F, F, F, H, H],
  'account.delete': [A, H, F, F, F, F, F, H, H],
  'reflections.create': [A, H, F, F, F, F, F, H, H],
  'reflections.write': [A, H, F, H, H, F, H, H, H],
  'skills.read': [A, H, A, H, H, A, H, H, H],
  'skills.rate': [A, H, A, H, H, F, H, H, H],
  'users.read': [F, F, F, F, F, A, A, F, F],
  'users.edit': [F, F, F, F, F, A, A, F, F],
  'users.grant': [F, F, F, F, F, A, A, F, F],
  'users.verify': [F, F, F, F, F, A, A, F, F],
  'users.invite': [F, F, F, F, F, A, A, F, F],
  'users.stats': [F, F, F, F, F, A, A, F, F],
  'audit.read': [F, F, F, F, F, A, A, F, F],
  'conversations.oversee': [F, F, F, F, F, A, A, F, F],
  'conversations.transcript': [F, F, F, F, F, A, A, F, F],
  'settings.read': [F, F, F, F, F, A, A, F, F],
  'settings.manage': [F, F, F, F, F, A, A, F, F],
  'aiSettings.read': [F, F, F, F, F, A, A, F, F],
  'aiSettings.manage': [F, F, F, F, F, A, A, F, F],
  'analytics.platform': [F, F, F, F, F, A, A, F, F],
  'analytics.practice': [F, F, H, H, A, F, F, F, F],
};

/** Admins beside the cast: one who holds every permission is the cast's admin; these hold fewer. */
const ADMIN_GRANTS: Record<string, Permission[]> = {
  admin: [...PERMISSIONS],
  reportViewer: ['analytics.view'],
  auditor: ['audit.view'],
  powerless: [],
};

/** The coaches' verification (issue 20): the cast's coaches are verified unless a test says otherwise. */
const VERIFICATION: Record<string, VerificationStatus> = {};

function fakeUsers(sharing: { shareProgressWithCoach: boolean } = { shareProgressWithCoach: true }) {
  const lookups: string[] = [];
  const usersService = {
    privacyOf: async () => ({ ...sharing, allowDataAnalytics: true, visibleToOtherClients: false }),
    async findCoachIdOfClient(clientId: string) {
      lookups.push(clientId);
      const user = USERS[clientId as UserId];
      return user?.role === 'client' ? user.coachId : undefined;
    },
    clientIdsOfCoach: async (coachId: string) => (Object.keys(USERS) as UserId[]).filter((id) => USERS[id].coachId === coachId),
    allClientIds: async () => (Object.keys(USERS) as UserId[]).filter((id) => USERS[id].role === 'client'),
    permissionsOf: async (userId: string) => ADMIN_GRANTS[userId] ?? [],
    verificationStatusOf: async (userId: string): Promise<VerificationStatus | undefined> =>
      USERS[userId as UserId]?.role === 'coach' || userId in VERIFICATION ? (VERIFICATION[userId] ?? 'verified') : undefined,
  };
  return { usersService, lookups };
}

const policy = createAccessPolicy(fakeUsers());
const callerOf = (id: UserId) => ({ userId: id, role: USERS[id].role, sessionId: `session-${id}` });
const notFound = () => new AppError('NOT_FOUND', 'Not visible');

describe('the access policy matrix', () => {
  it('has an expected row for every action of the table, and no other', () => {
    expect(Object.keys(EXPECTED).sort()).toEqual([...ACTIONS].sort());
  });

  const standings = Object.keys(STANDINGS) as Standing[];
  describe.each(ACTIONS)('%s', (action) => {
    it.each(standings.map((standing, column) => [standing, EXPECTED[action][column]!] as const))(
      '%s: %s',
      async (standing, expected) => {
        const { caller, subject } = STANDINGS[standing];
        expect(await policy.decision(callerOf(caller), action, subject)).toBe(expected);

        const required = policy.require(callerOf(caller), action, subject, notFound);
        if (expected === 'allow') await expect(required).resolves.toBeUndefined();
        else await expect(required).rejects.toMatchObject({ statusCode: expected === 'forbid' ? 403 : 404 });
      },
    );
  });
});

describe('admin permissions on top of the role', () => {
  const adminCaller = (id: string) => ({ userId: id, role: 'admin' as const, sessionId: `session-${id}` });
  /** What each admin may attempt of the permission-bound actions, written out by hand: allow or forbid. */
  const BY_PERMISSION: Record<keyof typeof ADMIN_PERMISSIONS, Record<'reportViewer' | 'auditor' | 'powerless', Decision>> = {
    'users.read': { reportViewer: F, auditor: F, powerless: F },
    'users.edit': { reportViewer: F, auditor: F, powerless: F },
    'users.grant': { reportViewer: F, auditor: F, powerless: F },
    'users.verify': { reportViewer: F, auditor: F, powerless: F },
    'users.invite': { reportViewer: F, auditor: F, powerless: F },
    'coaches.directory.unverified': { reportViewer: F, auditor: F, powerless: F },
    'users.stats': { reportViewer: A, auditor: F, powerless: F },
    'audit.read': { reportViewer: F, auditor: A, powerless: F },
    'conversations.oversee': { reportViewer: F, auditor: F, powerless: F },
    'conversations.transcript': { reportViewer: F, auditor: F, powerless: F },
    'settings.manage': { reportViewer: F, auditor: F, powerless: F },
    'aiSettings.manage': { reportViewer: F, auditor: F, powerless: F },
    'analytics.platform': { reportViewer: A, auditor: F, powerless: F },
  };

  it.each(Object.entries(BY_PERMISSION))('%s: as each admin holds the permission it needs', async (action, expected) => {
    for (const [admin, decision] of Object.entries(expected)) {
      expect(await policy.decision(adminCaller(admin), action as Action, 'client'), admin).toBe(decision);
      const attempt = policy.requireAttempt(adminCaller(admin), action as Action);
      if (decision === 'allow') await expect(attempt, admin).resolves.toBeUndefined();
      else await expect(attempt, admin).rejects.toMatchObject({ statusCode: 403, code: 'FORBIDDEN' });
    }
  });

  it('leaves every action that needs no permission as it is for a full admin: a report viewer still oversees', async () => {
    for (const action of ACTIONS.filter((name) => !(name in ADMIN_PERMISSIONS))) {
      expect(await policy.decision(adminCaller('reportViewer'), action, 'client'), action).toBe(await policy.decision(callerOf('admin'), action, 'client'));
    }
  });

  it('asks no permission of a coach or a client: the role alone refuses them', async () => {
    for (const action of Object.keys(ADMIN_PERMISSIONS) as Action[]) {
      await expect(policy.requireAttempt(callerOf('coach'), action)).rejects.toMatchObject({ statusCode: 403 });
      await expect(policy.requireAttempt(callerOf('client'), action)).rejects.toMatchObject({ statusCode: 403 });
    }
  });

  it('will not answer a permission-bound action from the role alone', () => {
    expect(() => policy.requireRole(callerOf('admin'), 'users.edit')).toThrow(/requireAttempt/);
    expect(() => policy.reachesEveryone(callerOf('admin'), 'users.read')).toThrow(/requireAttempt/);
    expect(() => policy.requireRole(callerOf('coach'), 'users.edit')).toThrow(expect.objectContaining({ statusCode: 403 }));
  });
});

describe('coach verification on top of the role (issue 20)', () => {
  const coachCaller = (id: string) => ({ userId: id, role: 'coach' as const, sessionId: `session-${id}` });

  it('lets a coach invite only once verified, and tells a pending or declined one why', async () => {
    VERIFICATION.pendingCoach = 'pending';
    VERIFICATION.declinedCoach = 'declined';
    await expect(policy.requireAttempt(callerOf('coach'), 'clients.invite')).resolves.toBeUndefined();
    await expect(policy.requireAttempt(coachCaller('pendingCoach'), 'clients.invite')).rejects.toMatchObject({ statusCode: 403, message: COACH_VERIFICATION_MESSAGES.pendingCannotInvite });
    await expect(policy.requireAttempt(coachCaller('declinedCoach'), 'clients.invite')).rejects.toMatchObject({ statusCode: 403, message: COACH_VERIFICATION_MESSAGES.declinedCannotInvite });
    expect(await policy.decision(coachCaller('pendingCoach'), 'clients.invite', 'pendingCoach')).toBe('forbid');
    // What needs no verification stays theirs: their invitations list, their own verification.
    await expect(policy.requireAttempt(coachCaller('pendingCoach'), 'clients.invitations')).resolves.toBeUndefined();
    await expect(policy.requireAttempt(coachCaller('pendingCoach'), 'coach.verification')).resolves.toBeUndefined();
  });

  it('will not answer a verification-bound action from the role alone', () => {
    expect(() => policy.requireRole(callerOf('coach'), 'clients.invite')).toThrow(/verified coach/);
    expect(() => policy.requireRole(callerOf('client'), 'clients.invitations')).toThrow(expect.objectContaining({ statusCode: 403 }));
  });
});

describe('the transcript view (tiered transparency)', () => {
  it("gives the client's coach the full transcripts only while the client shares them; admins and the client always; others the summary", async () => {
    const sharing = { shareProgressWithCoach: true };
    const tiered = createAccessPolicy(fakeUsers(sharing));
    expect(await tiered.transcriptView(callerOf('coach'), 'client')).toBe('full');
    expect(await tiered.transcriptView(callerOf('secondCoach'), 'client')).toBe('summary');
    sharing.shareProgressWithCoach = false;
    expect(await tiered.transcriptView(callerOf('coach'), 'client')).toBe('summary');
    expect(await tiered.transcriptView(callerOf('admin'), 'client')).toBe('full');
    expect(await tiered.transcriptView(callerOf('client'), 'client')).toBe('full');
    expect(await tiered.transcriptView(callerOf('secondClient'), 'client')).toBe('summary');
  });
});

describe('the access policy', () => {
  it('refuses a role the action is not for before looking anything up', () => {
    const { usersService, lookups } = fakeUsers();
    const fresh = createAccessPolicy({ usersService });
    expect(() => fresh.requireRole(callerOf('admin'), 'goals.read')).toThrow(expect.objectContaining({ statusCode: 403, code: 'FORBIDDEN' }));
    expect(() => fresh.requireRole(callerOf('coach'), 'goals.create')).toThrow(AppError);
    expect(() => fresh.requireRole(callerOf('client'), 'goals.create')).not.toThrow();
    expect(lookups).toEqual([]);
  });

  it('answers which clients a caller oversees: a coach their own, an admin every client, a client none', async () => {
    expect(await policy.overseenClientIds(callerOf('coach'))).toEqual(['client']);
    expect(await policy.overseenClientIds(callerOf('secondCoach'))).toEqual(['secondClient']);
    expect((await policy.overseenClientIds(callerOf('admin'))).sort()).toEqual(['client', 'secondClient']);
    expect(await policy.overseenClientIds(callerOf('client'))).toEqual([]);
  });

  it("tells whose data the caller stands to: themself, their client's coach, or anyone else", async () => {
    expect(await policy.relationTo(callerOf('client'), 'client')).toBe('self');
    expect(await policy.relationTo(callerOf('coach'), 'client')).toBe('coach');
    expect(await policy.relationTo(callerOf('secondCoach'), 'client')).toBe('other');
    expect(await policy.relationTo(callerOf('admin'), 'client')).toBe('other');
    // A coach is nobody's client, so no coach is "their coach".
    expect(await policy.relationTo(callerOf('secondCoach'), 'coach')).toBe('other');
  });

  it('decides on a conversation between two people by its participants: its client and coach, not a later coach', () => {
    const participants = { clientId: 'client', coachId: 'formerCoach' };
    const outcome = (id: UserId, action: Action) => {
      try {
        policy.requireInConversation(callerOf(id), action, participants, notFound);
        return 'allow';
      } catch (error) {
        return (error as AppError).statusCode === 403 ? 'forbid' : 'hide';
      }
    };
    const former = { userId: 'formerCoach', role: 'coach' as const, sessionId: 'session-formerCoach' };
    expect(() => policy.requireInConversation(former, 'messaging.write', participants, notFound)).not.toThrow();
    expect(['client', 'coach', 'secondClient', 'secondCoach', 'admin'].map((id) => outcome(id as UserId, 'messaging.read'))).toEqual([
      'allow',
      'hide',
      'hide',
      'hide',
      'allow',
    ]);
    expect(['client', 'coach', 'secondClient', 'admin'].map((id) => outcome(id as UserId, 'messaging.write'))).toEqual(['allow', 'hide', 'hide', 'forbid']);
    expect(outcome('client', 'messaging.configureAi')).toBe('forbid');
    expect(outcome('admin', 'messaging.configureAi')).toBe('allow');
    expect(() => policy.requireInConversation(former, 'messaging.configureAi', participants, notFound)).not.toThrow();
  });

  it("reaches everyone's data only where the table allows anyone's: an admin's oversight", () => {
    expect(policy.reachesEveryone(callerOf('admin'), 'conversations.read')).toBe(true);
    expect(policy.reachesEveryone(callerOf('admin'), 'alerts.review')).toBe(true);
    expect(policy.reachesEveryone(callerOf('admin'), 'goals.read')).toBe(false);
    expect(policy.reachesEveryone(callerOf('coach'), 'conversations.read')).toBe(false);
    expect(policy.reachesEveryone(callerOf('client'), 'conversations.read')).toBe(false);
  });

  it('writes each rule once: every role named is a real role and every cell allows or forbids', () => {
    for (const rule of Object.values(ACCESS_RULES)) {
      for (const [role, cells] of Object.entries(rule)) {
        expect(['client', 'coach', 'admin']).toContain(role);
        for (const [relation, cell] of Object.entries(cells)) {
          expect(['self', 'coach', 'coached', 'other']).toContain(relation);
          expect(['allow', 'forbid']).toContain(cell);
        }
      }
    }
  });
});

describe('shared progress (reflections, self-ratings, mood)', () => {
  it("reaches the client's coach only while the client shares it; the client and admins always; nobody else", async () => {
    const sharing = { shareProgressWithCoach: true };
    const tiered = createAccessPolicy(fakeUsers(sharing));
    const shared = async () =>
      Promise.all((['client', 'coach', 'secondCoach', 'admin', 'secondClient'] as const).map((id) => tiered.sharesProgressWith(callerOf(id), 'client')));
    expect(await shared()).toEqual([true, true, false, true, false]);
    sharing.shareProgressWithCoach = false;
    expect(await shared()).toEqual([true, false, false, true, false]);
  });
});
