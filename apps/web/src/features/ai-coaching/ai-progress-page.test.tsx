import { AI_COACHING_MESSAGES as M } from '@coaching/contract';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiFail, callsTo, makeStats, renderAiCoaching } from './ai-coaching-test-utils.js';

const PATH = '/client/ai-coaching/progress';
const conversationId = '1d2c3b4a-5e6f-4a7b-8c9d-0e1f2a3b4c5d';

const statsWithItems = () =>
  makeStats({
    actionItems: [
      { _id: crypto.randomUUID(), item: 'Book a 1:1 with Sam', status: 'pending', deadline: null, createdAt: '2026-03-01T10:00:00.000Z', conversationId, conversationTitle: 'Leading my team' },
    ],
  });

describe('AiProgressPage', () => {
  it('shows the totals, the overall score, the goals and each action item with its conversation', async () => {
    renderAiCoaching({ path: PATH, stats: statsWithItems() });
    expect(await screen.findByRole('heading', { level: 1, name: M.progressTitle })).toBeInTheDocument();
    expect(await screen.findByText(M.progressTotalConversations)).toBeInTheDocument();
    expect(screen.getByText('24')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: M.progressOverallScore })).toHaveAttribute('aria-valuenow', '64');
    expect(screen.getByText('Lead with confidence')).toBeInTheDocument();
    const items = screen.getByRole('region', { name: M.progressActionItems });
    expect(within(items).getByRole('link', { name: 'Leading my team' })).toHaveAttribute('href', `/client/ai-coaching/session/${conversationId}`);
    expect(within(items).getByText(M.actionItemStatusLabels.pending)).toBeInTheDocument();
  });

  it('toggles an action item', async () => {
    const stats = statsWithItems();
    const { server, user } = renderAiCoaching({ path: PATH, stats });
    await user.click(await screen.findByRole('checkbox', { name: 'Book a 1:1 with Sam' }));
    expect(await screen.findByText(M.actionItemStatusLabels.completed)).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Book a 1:1 with Sam' })).toBeChecked();
    expect(callsTo(server.calls, 'PUT')).toEqual([
      { path: `/ai-coaching/conversations/${conversationId}/action-items/${stats.actionItems[0]!._id}`, method: 'PUT', body: { status: 'completed' } },
    ]);
  });

  it('invites a first conversation when there is no AI coaching yet', async () => {
    renderAiCoaching({ path: PATH, stats: makeStats({ totalAIConversations: 0, activeConversations: 0, totalMessages: 0, lastAISession: null, coachingGoals: [] }) });
    expect(await screen.findByText(M.progressEmpty)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: M.progressStart })).toHaveAttribute('href', '/client/ai-coaching');
  });

  it('explains a failed load and loads again on Try again', async () => {
    let attempts = 0;
    const { user } = renderAiCoaching({
      path: PATH,
      override: (call) => (call.path === '/ai-coaching/stats' && ++attempts === 1 ? apiFail(500, 'boom', 'INTERNAL_ERROR') : undefined),
    });
    expect(await screen.findByRole('status', { name: M.progressLoading })).toBeInTheDocument();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(M.progressLoadFailed);
    await user.click(within(alert).getByRole('button', { name: M.tryAgain }));
    expect(await screen.findByText(M.progressTotalConversations)).toBeInTheDocument();
  });
});
