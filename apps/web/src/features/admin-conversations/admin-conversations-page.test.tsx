import type { OversightConversation, OversightTranscript } from '@coaching/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiFail, apiOk, type FetchCall } from '../../test/fake-api.js';
import { renderWithFakeApi } from '../../test/render-with-fake-api.js';
import { testUser } from '../../test/render.js';
import { AdminConversationsPage } from './admin-conversations-page.js';

const CLIENT = { _id: 'c0000000-0000-4000-8000-000000000001', firstName: 'Riley', lastName: 'Chen', email: 'riley@example.com', role: 'client' as const };
const COACH = { _id: 'c0000000-0000-4000-8000-000000000002', firstName: 'Sam', lastName: 'Patel', email: 'sam@example.com', role: 'coach' as const };

const human: OversightConversation = {
  _id: 'd0000000-0000-4000-8000-000000000001',
  kind: 'human',
  title: 'Weekly check-in',
  status: 'active',
  participants: [CLIENT, COACH],
  startedAt: '2026-03-01T09:00:00.000Z',
  lastActivityAt: '2026-03-02T09:00:00.000Z',
  messageCount: 4,
  flagged: false,
  safetyHold: false,
  alerts: { open: 0, reviewed: 0, resolved: 0 },
};
const crisis: OversightConversation = {
  ...human,
  _id: 'd0000000-0000-4000-8000-000000000002',
  kind: 'ai',
  title: 'A hard night',
  participants: [CLIENT],
  messageCount: 2,
  flagged: true,
  safetyHold: true,
  alerts: { open: 1, reviewed: 0, resolved: 0 },
};
const ALERT_ID = 'e0000000-0000-4000-8000-000000000001';

function transcriptOf(conversation: OversightConversation): OversightTranscript {
  return {
    conversation,
    messages: [
      { _id: 'f0000000-0000-4000-8000-000000000001', role: 'client', senderName: 'Riley Chen', content: 'I cannot sleep again.', createdAt: '2026-03-02T08:00:00.000Z' },
      { _id: 'f0000000-0000-4000-8000-000000000002', role: 'ai_coach', senderName: '', content: 'I am here with you.', createdAt: '2026-03-02T08:00:05.000Z' },
    ],
    truncated: false,
    alerts: [
      {
        _id: ALERT_ID,
        conversationId: conversation._id,
        clientId: CLIENT._id,
        clientName: 'Riley Chen',
        kind: 'suicide',
        level: 'crisis',
        excerpt: 'I cannot sleep again.',
        createdAt: '2026-03-02T08:00:00.000Z',
        status: 'open',
        acknowledgedAt: null,
        resolvedAt: null,
        resolutionNote: null,
      },
    ],
    readAt: '2026-03-02T10:00:00.000Z',
  };
}

type Server = { calls: FetchCall[]; failList: number | null };

function render(failList: number | null = null) {
  const me = testUser({ role: 'admin', permissions: ['conversations.oversee'] });
  const server: Server = { calls: [], failList };
  return renderWithFakeApi({
    user: me,
    server,
    routes: [{ path: '/admin/conversations', element: <AdminConversationsPage /> }],
    path: '/admin/conversations',
    handle: (state, call) => {
      const [path = '', search = ''] = call.path.split('?');
      if (path === '/admin/conversations/summary') return apiOk('GET /admin/conversations/summary', { openAlerts: 1, flaggedConversations: 1 });
      if (path === '/admin/conversations') {
        if (state.failList) return apiFail(state.failList, 'nope', state.failList === 403 ? 'FORBIDDEN' : 'INTERNAL_ERROR');
        const kind = new URLSearchParams(search).get('kind');
        const rows = [crisis, human].filter((row) => !kind || row.kind === kind);
        return apiOk('GET /admin/conversations', { conversations: rows, pagination: { page: 1, limit: 25, total: rows.length, pages: 1 } });
      }
      if (path.endsWith('/transcript')) return apiOk('GET /admin/conversations/:kind/:id/transcript', transcriptOf(crisis));
      if (path === `/ai-coaching/alerts/${ALERT_ID}/review`) {
        return apiOk('POST /ai-coaching/alerts/:id/review', {
          alert: { ...transcriptOf(crisis).alerts[0]!, reviewedAt: '2026-03-02T10:01:00.000Z' },
        });
      }
      return apiFail(404, 'not here', 'NOT_FOUND');
    },
  });
}

const listCalls = (server: Server) => server.calls.filter((call) => call.path.startsWith('/admin/conversations?') || call.path === '/admin/conversations').map((call) => call.path);

describe('/admin/conversations', () => {
  it('lists both kinds with who, message count, status and flags, and the open alerts', async () => {
    render();
    const grid = await screen.findByRole('grid', { name: 'Conversations' });
    expect(await within(grid).findByText('Weekly check-in')).toBeInTheDocument();
    expect(within(grid).getByText('Riley Chen · Sam Patel')).toBeInTheDocument();
    expect(within(grid).getByText('Flagged')).toBeInTheDocument();
    expect(within(grid).getByText('Coaching paused')).toBeInTheDocument();
    expect(within(grid).getByText('1 alert open')).toBeInTheDocument();
    expect(within(grid).getByText('None')).toBeInTheDocument();
    expect(screen.getByText('1 open safety alert')).toBeInTheDocument();
  });

  it('asks the server for one kind, flagged only, and a participant after the pause', async () => {
    const { server, user } = render();
    await screen.findByText('Weekly check-in');
    await user.click(screen.getByRole('combobox', { name: 'Kind' }));
    await user.click(await screen.findByRole('option', { name: 'AI coach' }));
    await waitFor(() => expect(screen.queryByText('Weekly check-in')).not.toBeInTheDocument());
    await user.click(screen.getByRole('switch', { name: 'Flagged only' }));
    await user.type(screen.getByRole('searchbox', { name: 'Search participants' }), 'riley');
    await waitFor(() => expect(listCalls(server).at(-1)).toBe('/admin/conversations?page=1&limit=25&kind=ai&flagged=true&q=riley'), { timeout: 3000 });
  });

  it('opens a transcript, says the reading was audited, and reviews the open alert with the existing call', async () => {
    const { server, user } = render();
    await screen.findByText('A hard night');
    await user.click(screen.getByRole('button', { name: 'Open transcript: A hard night' }));
    const dialog = await screen.findByRole('dialog', { name: 'Transcript: A hard night' });
    expect(await within(dialog).findByText('I am here with you.')).toBeInTheDocument();
    expect(within(dialog).getByText(/This reading was recorded in the audit log at/)).toBeInTheDocument();
    expect(within(dialog).getByText(/^AI coach ·/)).toBeInTheDocument();
    expect(server.calls.some((call) => call.path === `/admin/conversations/ai/${crisis._id}/transcript`)).toBe(true);

    await user.click(within(dialog).getByRole('button', { name: 'Mark reviewed' }));
    await waitFor(() => expect(within(dialog).queryByRole('button', { name: 'Mark reviewed' })).not.toBeInTheDocument());
    expect(within(dialog).getByText('Reviewed')).toBeInTheDocument();
    expect(server.calls.some((call) => call.method === 'POST' && call.path === `/ai-coaching/alerts/${ALERT_ID}/review`)).toBe(true);
  });

  it('shows the failure with Try Again, which asks again', async () => {
    const { server, user } = render(500);
    expect(await screen.findByText('Failed to load conversations')).toBeInTheDocument();
    server.failList = null;
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByText('Weekly check-in')).toBeInTheDocument();
  });

  it('tells an admin without conversations.oversee why there is nothing to see', async () => {
    render(403);
    expect(await screen.findByText('You need the conversations.oversee permission to oversee conversations.')).toBeInTheDocument();
    expect(screen.queryByRole('grid')).not.toBeInTheDocument();
  });
});
