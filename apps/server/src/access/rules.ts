import type { Permission, Role } from '@coaching/contract';

/**
 * How the caller stands to the user whose data it is: that user themself, their coach, their client
 * ('coached': the data is the caller's own coach's), or anyone else (another client, another coach's,
 * an admin who is not that user).
 */
export type Relation = 'self' | 'coach' | 'coached' | 'other';
export const RELATIONS: readonly Relation[] = ['self', 'coach', 'coached', 'other'];

/** allow: go on. forbid: 403. hide: 404, as if the data did not exist. */
export type Decision = 'allow' | 'forbid' | 'hide';

/**
 * Per role, per relation, what the caller may do. A role left out may not attempt the action at all
 * (403, before any row is read); a relation left out is hidden (404). 'forbid' under a relation is
 * for someone who may see the data but not do this to it.
 */
type Rule = Partial<Record<Role, Partial<Record<Relation, 'allow' | 'forbid'>>>>;

const SELF = { self: 'allow' } as const;

/** Who may do what to whose data: the one table every service asks through the access policy. */
export const ACCESS_RULES = {
  /** A goal, a client's goal list or stats: the client, and their coach. Admins do not work on goals. */
  'goals.read': { client: SELF, coach: { coach: 'allow' } },
  'goals.create': { client: SELF },
  /** Editing and deleting are the client's alone; their coach, who can see the goal, hears 403. */
  'goals.edit': { client: SELF, coach: { coach: 'forbid' } },
  /** Ticking a milestone is open to the client's coach too. */
  'goals.tickMilestone': { client: SELF, coach: { coach: 'allow' } },
  /** Help from the AI with a goal's wording (spec section 6): clients and coaches. */
  'goals.assist': { client: SELF, coach: SELF },

  /** Chatting with the AI coach: clients, and coaches trying their assistant. Admins oversee. */
  'conversations.create': { client: SELF, coach: SELF },
  /** An AI conversation read: its owner, the owner's coach, and admins (oversight). */
  'conversations.read': { client: SELF, coach: { self: 'allow', coach: 'allow' }, admin: { self: 'allow', other: 'allow' } },
  /** Writing to one (messages, context, completion, deletion) is the owner's alone; overseers hear 403. */
  'conversations.write': { client: SELF, coach: { self: 'allow', coach: 'forbid' }, admin: { self: 'allow', other: 'forbid' } },
  /**
   * Shaping the AI coach of a conversation beyond its coaching style (the system prompt above all) is
   * for the owner's coach and admins; the owner must not override it.
   */
  'conversations.configureAi': { client: { self: 'forbid' }, coach: { self: 'forbid', coach: 'allow' }, admin: { self: 'forbid', other: 'allow' } },

  /**
   * Conversations between a client and a coach. Starting one: the client (with their own coach), or a
   * coach with one of their clients. Reading and writing are decided on the conversation's own two
   * participants (AccessPolicy.requireInConversation: a participant stands as 'self', anyone else as
   * 'other'), so a client's later coach does not reach the earlier coach's conversations. Admins read
   * (oversight) but do not write: 403.
   */
  'messaging.start': { client: SELF, coach: { coach: 'allow' } },
  'messaging.read': { client: SELF, coach: { self: 'allow', coach: 'allow' }, admin: { self: 'allow', other: 'allow' } },
  'messaging.write': { client: SELF, coach: { self: 'allow', coach: 'allow' }, admin: { self: 'forbid', other: 'forbid' } },
  /**
   * The AI assistant that suggests to the coach in such a conversation is the coach's: its settings are
   * theirs and admins' to change; the client, who may read the conversation, hears 403.
   */
  'messaging.configureAi': { client: { self: 'forbid' }, coach: { self: 'allow', coach: 'allow' }, admin: { self: 'allow', other: 'allow' } },

  /**
   * Sessions, decided like conversations on the session's own two participants (requireInConversation:
   * a participant stands as 'self'). Scheduling one: the client (a slot of their own coach) or a coach
   * with one of their clients. Reading: the two people and admins.
   */
  'sessions.schedule': { client: SELF, coach: { coach: 'allow' } },
  'sessions.read': { client: SELF, coach: { self: 'allow', coach: 'allow' }, admin: { self: 'allow', other: 'allow' } },
  /** Changing the time or details: either participant (under the policy). Admins, who oversee, hear 403. */
  'sessions.change': { client: SELF, coach: { self: 'allow', coach: 'allow' }, admin: { self: 'forbid', other: 'forbid' } },
  /** Cancelling: either participant, and admins, who run the platform (a coach who left, a dispute). */
  'sessions.cancel': { client: SELF, coach: { self: 'allow', coach: 'allow' }, admin: { self: 'allow', other: 'allow' } },
  /** Hosting it: confirming, starting, completing, no-shows, notes, waiving a late cancellation. The coach's; the client hears 403. */
  'sessions.host': { client: { self: 'forbid' }, coach: { self: 'allow', coach: 'allow' }, admin: { self: 'forbid', other: 'forbid' } },
  /** Rating it: the client's alone. */
  'sessions.feedback': { client: SELF, coach: { self: 'forbid', coach: 'forbid' }, admin: { self: 'forbid', other: 'forbid' } },
  /** A coach's hours, overrides, blocks and session preferences: read by the coach, their clients (slots) and admins; edited by the coach. */
  'availability.read': { client: { coached: 'allow' }, coach: SELF, admin: { self: 'allow', other: 'allow' } },
  'availability.edit': { coach: SELF },

  /** A coach's client list and each of their clients as the cards show them: the coach's own clients only. */
  'clients.list': { coach: { coach: 'allow' } },
  /** What the coach keeps about a client (private notes, goals and challenges with them): their coach only. */
  'clients.edit': { coach: { coach: 'allow' } },
  /** Ending the relationship with a client: their coach only. */
  'clients.remove': { coach: { coach: 'allow' } },
  /** The coach directory: every signed-in user (clients look for a coach; coaches and admins see who else coaches). */
  'coaches.directory': { client: { self: 'allow', other: 'allow' }, coach: { self: 'allow', other: 'allow' }, admin: { self: 'allow', other: 'allow' } },
  /** A client's progress figures: the client, their coach, and admins. */
  'analytics.client': { client: SELF, coach: { coach: 'allow', self: 'forbid' }, admin: { other: 'allow', self: 'forbid' } },
  /** A coach's metrics: the coach themself, and admins (who run the platform). */
  'analytics.coach': { coach: SELF, admin: { self: 'forbid', other: 'allow' } },

  /** A user's coaching guardrails: read by the user, their coach and admins. */
  'guardrails.read': { client: SELF, coach: { self: 'allow', coach: 'allow' }, admin: { self: 'allow', other: 'allow' } },
  /** Set by their coach or an admin, never by the user themself. */
  'guardrails.write': { client: { self: 'forbid' }, coach: { self: 'forbid', coach: 'allow' }, admin: { self: 'allow', other: 'allow' } },

  /** A safety alert is reviewed by the client's coach or an admin; anyone else hears 404. */
  'alerts.review': { client: {}, coach: { coach: 'allow' }, admin: { self: 'allow', other: 'allow' } },

  /** One's own AI coaching stats: clients and coaches. */
  'insights.stats': { client: SELF, coach: SELF },
  /** The overview over the clients one oversees: coaches (their clients) and admins (every client). */
  'insights.overview': { coach: SELF, admin: SELF },

  /**
   * Who finds a coach in the directory beyond 'coaches.directory' (a public profile), by the coach's
   * profileVisibility. clients_only: their own clients, the coach themself and admins; private: the coach
   * themself and admins.
   */
  'coaches.directory.clientsOnly': { client: { coached: 'allow' }, coach: SELF, admin: { self: 'allow', other: 'allow' } },
  'coaches.directory.private': { coach: SELF, admin: { self: 'allow', other: 'allow' } },

  /** A coach's session plans and message templates: the coach's own; another coach hears 404, clients and admins 403. */
  'templates.manage': { coach: SELF },
  /** A client's AI configuration (context, frameworks, model settings, coaching style, guardrails): their coach and admins; the client hears 403. */
  'clientAi.configure': { client: { self: 'forbid' }, coach: { coach: 'allow' }, admin: { other: 'allow' } },
  /** A coach's own AI defaults for new clients (/coach/ai-settings). */
  'aiDefaults.edit': { coach: SELF },
  /** Inviting people to become one's clients (and sending an invitation again): coaches, once verified (VERIFIED_COACH_ACTIONS). */
  'clients.invite': { coach: SELF },
  /** Listing one's invitations and revoking them: coaches, verified or not. */
  'clients.invitations': { coach: SELF },
  /** Submitting one's certifications and experience for verification, and reading one's verification (issue 20): coaches. */
  'coach.verification': { coach: SELF },
  /** The coaches of the directory who are not verified (pending, declined): admins who manage users. */
  'coaches.directory.unverified': { admin: { self: 'allow', other: 'allow' } },
  /** Answering an invitation sent to one's email: clients. */
  'invitations.respond': { client: SELF },
  /**
   * The coach's AI tools (pre-session brief, conversation summary, goal suggestions) about one client:
   * that client's coach only; another coach hears 404, clients and admins 403.
   */
  'aiTools.use': { coach: { coach: 'allow' } },
  /**
   * A client's AI transcripts in full (the messages, an export), beyond the summaries: the client, admins
   * (oversight), and their coach only while the client shares them (privacy.shareProgressWithCoach;
   * AccessPolicy.transcriptView). Everyone else reading the conversation gets the summary only.
   */
  'transcripts.full': { client: SELF, coach: { self: 'allow', coach: 'allow' }, admin: { self: 'allow', other: 'allow' } },
  /**
   * A client's reflections (issue 19): written, changed and deleted by the client alone; read by the
   * client, by admins for support, and by their coach only while the client shares their progress
   * (AccessPolicy.sharesProgressWith).
   */
  'reflections.read': { client: SELF, coach: { coach: 'allow' }, admin: { other: 'allow' } },
  'reflections.create': { client: SELF },
  'reflections.write': { client: SELF, coach: { coach: 'forbid' }, admin: { other: 'forbid' } },
  /** Skill ratings: the client rates themself, their coach rates them; read like the progress (their coach while shared, for the client's own ratings). */
  'skills.read': { client: SELF, coach: { coach: 'allow' }, admin: { other: 'allow' } },
  'skills.rate': { client: SELF, coach: { coach: 'allow' }, admin: { other: 'forbid' } },
  /** A complete export of one's data, and erasing one's account (issue 19): clients, for themselves. */
  'account.export': { client: SELF },
  'account.delete': { client: SELF },
  /** Who read one's AI transcripts, and when: the client's own log. */
  'transcripts.readLog': { client: SELF },

  /**
   * The users API (issue 20): admins, each as their permissions allow (ADMIN_PERMISSIONS). Reading the
   * user list and an account; editing, deactivating and reactivating one; granting an admin permissions.
   * What no admin may do even so (deactivate themself, leave no active admin) the service refuses in words.
   */
  'users.read': { admin: { self: 'allow', other: 'allow' } },
  'users.edit': { admin: { self: 'allow', other: 'allow' } },
  'users.grant': { admin: { self: 'allow', other: 'allow' } },
  /** Approving or declining a coach's verification; inviting someone to an account of any role (issue 20). */
  'users.verify': { admin: { self: 'allow', other: 'allow' } },
  'users.invite': { admin: { self: 'allow', other: 'allow' } },
  /** The counts of accounts by role and state (GET /users/stats/overview): the platform's analytics. */
  'users.stats': { admin: { self: 'allow', other: 'allow' } },
  /** The audit log of every admin action. */
  'audit.read': { admin: { self: 'allow', other: 'allow' } },
  /**
   * The oversight of every conversation (issue 20, /admin/conversations): the list with its safety flags,
   * and opening a transcript, which is audited. Admins with conversations.oversee.
   */
  'conversations.oversee': { admin: { self: 'allow', other: 'allow' } },
  'conversations.transcript': { admin: { self: 'allow', other: 'allow' } },
  /** The platform settings (/admin/settings): every admin reads them; changing them needs users.manage. */
  'settings.read': { admin: { self: 'allow', other: 'allow' } },
  'settings.manage': { admin: { self: 'allow', other: 'allow' } },
  /** The AI settings and the crisis resources (/admin/ai-settings): every admin reads them and tests the model; changing them needs ai.configure. */
  'aiSettings.read': { admin: { self: 'allow', other: 'allow' } },
  'aiSettings.manage': { admin: { self: 'allow', other: 'allow' } },
  /** The platform's analytics (GET /analytics/overview, and the conversations and sessions of the platform or of any coach): admins with analytics.view. */
  'analytics.platform': { admin: { self: 'allow', other: 'allow' } },
  /**
   * One coach's practice in figures over a period (GET /analytics/conversations and /analytics/sessions for a
   * coach): the coach themself; another coach hears 404, clients 403. Admins reach every practice through
   * 'analytics.platform'.
   */
  'analytics.practice': { coach: SELF },
} as const satisfies Record<string, Rule>;

export type Action = keyof typeof ACCESS_RULES;
export const ACTIONS = Object.keys(ACCESS_RULES) as Action[];

/**
 * The permission an admin needs on top of the role for an action (issue 20): an admin without it hears
 * 403 as a coach would. Actions left out need none.
 */
export const ADMIN_PERMISSIONS = {
  'users.read': 'users.manage',
  'users.edit': 'users.manage',
  'users.grant': 'users.manage',
  'users.verify': 'users.manage',
  'users.invite': 'users.manage',
  'coaches.directory.unverified': 'users.manage',
  'users.stats': 'analytics.view',
  'audit.read': 'audit.view',
  'conversations.oversee': 'conversations.oversee',
  'conversations.transcript': 'conversations.oversee',
  'settings.manage': 'users.manage',
  'aiSettings.manage': 'ai.configure',
  'analytics.platform': 'analytics.view',
} as const satisfies Partial<Record<Action, Permission>>;

/**
 * What a coach may attempt only once an admin has verified them (issue 20): until then they sign in and
 * build their profile, but bring in no clients.
 */
export const VERIFIED_COACH_ACTIONS: readonly Action[] = ['clients.invite'];

/** Whether the role must be verified to attempt the action: coaches, for VERIFIED_COACH_ACTIONS. */
export function needsVerification(action: Action, role: Role): boolean {
  return role === 'coach' && VERIFIED_COACH_ACTIONS.includes(action);
}

/** The permission the role needs besides itself for the action, if any: only admins hold permissions. */
export function permissionNeeded(action: Action, role: Role): Permission | undefined {
  return role === 'admin' ? (ADMIN_PERMISSIONS as Partial<Record<Action, Permission>>)[action] : undefined;
}

/** Whether the role may attempt the action at all. */
export function roleMayAttempt(action: Action, role: Role): boolean {
  return (ACCESS_RULES[action] as Rule)[role] !== undefined;
}

/** The table's answer for one caller role standing in one relation to the data. */
export function decide(action: Action, role: Role, relation: Relation): Decision {
  const byRelation = (ACCESS_RULES[action] as Rule)[role];
  if (!byRelation) return 'forbid';
  return byRelation[relation] ?? 'hide';
}
