import { createHmac, timingSafeEqual } from 'node:crypto';
import {
  type BookableSlots,
  type CoachAvailability,
  type CoachingSessionAnalytics,
  type CreateSessionBodySchema,
  DEFAULT_SESSION_TITLE,
  defaultSessionPreferences,
  type NotificationType,
  PATHS,
  pathTo,
  type Session,
  type SessionFeedbackBodySchema,
  type SessionList,
  type SessionListQuery,
  type SessionPreferences,
  SESSION_HOLDING_STATUSES,
  SESSION_LIMITS,
  SESSION_MESSAGES,
  type UpdateCoachAvailabilityBodySchema,
  type UpdateSessionBodySchema,
} from '@coaching/contract';
import type { z } from 'zod';
import type { AccessPolicy, Action, Caller } from '../../access/index.js';
import { AppError, validationError } from '../../http/app-error.js';
import type { JobQueue } from '../../jobs/queue.js';
import type { Mailer } from '../../mail/mailer.js';
import type { Transaction } from '../../platform.js';
import type { UserEvents } from '../../realtime/index.js';
import type { Actor, AuditService } from '../audit/audit.service.js';
import type { GoalsService } from '../goals/goals.service.js';
import type { NotificationsService } from '../notifications/notifications.service.js';
import type { TemplatesService } from '../templates/templates.service.js';
import type { Person, UsersService } from '../users/users.service.js';
import { sessionInvitation, sessionsFeed } from './calendar.js';
import type { NotesDrafter } from './notes-draft.js';
import { sessionMail, type SessionMailKind } from './sessions.mails.js';
import { nameOf, type SessionPolicy, toCalendarSession, toSession } from './sessions.mapper.js';
import type { SessionChanges, SessionRow, SessionsRepository } from './sessions.repository.js';
import { reminderGroup, REMINDER_JOB, remindersOf, type ReminderPayload } from './reminders.js';
import { bookingStatus, isLate, transition } from './session-rules.js';
import { bookableSlots, isBookableSlot, type SlotRules } from './slots.js';

type CreateBody = z.output<typeof CreateSessionBodySchema>;
type UpdateBody = z.output<typeof UpdateSessionBodySchema>;
type FeedbackBody = z.output<typeof SessionFeedbackBodySchema>;
type AvailabilityBody = z.output<typeof UpdateCoachAvailabilityBodySchema>;

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;
/** A feed shows the sessions of the last 90 days and every later one (at most FEED_MAX). */
const FEED_PAST_DAYS = 90;
const FEED_MAX = 1_000;
const SLOTS_MAX_DAYS = 62;

const sessionNotFound = () => new AppError('NOT_FOUND', SESSION_MESSAGES.notFound);
const coachNotFound = () => new AppError('NOT_FOUND', 'Coach not found');
const notYourClient = () => new AppError('NOT_FOUND', SESSION_MESSAGES.clientNotYours);

const addMinutes = (date: Date, minutes: number) => new Date(date.getTime() + minutes * MINUTE_MS);
/** A bare date ('2027-03-01') is that day's start in UTC; a date-time keeps its offset. */
const instant = (value: string) => new Date(value.length === 10 ? `${value}T00:00:00Z` : value);


/**
 * Sessions and scheduling: booking and scheduling under the coach's availability and preferences,
 * the status transitions (session-rules.ts), the one cancellation policy, feedback, reminders through
 * the job queue, and calendar invitations and feeds. Every call checks the caller through the access
 * policy, on the session's own two people.
 */
export function createSessionsService(deps: {
  sessions: SessionsRepository;
  policy: Pick<AccessPolicy, 'requireRole' | 'require' | 'may' | 'requireInConversation' | 'reachesEveryone'>;
  usersService: Pick<UsersService, 'findPeople' | 'findContact' | 'findCoachIdOfClient' | 'coachCalendar' | 'saveCoachCalendar'>;
  goalsService: Pick<GoalsService, 'goalsOfClient'>;
  /** The coach's session plans, copied onto a session scheduled with one. */
  templates: Pick<TemplatesService, 'planForSession'>;
  notifications: Pick<NotificationsService, 'notify'>;
  userEvents: Pick<UserEvents, 'publish'>;
  mailer: Pick<Mailer, 'send'>;
  jobs: Pick<JobQueue, 'schedule' | 'handle' | 'cancelGroup'>;
  /** Drafts the notes of a session completed without any (the coach's aiAssistance.autoGenerateNotes). */
  notesDrafter: Pick<NotesDrafter, 'afterCompletion'>;
  transaction: Transaction;
  /** An admin's cancellation is an admin action: it goes in the audit log. */
  auditService?: Pick<AuditService, 'record'>;
  /** Signs the calendar feed addresses (the server's secret). */
  feedKey: string;
  publicUrl: string;
  clock: () => Date;
}) {
  const { sessions, policy, usersService, clock } = deps;

  async function accessible(caller: Caller, sessionId: string, action: Extract<Action, `sessions.${string}`>): Promise<SessionRow> {
    policy.requireRole(caller, action);
    const row = await sessions.findById(sessionId);
    if (!row) throw sessionNotFound();
    // Someone who may not even read the session must not learn that it exists.
    if (action !== 'sessions.read') policy.requireInConversation(caller, 'sessions.read', row, sessionNotFound);
    policy.requireInConversation(caller, action, row, sessionNotFound);
    return row;
  }

  async function peopleOf(rows: readonly SessionRow[]): Promise<Map<string, Person>> {
    const ids = [...new Set(rows.flatMap((row) => [row.clientId, row.coachId]))];
    return new Map((await usersService.findPeople(ids)).map((person) => [person.id, person]));
  }

  /** Each coach's notice and rescheduling switch, as the sessions' views show them. */
  async function policiesOf(rows: readonly SessionRow[]): Promise<Map<string, SessionPolicy>> {
    const policies = new Map<string, SessionPolicy>();
    for (const coachId of new Set(rows.map((row) => row.coachId))) {
      const preferences: SessionPreferences = { ...defaultSessionPreferences(), ...(await sessions.findSchedule(coachId))?.sessionPreferences };
      policies.set(coachId, { cancellationNotice: preferences.cancellationNotice, allowRescheduling: preferences.allowRescheduling });
    }
    return policies;
  }

  async function views(caller: Caller, rows: readonly SessionRow[]): Promise<Session[]> {
    const people = await peopleOf(rows);
    const policies = await policiesOf(rows);
    return rows.map((row) => toSession(row, people, caller.userId, policies.get(row.coachId)!));
  }

  async function view(caller: Caller, row: SessionRow): Promise<Session> {
    return (await views(caller, [row]))[0]!;
  }

  /** The coach's hours, timezone, overrides and preferences; undefined when the id is not a coach's. */
  async function scheduleOf(coachId: string) {
    const calendar = await usersService.coachCalendar(coachId);
    if (!calendar) return undefined;
    const stored = await sessions.findSchedule(coachId);
    const preferences: SessionPreferences = { ...defaultSessionPreferences(), ...stored?.sessionPreferences };
    return { ...calendar, preferences, overrides: stored?.overrides ?? [] };
  }

  /** What the slot computation needs around [from, to), leaving out the session being moved. */
  async function slotRules(coachId: string, range: { from: Date; to: Date }, moving?: { id: string; duration: number }): Promise<SlotRules> {
    const schedule = await scheduleOf(coachId);
    if (!schedule) throw coachNotFound();
    // A day either side: the daily limit counts the whole coach-local day, whatever its offset.
    const from = new Date(range.from.getTime() - DAY_MS);
    const to = new Date(range.to.getTime() + DAY_MS);
    const busy = (await sessions.busyBetween(coachId, from, to)).filter((row) => row.id !== moving?.id);
    const blocks = await sessions.blocksOf(coachId, from, to);
    const { preferences } = schedule;
    return {
      timeZone: schedule.timezone,
      weekly: schedule.availability,
      overrides: schedule.overrides,
      blocks: blocks.map((block) => ({ start: block.startsAt, end: block.endsAt })),
      busy: busy.map((row) => ({ start: row.startsAt, end: row.endsAt })),
      // A moved session keeps its own length; a new booking has the coach's default.
      durationMinutes: moving?.duration ?? preferences.defaultDuration,
      bufferMinutes: preferences.bufferTime,
      maxDailySessions: preferences.maxDailyClients,
      minimumNoticeMinutes: preferences.minimumNotice * 60,
      horizonDays: preferences.bookingHorizon,
      stepMinutes: SESSION_LIMITS.slotStepMinutes,
    };
  }

  /** A coach as host may place a session anywhere free of their other sessions (no buffer, any hours). */
  async function requireFree(coachId: string, start: Date, end: Date, leavingOut?: string): Promise<void> {
    const overlapping = (await sessions.holdingBetween(coachId, start, end)).filter((row) => row.id !== leavingOut);
    if (overlapping.length > 0) throw new AppError('CONFLICT', SESSION_MESSAGES.overlaps);
  }

  function requireFuture(start: Date): void {
    if (start.getTime() <= clock().getTime()) throw validationError([{ msg: SESSION_MESSAGES.inPast, path: 'scheduledDate' }]);
  }

  const linkFor = (role: 'client' | 'coach', sessionId: string) =>
    pathTo(role === 'coach' ? PATHS.coach.session : PATHS.client.session, { id: sessionId });

  /**
   * Tells both people: each one's open pages get the session as they may see it, the other person a
   * notification, and whoever wants mail a mail with the calendar invitation (same UID, this SEQUENCE).
   */
  async function tell(
    row: SessionRow,
    actorId: string | null,
    change: { notification?: NotificationType; mail?: SessionMailKind; reason?: string; late?: boolean },
  ): Promise<void> {
    const people = await peopleOf([row]);
    const policy = (await policiesOf([row])).get(row.coachId)!;
    for (const userId of [row.clientId, row.coachId]) {
      deps.userEvents.publish(userId, { type: 'coaching-session.changed', data: { session: toSession(row, people, userId, policy) } });
    }
    const coach = await usersService.findContact(row.coachId);
    const client = await usersService.findContact(row.clientId);
    if (!coach || !client) return;
    const calendarPeople = { coach: { name: nameOf(coach), email: coach.email }, client: { name: nameOf(client), email: client.email } };
    for (const [contact, role, other] of [
      [client, 'client', coach],
      [coach, 'coach', client],
    ] as const) {
      const link = linkFor(role, row.id);
      if (change.notification && contact.id !== actorId) {
        await deps.notifications.notify({
          userId: contact.id,
          type: change.notification,
          data: { sessionId: row.id, sessionTitle: row.title, personName: nameOf(other), startsAt: row.startsAt.toISOString(), ...(change.late ? { late: true } : {}) },
          link,
          at: clock(),
        });
      }
      if (change.mail && contact.wantsEmail) {
        const invitation = sessionInvitation(toCalendarSession(row, calendarPeople, `${deps.publicUrl}${link}`));
        await deps.mailer.send({
          to: contact.email,
          kind: `session_${change.mail}`,
          ...sessionMail({
            kind: change.mail,
            recipientFirstName: contact.firstName,
            otherName: nameOf(other),
            title: row.title,
            start: row.startsAt,
            durationMinutes: row.duration,
            timeZone: contact.timezone,
            link: `${deps.publicUrl}${link}`,
            reason: change.reason,
            late: change.late,
            ownAction: contact.id === actorId,
          }),
          attachments: [{ filename: invitation.filename, content: invitation.content, contentType: 'text/calendar; charset=utf-8', method: invitation.method }],
        });
      }
    }
  }

  /** The session's reminders at its current time, in place of any still pending for an earlier one. */
  async function scheduleReminders(row: SessionRow): Promise<void> {
    await deps.jobs.cancelGroup(reminderGroup(row.id));
    for (const job of remindersOf(row, clock())) await deps.jobs.schedule(job);
  }

  deps.jobs.handle(REMINDER_JOB, async (payload) => {
    const reminder = payload as ReminderPayload;
    const row = await sessions.findById(reminder.sessionId);
    if (!row || !(SESSION_HOLDING_STATUSES as readonly string[]).includes(row.status) || row.status === 'in_progress') return;
    if (row.startsAt.toISOString() !== reminder.startsAt) return;
    const contact = await usersService.findContact(reminder.userId);
    const otherId = reminder.userId === row.clientId ? row.coachId : row.clientId;
    const other = await usersService.findContact(otherId);
    if (!contact || !other) return;
    const role = reminder.userId === row.coachId ? 'coach' : 'client';
    const link = linkFor(role, row.id);
    const reminded = await deps.notifications.notify({
      userId: contact.id,
      type: 'session.reminder',
      data: { sessionId: row.id, sessionTitle: row.title, personName: nameOf(other), startsAt: row.startsAt.toISOString() },
      link,
      at: clock(),
    });
    // Session reminders turned off: no notification, and no mail either.
    if (!reminded || !contact.wantsEmail) return;
    const coach = role === 'coach' ? contact : other;
    const client = role === 'coach' ? other : contact;
    const invitation = sessionInvitation(
      toCalendarSession(row, { coach: { name: nameOf(coach), email: coach.email }, client: { name: nameOf(client), email: client.email } }, `${deps.publicUrl}${link}`),
    );
    await deps.mailer.send({
      to: contact.email,
      kind: 'session_reminder',
      ...sessionMail({
        kind: 'reminder',
        recipientFirstName: contact.firstName,
        otherName: nameOf(other),
        title: row.title,
        start: row.startsAt,
        durationMinutes: row.duration,
        timeZone: contact.timezone,
        link: `${deps.publicUrl}${link}`,
      }),
      attachments: [{ filename: invitation.filename, content: invitation.content, contentType: 'text/calendar; charset=utf-8', method: invitation.method }],
    });
  });

  async function hostAction(caller: Caller, sessionId: string, action: 'confirm' | 'start' | 'complete' | 'noShow', notes?: string): Promise<SessionRow> {
    const row = await accessible(caller, sessionId, 'sessions.host');
    const status = transition(row.status, action);
    const now = clock();
    const updated = await change(row, {
      status,
      ...(action === 'start' ? { startedAt: now } : {}),
      ...(action === 'complete' ? { completedAt: now, startedAt: row.startedAt ?? now, ...(notes !== undefined ? { notes, notesDraft: false } : {}) } : {}),
    });
    await tell(updated, caller.userId, action === 'confirm' ? { notification: 'session.confirmed', mail: 'confirmed' } : {});
    return updated;
  }

  async function change(row: SessionRow, changes: SessionChanges): Promise<SessionRow> {
    return (await sessions.update(row.id, { ...changes, updatedAt: clock() })) ?? row;
  }

  /** The signed part of a feed address: the person, the address's version, and a keyed hash of both. */
  const feedMac = (userId: string, version: number) =>
    createHmac('sha256', deps.feedKey).update(`calendar-feed:${userId}:${version}`).digest('base64url').slice(0, 32);
  const feedUrl = (userId: string, version: number) => `${deps.publicUrl}/api/calendar/${userId}.${version}.${feedMac(userId, version)}.ics`;

  const blocksShownSince = () => new Date(clock().getTime() - 30 * DAY_MS);

  /** The coach's own calendar settings (blocks of the last 30 days and later). */
  async function availabilityOf(caller: Caller): Promise<CoachAvailability> {
    await policy.require(caller, 'availability.edit', caller.userId, coachNotFound);
    const schedule = await scheduleOf(caller.userId);
    if (!schedule) throw coachNotFound();
    const blocks = await sessions.blocksOf(caller.userId, blocksShownSince());
    return {
      timezone: schedule.timezone,
      weekly: schedule.availability,
      overrides: schedule.overrides,
      blocks: blocks.map((block) => ({ _id: block.id, start: block.startsAt.toISOString(), end: block.endsAt.toISOString(), reason: block.reason })),
      sessionPreferences: schedule.preferences,
    };
  }

  return {
    async list(caller: Caller, query: SessionListQuery): Promise<SessionList> {
      policy.requireRole(caller, 'sessions.read');
      const scope = policy.reachesEveryone(caller, 'sessions.read') ? ('everyone' as const) : { userId: caller.userId };
      const { rows, total } = await sessions.page(scope, {
        statuses: query.status,
        from: query.dateFrom ? instant(query.dateFrom) : undefined,
        to: query.dateTo ? instant(query.dateTo) : undefined,
        clientId: query.clientId,
        coachId: query.coachId,
        coachSearch: query.coach || undefined,
        clientSearch: query.client || undefined,
        page: query.page,
        limit: query.limit,
        order: query.sort === 'scheduledDate' ? 'asc' : 'desc',
      });
      return { sessions: await views(caller, rows), pagination: { page: query.page, limit: query.limit, total } };
    },

    /** The ids of the calling coach's sessions with this client still to come (scheduled or confirmed). */
    async comingWith(caller: Caller, clientId: string): Promise<string[]> {
      policy.requireRole(caller, 'sessions.host');
      const { rows } = await sessions.page(
        { userId: caller.userId },
        { statuses: ['scheduled', 'confirmed'], from: clock(), clientId, page: 1, limit: 100, order: 'asc' },
      );
      return rows.filter((row) => row.coachId === caller.userId).map((row) => row.id);
    },

    /** The caller's sessions still to come within `days`, soonest first. */
    async upcoming(caller: Caller, query: { days: number; limit: number }): Promise<Session[]> {
      policy.requireRole(caller, 'sessions.read');
      const now = clock();
      const { rows } = await sessions.page(
        { userId: caller.userId },
        { statuses: ['scheduled', 'confirmed', 'in_progress'], from: new Date(now.getTime() - 4 * HOUR_MS), to: new Date(now.getTime() + query.days * DAY_MS), page: 1, limit: query.limit * 2, order: 'asc' },
      );
      // Sessions under way count as upcoming until they end.
      return views(caller, rows.filter((row) => row.endsAt.getTime() > now.getTime()).slice(0, query.limit));
    },

    async get(caller: Caller, sessionId: string): Promise<Session> {
      return view(caller, await accessible(caller, sessionId, 'sessions.read'));
    },

    /**
     * A coach schedules a session with one of their clients anywhere free (confirmed at once); a client
     * books a free slot of their own coach at the coach's default duration (waiting for the coach, or
     * confirmed at once when they accept bookings automatically). Bookings of one coach are decided one
     * at a time (the coach's schedule row is locked), so one slot is never booked twice.
     */
    async create(caller: Caller, body: CreateBody): Promise<Session> {
      policy.requireRole(caller, 'sessions.schedule');
      let coachId: string;
      let clientId: string;
      if (caller.role === 'client') {
        if (body.clientId !== undefined && body.clientId !== caller.userId) throw notYourClient();
        const ownCoach = await usersService.findCoachIdOfClient(caller.userId);
        if (!ownCoach) throw new AppError('CONFLICT', SESSION_MESSAGES.noCoach);
        coachId = ownCoach;
        clientId = caller.userId;
      } else {
        if (body.clientId === undefined) throw validationError([{ msg: SESSION_MESSAGES.clientNotYours, path: 'clientId' }]);
        await policy.require(caller, 'sessions.schedule', body.clientId, notYourClient);
        coachId = caller.userId;
        clientId = body.clientId;
      }
      const start = new Date(body.scheduledDate);
      requireFuture(start);
      await sessions.lockSchedule(coachId);
      const schedule = await scheduleOf(coachId);
      if (!schedule) throw coachNotFound();
      const requestedBy = caller.role === 'client' ? 'client' : 'coach';
      const duration = requestedBy === 'client' ? schedule.preferences.defaultDuration : (body.duration ?? schedule.preferences.defaultDuration);
      const end = addMinutes(start, duration);
      if (requestedBy === 'client') {
        const rules = await slotRules(coachId, { from: start, to: end });
        if (!isBookableSlot(rules, { start, end }, clock())) throw new AppError('CONFLICT', SESSION_MESSAGES.slotUnavailable);
      } else {
        await requireFree(coachId, start, end);
      }
      // On the request's transaction: the copy and the template's use count are kept together or not at all.
      const plan = body.planTemplateId === undefined ? null : await deps.templates.planForSession(caller, body.planTemplateId);
      const now = clock();
      const row = await sessions.insert({
        coachId,
        clientId,
        title: body.title ?? DEFAULT_SESSION_TITLE,
        status: bookingStatus(requestedBy, schedule.preferences),
        startsAt: start,
        endsAt: end,
        duration,
        location: body.location ?? { type: 'video_call', details: '' },
        notes: requestedBy === 'coach' ? (body.notes ?? '') : '',
        requestedBy,
        plan,
        createdAt: now,
        updatedAt: now,
      });
      await scheduleReminders(row);
      const waiting = row.status === 'scheduled';
      await tell(row, caller.userId, {
        notification: requestedBy === 'client' ? (waiting ? 'session.requested' : 'session.confirmed') : 'session.confirmed',
        mail: requestedBy === 'client' ? (waiting ? 'requested' : 'confirmed') : 'scheduled',
      });
      return view(caller, row);
    },

    /**
     * Details, notes, and rescheduling. A client may only move their session, to a free slot, when the coach
     * allows rescheduling; inside the notice it is recorded as late, and it waits for the coach again
     * unless they accept bookings automatically. The coach (the host) may change anything, anywhere free.
     */
    async update(caller: Caller, sessionId: string, body: UpdateBody): Promise<Session> {
      const row = await accessible(caller, sessionId, 'sessions.change');
      const notesOnly = body.notes !== undefined && Object.values({ ...body, notes: undefined }).every((value) => value === undefined);
      // The coach's notes may be written whatever the status: a completed session's above all (the AI's draft, reviewed).
      if (!notesOnly) transition(row.status, 'reschedule');
      const isClient = caller.userId === row.clientId;
      if (isClient && (body.title !== undefined || body.notes !== undefined || body.location !== undefined || body.duration !== undefined)) {
        throw new AppError('FORBIDDEN', 'Only the coach can change the details of a session');
      }
      if (body.notes !== undefined) policy.requireInConversation(caller, 'sessions.host', row, sessionNotFound);
      const start = body.scheduledDate ? new Date(body.scheduledDate) : row.startsAt;
      const duration = body.duration ?? row.duration;
      const moved = start.getTime() !== row.startsAt.getTime() || duration !== row.duration;
      const changes: SessionChanges = {
        ...(body.title !== undefined ? { title: body.title } : {}),
        // Notes the coach saves are theirs, no longer the AI's draft.
        ...(body.notes !== undefined ? { notes: body.notes, notesDraft: false } : {}),
        ...(body.location !== undefined ? { location: body.location } : {}),
      };
      let late = false;
      if (moved) {
        requireFuture(start);
        await sessions.lockSchedule(row.coachId);
        const schedule = await scheduleOf(row.coachId);
        if (!schedule) throw coachNotFound();
        const end = addMinutes(start, duration);
        if (isClient) {
          if (!schedule.preferences.allowRescheduling) throw new AppError('CONFLICT', SESSION_MESSAGES.reschedulingOff);
          const rules = await slotRules(row.coachId, { from: start, to: end }, { id: row.id, duration });
          if (!isBookableSlot(rules, { start, end }, clock())) throw new AppError('CONFLICT', SESSION_MESSAGES.slotUnavailable);
          late = isLate(row.startsAt, clock(), schedule.preferences.cancellationNotice);
          Object.assign(changes, { status: bookingStatus('client', schedule.preferences), lateReschedule: row.lateReschedule || late });
        } else {
          await requireFree(row.coachId, start, end, row.id);
        }
        Object.assign(changes, { startsAt: start, endsAt: end, duration });
      }
      const updated = await change(row, changes);
      if (moved) {
        await scheduleReminders(updated);
        await tell(updated, caller.userId, { notification: 'session.rescheduled', mail: 'rescheduled', late });
      } else {
        await tell(updated, caller.userId, {});
      }
      return view(caller, updated);
    },

    /** Either person (or an admin) cancels with a reason; a client inside the coach's notice is recorded as late. The coach never is. */
    async cancel(caller: Caller | Actor, sessionId: string, reason: string): Promise<Session> {
      const row = await accessible(caller, sessionId, 'sessions.cancel');
      const status = transition(row.status, 'cancel');
      const by = caller.userId === row.clientId ? 'client' : caller.userId === row.coachId ? 'coach' : 'admin';
      const schedule = await scheduleOf(row.coachId);
      const notice = schedule?.preferences.cancellationNotice ?? defaultSessionPreferences().cancellationNotice;
      const now = clock();
      const late = by === 'client' && isLate(row.startsAt, now, notice);
      const updated = await change(row, { status, cancellation: { by, reason, at: now.toISOString(), late, waived: false } });
      if (by === 'admin') {
        await deps.auditService?.record({ ip: undefined, ...caller }, {
          action: 'session.cancelled',
          targetType: 'session',
          targetId: row.id,
          before: { status: row.status },
          after: { status, reason, coachId: row.coachId, clientId: row.clientId },
        });
      }
      await deps.jobs.cancelGroup(reminderGroup(row.id));
      await tell(updated, caller.userId, { notification: 'session.cancelled', mail: 'cancelled', reason, late });
      return view(caller, updated);
    },

    /** The coach's actions as host: confirm a booking, start, mark a no-show. */
    async host(caller: Caller, sessionId: string, action: 'confirm' | 'start' | 'noShow'): Promise<Session> {
      return view(caller, await hostAction(caller, sessionId, action));
    },

    /**
     * The coach completes the session, with their notes. Without notes, and with the coach's
     * aiAssistance.autoGenerateNotes on, the AI drafts them, marked as a draft: once the completion has
     * committed (the route holds no transaction), so a slow model holds no lock.
     */
    async complete(caller: Caller, sessionId: string, notes?: string): Promise<Session> {
      const completed = await deps.transaction(() => hostAction(caller, sessionId, 'complete', notes));
      const drafted = await deps.notesDrafter.afterCompletion(completed);
      if (drafted) await tell(drafted, caller.userId, {});
      return view(caller, drafted ?? completed);
    },

    /** The coach lets a client's late cancellation or reschedule go. */
    async waiveLate(caller: Caller, sessionId: string): Promise<Session> {
      const row = await accessible(caller, sessionId, 'sessions.host');
      const lateCancellation = row.cancellation?.late && !row.cancellation.waived;
      if (!lateCancellation && !row.lateReschedule) throw new AppError('CONFLICT', SESSION_MESSAGES.notLate);
      const updated = await change(row, {
        ...(lateCancellation ? { cancellation: { ...row.cancellation!, waived: true } } : {}),
        lateReschedule: false,
      });
      await tell(updated, caller.userId, {});
      return view(caller, updated);
    },

    /** The client rates a completed session, once. */
    async feedback(caller: Caller, sessionId: string, body: FeedbackBody): Promise<Session> {
      const row = await accessible(caller, sessionId, 'sessions.feedback');
      transition(row.status, 'feedback');
      if (row.feedback) throw new AppError('CONFLICT', SESSION_MESSAGES.feedbackGiven);
      const updated = await change(row, { feedback: { ...body, submittedAt: clock().toISOString() } });
      await tell(updated, caller.userId, {});
      return view(caller, updated);
    },

    /** How long it ran, the client's feedback, and the client's goal progress since their session before it (for those who may read goals). */
    async analytics(caller: Caller, sessionId: string): Promise<CoachingSessionAnalytics> {
      const row = await accessible(caller, sessionId, 'sessions.read');
      const previous = await sessions.previousCompleted(row.clientId, row.coachId, row.startsAt);
      const since = previous?.startsAt ?? new Date(0);
      const until = row.completedAt ?? clock();
      const goals = (await policy.may(caller, 'goals.read', row.clientId)) ? await deps.goalsService.goalsOfClient(row.clientId) : [];
      return {
        plannedDuration: row.duration,
        actualDuration: row.startedAt && row.completedAt ? Math.round((row.completedAt.getTime() - row.startedAt.getTime()) / MINUTE_MS) : null,
        feedback: row.feedback ?? null,
        previousSessionDate: previous?.startsAt.toISOString() ?? null,
        goalProgress: goals
          .filter((goal) => goal.status === 'active' || (goal.completedDate !== null && new Date(goal.completedDate) > since))
          .map((goal) => ({
            goalId: goal._id,
            title: goal.title,
            progress: goal.progress,
            milestonesCompletedSince: goal.milestones.filter((milestone) => {
              const at = milestone.completedDate ? new Date(milestone.completedDate).getTime() : undefined;
              return at !== undefined && at > since.getTime() && at <= until.getTime();
            }).length,
          })),
      };
    },

    availability: (caller: Caller) => availabilityOf(caller),

    /** The coach's weekly hours and timezone, date overrides (replaced as a whole), blocks (likewise) and session preferences. */
    async updateAvailability(caller: Caller, body: AvailabilityBody): Promise<CoachAvailability> {
      await policy.require(caller, 'availability.edit', caller.userId, coachNotFound);
      const problems: { msg: string; path: string }[] = [];
      body.blocks?.forEach((block, index) => {
        if (new Date(block.end) <= new Date(block.start)) problems.push({ msg: SESSION_MESSAGES.blockInvalid, path: `blocks.${index}.end` });
      });
      const dates = new Set<string>();
      body.overrides?.forEach((override, index) => {
        if (dates.has(override.date)) problems.push({ msg: 'Each date can have one override', path: `overrides.${index}.date` });
        dates.add(override.date);
      });
      if (problems.length > 0) throw validationError(problems);
      if (body.timezone !== undefined || body.weekly !== undefined) {
        await usersService.saveCoachCalendar(caller.userId, { timezone: body.timezone, availability: body.weekly });
      }
      if (body.sessionPreferences !== undefined || body.overrides !== undefined) {
        const stored = await sessions.findSchedule(caller.userId);
        await sessions.saveSchedule(
          caller.userId,
          {
            ...(body.sessionPreferences ? { sessionPreferences: { ...stored?.sessionPreferences, ...body.sessionPreferences } } : {}),
            ...(body.overrides ? { overrides: [...body.overrides].sort((a, b) => a.date.localeCompare(b.date)) } : {}),
          },
          clock(),
        );
      }
      if (body.blocks !== undefined) {
        // The blocks the screen shows (those ending in the last 30 days or later) are replaced; older ones stay as history.
        await sessions.replaceBlocks(
          caller.userId,
          blocksShownSince(),
          body.blocks.map((block) => ({ startsAt: new Date(block.start), endsAt: new Date(block.end), reason: block.reason })),
        );
      }
      return availabilityOf(caller);
    },

    /** The coach's bookable slots in [from, to): for the coach themself, their clients and admins. */
    async slots(caller: Caller, coachId: string, query: { from?: string; to?: string }): Promise<BookableSlots> {
      policy.requireRole(caller, 'availability.read');
      await policy.require(caller, 'availability.read', coachId, coachNotFound);
      const now = clock();
      const from = query.from ? instant(query.from) : now;
      const to = query.to ? instant(query.to) : new Date(from.getTime() + SESSION_LIMITS.slotsDefaultDays * DAY_MS);
      if (to <= from) throw validationError([{ msg: SESSION_MESSAGES.rangeInvalid, path: 'to' }]);
      if (to.getTime() - from.getTime() > SLOTS_MAX_DAYS * DAY_MS) throw validationError([{ msg: SESSION_MESSAGES.rangeTooLong, path: 'to' }]);
      const rules = await slotRules(coachId, { from, to });
      return {
        coachId,
        timezone: rules.timeZone,
        duration: rules.durationMinutes,
        slots: bookableSlots(rules, { from, to }, now).map((slot) => ({ start: slot.start.toISOString(), end: slot.end.toISOString() })),
      };
    },

    /** The session as an invitation file ('Add to calendar'). */
    async invitation(caller: Caller, sessionId: string): Promise<{ filename: string; content: string }> {
      const row = await accessible(caller, sessionId, 'sessions.read');
      const [coach, client] = [await usersService.findContact(row.coachId), await usersService.findContact(row.clientId)];
      const role = caller.userId === row.coachId ? 'coach' : 'client';
      const invitation = sessionInvitation(
        toCalendarSession(
          row,
          { coach: { name: nameOf(coach), email: coach?.email ?? '' }, client: { name: nameOf(client), email: client?.email ?? '' } },
          `${deps.publicUrl}${linkFor(role, row.id)}`,
        ),
      );
      return { filename: invitation.filename, content: invitation.content };
    },

    async feedUrl(caller: Caller): Promise<{ url: string }> {
      return { url: feedUrl(caller.userId, await sessions.feedVersion(caller.userId)) };
    },

    /** A new address for the caller's feed; the old one stops working at once. */
    async rotateFeed(caller: Caller): Promise<{ url: string }> {
      return { url: feedUrl(caller.userId, await sessions.rotateFeed(caller.userId, clock())) };
    },

    /** The feed a calendar subscribes to, found by its signed address alone (calendars send no token). */
    async feed(address: string): Promise<string> {
      const match = /^([0-9a-f-]{36})\.(\d{1,9})\.([\w-]{32})\.ics$/i.exec(address);
      if (!match) throw new AppError('NOT_FOUND', SESSION_MESSAGES.feedNotFound);
      const [, userId, versionText, mac] = match as unknown as [string, string, string, string];
      const version = Number(versionText);
      const expected = Buffer.from(feedMac(userId, version));
      if (!timingSafeEqual(expected, Buffer.from(mac)) || (await sessions.currentFeedVersion(userId)) !== version) {
        throw new AppError('NOT_FOUND', SESSION_MESSAGES.feedNotFound);
      }
      const rows = await sessions.forFeed(userId, new Date(clock().getTime() - FEED_PAST_DAYS * DAY_MS), FEED_MAX);
      const contacts = new Map<string, { name: string; email: string }>();
      for (const id of new Set(rows.flatMap((row) => [row.coachId, row.clientId]))) {
        const contact = await usersService.findContact(id);
        contacts.set(id, { name: nameOf(contact), email: contact?.email ?? '' });
      }
      const owner = await usersService.findContact(userId);
      const entries = rows.map((row) =>
        toCalendarSession(
          row,
          { coach: contacts.get(row.coachId)!, client: contacts.get(row.clientId)! },
          `${deps.publicUrl}${linkFor(row.coachId === userId ? 'coach' : 'client', row.id)}`,
        ),
      );
      return sessionsFeed(entries, `Coaching sessions${owner ? ` – ${nameOf(owner)}` : ''}`);
    },
  };
}

export type SessionsService = ReturnType<typeof createSessionsService>;
