import { AI_COACHING_MESSAGES as M } from '@coaching/contract';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import SCORE_TEXTS from '../../i18n/locales/en/ai-coaching.js';
import { apiFail, callsTo, makeStats, renderAiCoaching } from './ai-coaching-test-utils.js';

const SCORE = SCORE_TEXTS.score;

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

  it('says what overall progress is made of, in words and part by part', async () => {
    renderAiCoaching({ path: PATH, stats: statsWithItems() });
    const overall = await screen.findByRole('progressbar', { name: M.progressOverallScore });
    expect(overall).toHaveAccessibleDescription(SCORE.explanation);
    const parts = within(screen.getByRole('list', { name: SCORE.partsLabel })).getAllByRole('listitem');
    expect(parts.map((part) => part.textContent)).toEqual([
      `${SCORE.parts.actionItems}counts for 40%1 of 2 completed`,
      `${SCORE.parts.sentiment}counts for 30%62% positive`,
      `${SCORE.parts.rating}counts for 30%average 4.4 of 5 stars`,
    ]);
    expect(within(parts[0]!).getByRole('progressbar', { name: SCORE.parts.actionItems })).toHaveAttribute('aria-valuenow', '50');
    expect(within(parts[2]!).getByRole('progressbar', { name: SCORE.parts.rating })).toHaveAttribute('aria-valuetext', 'average 4.4 of 5 stars');
  });

  it('tells which parts do not count yet, and shares the score out over the others', async () => {
    const base = makeStats().progressMetrics;
    const progressMetrics = {
      ...base,
      overallScore: 55,
      averageRating: null,
      scoreParts: [
        { part: 'actionItems' as const, score: 50, weight: 57 },
        { part: 'sentiment' as const, score: 62, weight: 43 },
      ],
    };
    renderAiCoaching({ path: PATH, stats: makeStats({ progressMetrics }) });
    const parts = within(await screen.findByRole('list', { name: SCORE.partsLabel })).getAllByRole('listitem');
    expect(parts[0]).toHaveTextContent('counts for 57%');
    expect(parts[1]).toHaveTextContent('counts for 43%');
    expect(parts[2]).toHaveTextContent(SCORE.missing.rating);
    expect(within(parts[2]!).queryByRole('progressbar')).not.toBeInTheDocument();
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
