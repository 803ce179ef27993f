import type { UserEvent } from '@coaching/contract';
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { aiCoachingKeys } from '../../api/ai-coaching.js';
import { aiOversightKeys } from '../../api/ai-oversight.js';
import { reactToUserEvent } from '../../realtime/use-user-events.js';

const ALERT_ID = '00000000-0000-4000-8000-000000000001';
const CLIENT_ID = '00000000-0000-4000-8000-000000000002';
const AT = '2030-03-06T12:00:00.000Z';

const EVENTS: [string, UserEvent][] = [
  ['a new alert', { type: 'safety.alert', data: { alertId: ALERT_ID, clientId: CLIENT_ID, clientName: 'Riley Chen', conversationId: null, level: 'concern', kind: 'abuse', at: AT } }],
  ['an alert acknowledged elsewhere', { type: 'safety.alert-changed', data: { alertId: ALERT_ID, clientId: CLIENT_ID, status: 'acknowledged', at: AT } }],
  ['an alert resolved elsewhere', { type: 'safety.alert-changed', data: { alertId: ALERT_ID, clientId: CLIENT_ID, status: 'resolved', at: AT } }],
];

describe('the oversight screens on the event stream', () => {
  it.each(EVENTS)('read the alerts, the trends, the analyses and the dashboard overview again on %s', (_name, event) => {
    const queryClient = new QueryClient();
    const keys = [aiOversightKeys.alerts(), aiOversightKeys.analytics(12), aiOversightKeys.analysis('c1'), aiOversightKeys.clientConversations('c2'), aiCoachingKeys.coachInsights()];
    for (const key of keys) queryClient.setQueryData(key, {});
    const unrelated = aiCoachingKeys.stats();
    queryClient.setQueryData(unrelated, {});
    reactToUserEvent(event, queryClient);
    expect(keys.map((key) => queryClient.getQueryState(key)?.isInvalidated)).toEqual(keys.map(() => true));
    expect(queryClient.getQueryState(unrelated)?.isInvalidated).toBe(false);
  });
});
