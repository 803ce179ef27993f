import {
  AvailabilityQuerySchema,
  BookableSlotsSchema,
  CalendarFeedSchema,
  CancelSessionBodySchema,
  CoachAvailabilitySchema,
  CoachingSessionAnalyticsSchema,
  CompleteSessionBodySchema,
  CreateSessionBodySchema,
  IdParamsSchema,
  SessionFeedbackBodySchema,
  SessionListQuerySchema,
  SessionListSchema,
  SessionResultSchema,
  SessionsResultSchema,
  SUCCESS_MESSAGES,
  successEnvelope,
  UpcomingSessionsQuerySchema,
  UpdateCoachAvailabilityBodySchema,
  UpdateSessionBodySchema,
} from '@coaching/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { caller, type Guards } from '../../http/authenticate.js';
import { errorReplies, signedInRoutes } from '../../http/docs.js';
import { ok } from '../../http/envelope.js';
import { actorOf } from '../audit/actor.js';
import type { SessionsService } from './sessions.service.js';

const Errors = errorReplies(400, 401, 403, 404, 409);
const SessionReply = successEnvelope(SessionResultSchema);
const common = signedInRoutes('sessions');

export type SessionsRoutesOptions = { sessionsService: SessionsService; guards: Guards };

/** /api/sessions: sessions between a coach and a client (spec section 7, Sessions). */
export const sessionsRoutes: FastifyPluginAsyncZod<SessionsRoutesOptions> = async (app, { sessionsService, guards }) => {
  app.addHook('onRequest', guards.requireAuth());

  app.get('', {
    schema: {
      ...common,
      summary: "The caller's sessions (an admin's: everyone's), filtered by status and dates, latest first unless sort=scheduledDate",
      querystring: SessionListQuerySchema,
      response: { 200: successEnvelope(SessionListSchema), ...Errors },
    },
  }, async (request) => ok(await sessionsService.list(caller(request), request.query)));

  app.post('', {
    schema: {
      ...common,
      summary: "A coach schedules a session with one of their clients; a client books a free slot of their own coach (GET /coaches/{id}/availability)",
      body: CreateSessionBodySchema,
      response: { 201: SessionReply, ...Errors },
    },
  }, async (request, reply) => {
    const session = await sessionsService.create(caller(request), request.body);
    return reply.status(201).send(ok({ session }, SUCCESS_MESSAGES.sessionCreated));
  });

  app.get('/upcoming/list', {
    schema: {
      ...common,
      summary: "The caller's sessions still to come within `days`, soonest first",
      querystring: UpcomingSessionsQuerySchema,
      response: { 200: successEnvelope(SessionsResultSchema), ...Errors },
    },
  }, async (request) => ok({ sessions: await sessionsService.upcoming(caller(request), request.query) }));

  app.get('/:id', {
    schema: { ...common, summary: 'One session: its two people and admins', params: IdParamsSchema, response: { 200: SessionReply, ...Errors } },
  }, async (request) => ok({ session: await sessionsService.get(caller(request), request.params.id) }));

  app.put('/:id', {
    schema: {
      ...common,
      summary: 'Change the details (the coach) or the time (either, under the cancellation and rescheduling policy)',
      params: IdParamsSchema,
      body: UpdateSessionBodySchema,
      response: { 200: SessionReply, ...Errors },
    },
  }, async (request) => ok({ session: await sessionsService.update(caller(request), request.params.id, request.body) }, SUCCESS_MESSAGES.sessionUpdated));

  const hostAction = (path: string, action: 'confirm' | 'start' | 'noShow', summary: string, message?: string) =>
    app.patch(path, {
      schema: { ...common, summary, params: IdParamsSchema, response: { 200: SessionReply, ...Errors } },
    }, async (request) => ok({ session: await sessionsService.host(caller(request), request.params.id, action) }, message));

  hostAction('/:id/confirm', 'confirm', "The coach confirms a client's booking", SUCCESS_MESSAGES.sessionUpdated);
  hostAction('/:id/start', 'start', 'The coach starts the session', SUCCESS_MESSAGES.sessionStarted);
  hostAction('/:id/no-show', 'noShow', 'The coach records that the client did not come', SUCCESS_MESSAGES.sessionUpdated);

  app.patch('/:id/complete', {
    // The completion commits in its own transaction; the AI's draft of the notes may then wait on a model.
    config: { writeTransaction: false },
    schema: {
      ...common,
      summary: 'The coach completes the session, with their notes',
      params: IdParamsSchema,
      body: CompleteSessionBodySchema.nullish(),
      response: { 200: SessionReply, ...Errors },
    },
  }, async (request) =>
    ok({ session: await sessionsService.complete(caller(request), request.params.id, request.body?.notes) }, SUCCESS_MESSAGES.sessionCompleted));

  app.patch('/:id/cancel', {
    schema: {
      ...common,
      summary: "Cancel with a reason: either person or an admin; a client's cancellation inside the coach's notice is recorded as late",
      params: IdParamsSchema,
      body: CancelSessionBodySchema,
      response: { 200: SessionReply, ...Errors },
    },
  }, async (request) => ok({ session: await sessionsService.cancel(actorOf(request), request.params.id, request.body.reason) }, SUCCESS_MESSAGES.sessionCancelled));

  app.patch('/:id/waive', {
    schema: {
      ...common,
      summary: "The coach lets a client's late cancellation or reschedule go",
      params: IdParamsSchema,
      response: { 200: SessionReply, ...Errors },
    },
  }, async (request) => ok({ session: await sessionsService.waiveLate(caller(request), request.params.id) }, SUCCESS_MESSAGES.sessionUpdated));

  app.patch('/:id/feedback', {
    schema: {
      ...common,
      summary: 'The client rates a completed session (1-10, default 8), once',
      params: IdParamsSchema,
      body: SessionFeedbackBodySchema,
      response: { 200: SessionReply, ...Errors },
    },
  }, async (request) => ok({ session: await sessionsService.feedback(caller(request), request.params.id, request.body) }, SUCCESS_MESSAGES.feedbackSubmitted));

  app.get('/:id/analytics', {
    schema: {
      ...common,
      summary: "The session's length and feedback, and the client's goal progress since their session before it",
      params: IdParamsSchema,
      response: { 200: successEnvelope(z.object({ analytics: CoachingSessionAnalyticsSchema })), ...Errors },
    },
  }, async (request) => ok({ analytics: await sessionsService.analytics(caller(request), request.params.id) }));

  app.get('/:id/ics', {
    schema: {
      ...common,
      summary: "Add to calendar: the session as an invitation file (session-{id}.ics)",
      params: IdParamsSchema,
      response: { 200: z.string(), ...Errors },
    },
  }, async (request, reply) => {
    const { filename, content } = await sessionsService.invitation(caller(request), request.params.id);
    reply.header('content-disposition', `attachment; filename="${filename}"`);
    return reply.type('text/calendar; charset=utf-8').send(content);
  });
};

/** /api/coach/availability and /api/coaches/{id}/availability: a coach's hours and their bookable slots. */
export const availabilityRoutes: FastifyPluginAsyncZod<SessionsRoutesOptions> = async (app, { sessionsService, guards }) => {
  app.addHook('onRequest', guards.requireAuth());
  const tagged = signedInRoutes('scheduling');

  app.get('/coach/availability', {
    schema: { ...tagged, summary: "The coach's weekly hours, date overrides, blocked times and session preferences", response: { 200: successEnvelope(CoachAvailabilitySchema), ...Errors } },
  }, async (request) => ok(await sessionsService.availability(caller(request))));

  app.put('/coach/availability', {
    schema: {
      ...tagged,
      summary: "Change the coach's weekly hours and timezone, overrides (all replaced), blocked times (all replaced) and session preferences",
      body: UpdateCoachAvailabilityBodySchema,
      response: { 200: successEnvelope(CoachAvailabilitySchema), ...Errors },
    },
  }, async (request) => ok(await sessionsService.updateAvailability(caller(request), request.body), SUCCESS_MESSAGES.settingsUpdated));

  app.get('/coaches/:id/availability', {
    schema: {
      ...tagged,
      summary: "A coach's bookable slots between from and to (default: the next 14 days): for the coach, their clients and admins",
      params: IdParamsSchema,
      querystring: AvailabilityQuerySchema,
      response: { 200: successEnvelope(BookableSlotsSchema), ...Errors },
    },
  }, async (request) => ok(await sessionsService.slots(caller(request), request.params.id, request.query)));

  app.get('/calendar/feed', {
    schema: { ...tagged, summary: "The private address of the caller's calendar feed (ICS), to subscribe to", response: { 200: successEnvelope(CalendarFeedSchema), ...Errors } },
  }, async (request) => ok(await sessionsService.feedUrl(caller(request))));

  app.post('/calendar/feed/rotate', {
    schema: { ...tagged, summary: "A new address for the caller's calendar feed; the old one stops working", response: { 200: successEnvelope(CalendarFeedSchema), ...Errors } },
  }, async (request) => ok(await sessionsService.rotateFeed(caller(request))));
};

/** GET /api/calendar/{address}.ics: the feed calendars subscribe to, found by its signed address (no sign-in). */
export const calendarFeedRoutes: FastifyPluginAsyncZod<{ sessionsService: SessionsService }> = async (app, { sessionsService }) => {
  app.get('/calendar/:address', {
    schema: {
      tags: ['scheduling'],
      summary: "A person's sessions as an iCalendar feed, at the private address GET /calendar/feed gives",
      params: z.object({ address: z.string().max(120) }),
      response: { 200: z.string(), ...errorReplies(404) },
    },
  }, async (request, reply) => {
    const feed = await sessionsService.feed(request.params.address);
    reply.header('cache-control', 'private, max-age=300');
    return reply.type('text/calendar; charset=utf-8').send(feed);
  });
};
