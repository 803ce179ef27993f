import {
  ActionItemResultSchema,
  AiConfigResultSchema,
  AiConversationListSchema,
  AiConversationResultSchema,
  AiConversationSummarySchema,
  AiStatsSchema,
  AssistGoalResultSchema,
  AuthResultSchema,
  AuthSessionListSchema,
  RevokeOtherSessionsResultSchema,
  BookableSlotsSchema,
  CalendarFeedSchema,
  CoachAvailabilitySchema,
  CoachClientListSchema,
  CoachMetricsSchema,
  CoachingSessionAnalyticsSchema,
  CoachAiInsightsSchema,
  ConversationAnalyticsSchema,
  ConversationListSchema,
  ConversationMessagePageSchema,
  ConversationSchema,
  CoachingSuggestionsResultSchema,
  GoalSchema,
  GoalStatsSchema,
  GuardrailsResultSchema,
  NotificationChannelsSchema,
  NotificationListSchema,
  PushSubscriptionResultSchema,
  NullResultSchema,
  ReviewAlertResultSchema,
  SendAiMessageResultSchema,
  SendConversationMessageResultSchema,
  SentimentAnalysisSchema,
  SessionAnalyticsSchema,
  SessionListSchema,
  SessionResultSchema,
  SessionsResultSchema,
  TemplateListSchema,
  TemplateResultSchema,
  StreamChunkEventSchema,
  StreamDoneEventSchema,
  StreamErrorEventSchema,
  TokenResultSchema,
  UserEventSchema,
  UserResultSchema,
  ConversationSummaryResultSchema,
  GoalSuggestionsSchema,
  PreSessionBriefResultSchema,
  CoachAiAnalyticsSchema,
  CoachClientResultSchema,
  ConversationAnalysisSchema,
  OversightAlertListSchema,
  OversightAlertResultSchema,
  OversightConversationListSchema,
  OversightSummarySchema,
  OversightTranscriptSchema,
  InvitationListSchema,
  InvitationPreviewResultSchema,
  InvitationResultSchema,
  ReceivedInvitationListSchema,
  ClientAiConfigResultSchema,
  TranscriptReadListSchema,
  AccountExportSchema,
  ClientMetricsSchema,
  ReflectionListSchema,
  ReflectionResultSchema,
  SkillRatingOverviewSchema,
  SkillRatingResultSchema,
  UserListSchema,
  GeneralSettingsReplySchema,
  AiSettingsReplySchema,
  AiTestReplySchema,
  CrisisResourceListSchema,
  CrisisResourceSchema,
  AuditListSchema,
  AccountInvitationResultSchema,
  AccountInvitationPreviewResultSchema,
  CoachVerificationResultSchema,
  AccountInvitationListSchema,
  PlatformAnalyticsSchema,
  SessionsAnalyticsSchema,
  ConversationsAnalyticsSchema,
  HealthSchema,
} from '@coaching/contract';
import { z } from 'zod';

/**
 * A route's success reply: the contract schema of its envelope's `data` (json), of each Server-Sent
 * Event (events), or nothing for a file sent as is (file); and its status.
 */
type RouteReply = { kind: 'json' | 'events' | 'file'; data: z.ZodType; status: number };

const ok = <S extends z.ZodType>(data: S) => ({ kind: 'json', data, status: 200 }) as const;
const created = <S extends z.ZodType>(data: S) => ({ kind: 'json', data, status: 201 }) as const;
const events = <S extends z.ZodType>(event: S) => ({ kind: 'events', data: event, status: 200 }) as const;
/** A file sent as it is; one sent as JSON (an export) must parse as `data`. */
const file = <S extends z.ZodType>(data?: S) => ({ kind: 'file', data: data ?? z.unknown(), status: 200 }) as const;

/**
 * Every API route, keyed "METHOD /path" below /api with :params, and the reply the server declares for
 * it (the `response` schemas of apps/server/src/modules/*\/*.routes.ts). A web fake's reply on one of
 * them is parsed by this schema, so a fake cannot answer what the API never would. A new domain adds
 * its routes here as it adds them to the server.
 */
export const API_ROUTES = {
  'POST /auth/login': ok(AuthResultSchema),
  'POST /auth/register': created(AuthResultSchema),
  'POST /auth/refresh-token': ok(TokenResultSchema),
  'POST /auth/logout': ok(NullResultSchema),
  'GET /auth/me': ok(UserResultSchema),
  'PUT /auth/me': ok(UserResultSchema),
  'PUT /auth/change-password': ok(AuthResultSchema),
  'GET /auth/sessions': ok(AuthSessionListSchema),
  'DELETE /auth/sessions/:id': ok(NullResultSchema),
  'POST /auth/sessions/revoke-others': ok(RevokeOtherSessionsResultSchema),
  'POST /auth/forgot-password': ok(NullResultSchema),
  'POST /auth/reset-password': ok(NullResultSchema),

  'GET /events': events(UserEventSchema),

  'GET /goals': ok(z.array(GoalSchema)),
  'GET /goals/stats': ok(GoalStatsSchema),
  'GET /goals/:id': ok(GoalSchema),
  'POST /goals': created(GoalSchema),
  'PUT /goals/:id': ok(GoalSchema),
  'PUT /goals/:goalId/milestones/:milestoneId': ok(GoalSchema),
  'DELETE /goals/:id': ok(NullResultSchema),

  'POST /ai-coaching/assist-goal': ok(AssistGoalResultSchema),
  'POST /ai-coaching/conversations': created(AiConversationResultSchema),
  'GET /ai-coaching/conversations': ok(AiConversationListSchema),
  'GET /ai-coaching/conversations/:id': ok(AiConversationResultSchema),
  'DELETE /ai-coaching/conversations/:id': ok(NullResultSchema),
  'PUT /ai-coaching/conversations/:id/context': ok(AiConversationResultSchema),
  'POST /ai-coaching/conversations/:id/complete': ok(AiConversationResultSchema),
  'POST /ai-coaching/conversations/:id/messages': ok(SendAiMessageResultSchema),
  'POST /ai-coaching/conversations/:id/stream': events(z.union([StreamChunkEventSchema, StreamDoneEventSchema, StreamErrorEventSchema])),
  'POST /ai-coaching/conversations/:id/action-items': created(ActionItemResultSchema),
  'PUT /ai-coaching/conversations/:id/action-items/:itemId': ok(ActionItemResultSchema),
  'GET /ai-coaching/conversations/:id/analytics': ok(SessionAnalyticsSchema),
  'POST /ai-coaching/conversations/:id/analytics': ok(SessionAnalyticsSchema),
  'GET /ai-coaching/conversations/:id/export': file(),
  'GET /ai-coaching/summary/:id': ok(AiConversationSummarySchema),
  'GET /ai-coaching/stats': ok(AiStatsSchema),
  'GET /ai-coaching/coach-insights': ok(CoachAiInsightsSchema),
  'GET /ai-coaching/guardrails/:id': ok(GuardrailsResultSchema),
  'PUT /ai-coaching/guardrails/:id': ok(GuardrailsResultSchema),
  'POST /ai-coaching/alerts/:id/review': ok(ReviewAlertResultSchema),
  'POST /ai-coaching/alerts/:id/resolve': ok(OversightAlertResultSchema),
  'GET /ai-coaching/alerts': ok(OversightAlertListSchema),
  'GET /ai-coaching/coach-analytics': ok(CoachAiAnalyticsSchema),
  'GET /ai-coaching/conversations/:id/analysis': ok(ConversationAnalysisSchema),

  'GET /admin/conversations': ok(OversightConversationListSchema),
  'GET /admin/conversations/summary': ok(OversightSummarySchema),
  'GET /admin/conversations/:kind/:id/transcript': ok(OversightTranscriptSchema),

  'GET /conversations': ok(ConversationListSchema),
  'POST /conversations': created(z.object({ conversation: ConversationSchema })),
  'GET /conversations/unread-count': ok(z.object({ unread: z.number().int().min(0) })),
  'GET /conversations/:id': ok(z.object({ conversation: ConversationSchema })),
  'PUT /conversations/:id': ok(z.object({ conversation: ConversationSchema })),
  'DELETE /conversations/:id': ok(z.object({ conversation: ConversationSchema })),
  'POST /conversations/:id/messages': created(SendConversationMessageResultSchema),
  'GET /conversations/:id/messages': ok(ConversationMessagePageSchema),
  'PUT /conversations/:id/read': ok(z.object({ conversation: ConversationSchema })),
  'POST /conversations/:id/typing': ok(z.null()),
  'GET /conversations/:id/analytics': ok(z.object({ analytics: ConversationAnalyticsSchema })),
  'GET /conversations/:id/export': file(),

  'GET /notifications': ok(NotificationListSchema),
  'PUT /notifications/read-all': ok(z.null()),
  'PUT /notifications/:id/read': ok(z.null()),
  'GET /notifications/channels': ok(NotificationChannelsSchema),
  'POST /notifications/push-subscriptions': created(PushSubscriptionResultSchema),
  'DELETE /notifications/push-subscriptions': ok(z.null()),

  'GET /sessions': ok(SessionListSchema),
  'POST /sessions': created(SessionResultSchema),
  'GET /sessions/upcoming/list': ok(SessionsResultSchema),
  'GET /sessions/:id': ok(SessionResultSchema),
  'PUT /sessions/:id': ok(SessionResultSchema),
  'PATCH /sessions/:id/confirm': ok(SessionResultSchema),
  'PATCH /sessions/:id/start': ok(SessionResultSchema),
  'PATCH /sessions/:id/no-show': ok(SessionResultSchema),
  'PATCH /sessions/:id/complete': ok(SessionResultSchema),
  'PATCH /sessions/:id/cancel': ok(SessionResultSchema),
  'PATCH /sessions/:id/waive': ok(SessionResultSchema),
  'PATCH /sessions/:id/feedback': ok(SessionResultSchema),
  'GET /sessions/:id/analytics': ok(z.object({ analytics: CoachingSessionAnalyticsSchema })),
  'GET /sessions/:id/ics': file(),
  'GET /coach/clients': ok(CoachClientListSchema),
  'DELETE /coach/clients/:id': ok(z.null()),
  'GET /coach/clients/:id': ok(CoachClientResultSchema),
  'GET /analytics/coach': ok(CoachMetricsSchema),
  'GET /analytics/client': ok(ClientMetricsSchema),
  'GET /analytics/client/:id': ok(ClientMetricsSchema),
  'GET /analytics/overview': ok(PlatformAnalyticsSchema),
  'GET /health': ok(HealthSchema),
  'GET /analytics/sessions': ok(SessionsAnalyticsSchema),
  'GET /analytics/conversations': ok(ConversationsAnalyticsSchema),
  'GET /coach/availability': ok(CoachAvailabilitySchema),
  'PUT /coach/availability': ok(CoachAvailabilitySchema),
  'GET /coaches/:id/availability': ok(BookableSlotsSchema),
  'GET /calendar/feed': ok(CalendarFeedSchema),
  'POST /calendar/feed/rotate': ok(CalendarFeedSchema),

  'POST /ai/suggestions/:id': ok(CoachingSuggestionsResultSchema),
  'GET /ai/analyze/:id/sentiment': ok(SentimentAnalysisSchema),
  'PUT /ai/config/:id': ok(AiConfigResultSchema),

  'GET /templates': ok(TemplateListSchema),
  'POST /templates': created(TemplateResultSchema),
  'GET /templates/:id': ok(TemplateResultSchema),
  'PUT /templates/:id': ok(TemplateResultSchema),
  'DELETE /templates/:id': ok(z.null()),
  'POST /templates/:id/duplicate': created(TemplateResultSchema),
  'POST /templates/:id/use': ok(TemplateResultSchema),

  'POST /coach/ai-tools/brief': ok(PreSessionBriefResultSchema),
  'POST /coach/ai-tools/summary': ok(ConversationSummaryResultSchema),
  'POST /coach/ai-tools/goal-suggestions': ok(GoalSuggestionsSchema),

  'GET /coach/invitations': ok(InvitationListSchema),
  'POST /coach/invitations': created(InvitationResultSchema),
  'POST /coach/invitations/:id/resend': ok(InvitationResultSchema),
  'DELETE /coach/invitations/:id': ok(InvitationResultSchema),
  'GET /invitations/mine': ok(ReceivedInvitationListSchema),
  'GET /invitations/:token': ok(InvitationPreviewResultSchema),
  'POST /invitations/:id/respond': ok(z.null()),

  'GET /coach/clients/:id/ai-config': ok(ClientAiConfigResultSchema),
  'PUT /coach/clients/:id/ai-config': ok(ClientAiConfigResultSchema),
  'GET /coach/ai-settings': ok(ClientAiConfigResultSchema),
  'PUT /coach/ai-settings': ok(ClientAiConfigResultSchema),
  'PUT /coach/clients/:id': ok(CoachClientResultSchema),

  'GET /ai-coaching/transcript-reads': ok(TranscriptReadListSchema),
  'GET /auth/me/export': file(AccountExportSchema),
  'DELETE /auth/me': ok(z.null()),

  'GET /reflections': ok(ReflectionListSchema),
  'POST /reflections': created(ReflectionResultSchema),
  'PUT /reflections/:id': ok(ReflectionResultSchema),
  'DELETE /reflections/:id': ok(z.null()),
  'GET /skill-ratings': ok(SkillRatingOverviewSchema),
  'POST /skill-ratings': created(SkillRatingResultSchema),

  'GET /users': ok(UserListSchema),
  'GET /users/:id': ok(UserResultSchema),
  'PUT /users/:id': ok(UserResultSchema),
  'DELETE /users/:id': ok(UserResultSchema),
  'PATCH /users/:id/reactivate': ok(UserResultSchema),
  'PATCH /users/:id/permissions': ok(UserResultSchema),

  'GET /admin/settings': ok(GeneralSettingsReplySchema),
  'PUT /admin/settings': ok(GeneralSettingsReplySchema),
  'GET /admin/ai-settings': ok(AiSettingsReplySchema),
  'PUT /admin/ai-settings': ok(AiSettingsReplySchema),
  'POST /admin/ai-settings/test': ok(AiTestReplySchema),
  'GET /admin/crisis-resources': ok(CrisisResourceListSchema),
  'PUT /admin/crisis-resources': ok(z.object({ resource: CrisisResourceSchema })),
  'PATCH /admin/crisis-resources/:id': ok(z.object({ resource: CrisisResourceSchema })),
  'DELETE /admin/crisis-resources/:id': ok(z.object({})),
  'GET /admin/audit': ok(AuditListSchema),
  'PATCH /users/:id/verification': ok(UserResultSchema),
  'POST /admin/invitations': created(AccountInvitationResultSchema),
  'GET /admin/invitations': ok(AccountInvitationListSchema),
  'POST /admin/invitations/:id/resend': ok(AccountInvitationResultSchema),
  'DELETE /admin/invitations/:id': ok(AccountInvitationResultSchema),
  'GET /account-invitations/:token': ok(AccountInvitationPreviewResultSchema),
  'POST /account-invitations/accept': created(AuthResultSchema),
  'GET /coach/verification': ok(CoachVerificationResultSchema),
  'PUT /coach/verification': ok(CoachVerificationResultSchema),
} satisfies Record<string, RouteReply>;

export type ApiRoute = keyof typeof API_ROUTES;

/** What a fake may put in `data` for a route: the schema's input, so defaults may be left out. */
export type ApiData<R extends ApiRoute> = z.input<(typeof API_ROUTES)[R]['data']>;

/** Routes whose success reply is a JSON envelope. */
export type JsonApiRoute = { [R in ApiRoute]: (typeof API_ROUTES)[R]['kind'] extends 'json' ? R : never }[ApiRoute];

const patterns = Object.entries(API_ROUTES).map(([key, reply]) => {
  const [method, path] = key.split(' ') as [string, string];
  const regex = new RegExp(`^${path.replace(/:[A-Za-z]+/g, '[^/]+')}$`);
  return { key: key as ApiRoute, method, regex, reply: reply as RouteReply };
});

/** The route a request hits (query string ignored); literal segments win over :params, as in Fastify. */
export function matchRoute(method: string, path: string) {
  const pathname = path.split('?')[0] ?? '';
  const hits = patterns.filter((route) => route.method === method && route.regex.test(pathname));
  const params = (key: string) => key.split(':').length;
  return hits.sort((a, b) => params(a.key) - params(b.key))[0];
}
