import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AI_OVERSIGHT_MESSAGES } from '@coaching/contract';
import common from '../../i18n/locales/en/common.js';
import en from '../../i18n/locales/en/coach-dashboard.js';
import { apiFail } from '../../test/fake-api.js';
import { activeAiClient, makeAlert, makeSummary, renderCoachDashboard } from './coach-dashboard-test-utils.js';

afterEach(() => vi.useRealTimers());

const block = () => screen.findByRole('region', { name: en.oversight.title });

describe('the AI Coaching Oversight block', () => {
  it('links to AI analytics and AI settings', async () => {
    renderCoachDashboard();
    const region = await block();
    expect(within(region).getByRole('link', { name: en.oversight.analytics })).toHaveAttribute('href', '/coach/ai-analytics');
    expect(within(region).getByRole('link', { name: en.oversight.settings })).toHaveAttribute('href', '/coach/ai-settings');
  });

  it('counts AI sessions, active AI clients (the first 3 named) and alerts (the first one quoted)', async () => {
    renderCoachDashboard({
      insights: {
        totalClientAISessions: 27,
        activeClients: [1, 2, 3, 4, 5].map(activeAiClient),
        conversationAlerts: [makeAlert(1, { level: 'crisis' }), makeAlert(2)],
      },
    });
    const region = await block();
    const counter = async (label: string) => (await within(region).findByRole('heading', { level: 3, name: label })).parentElement!;

    expect(within(await counter(en.oversight.totalSessions)).getByText('27')).toBeInTheDocument();

    const clients = await counter(en.oversight.activeClients);
    expect(within(clients).getByText('5')).toBeInTheDocument();
    const named = within(within(clients).getByRole('list')).getAllByRole('link');
    expect(named.map((link) => [link.textContent, link.getAttribute('href')])).toEqual(
      [1, 2, 3].map((n) => [`Client ${n}`, `/coach/client/${activeAiClient(n).clientId}/ai-conversations`]),
    );
    expect(within(clients).getByText('+2 more')).toBeInTheDocument();

    const alerts = await counter(en.oversight.alerts);
    expect(within(alerts).getByText('2')).toBeInTheDocument();
    expect(within(alerts).getByText('“Alert message 1”')).toBeInTheDocument();
    expect(within(alerts).getByText(en.oversight.level.crisis)).toBeInTheDocument();
    expect(within(alerts).queryByText(/Alert message 2/)).not.toBeInTheDocument();
    expect(within(alerts).getByRole('link', { name: 'From Client 1' })).toHaveAttribute('href', `/coach/conversation-analysis/${makeAlert(1).conversationId}`);
  });

  it('lists up to 3 recent AI summaries, each opening its analysis and the client’s AI conversations', async () => {
    renderCoachDashboard({ insights: { summaryReports: [1, 2, 3, 4].map(makeSummary) } });
    const region = await block();
    const list = await within(region).findByRole('list', { name: en.oversight.summaries });
    const items = within(list).getAllByTestId('ai-summary');
    expect(items).toHaveLength(3);
    for (const [index, item] of items.entries()) {
      const summary = makeSummary(index + 1);
      expect(within(item).getByRole('link', { name: summary.title })).toHaveAttribute('href', `/coach/conversation-analysis/${summary.conversationId}`);
      expect(within(item).getByRole('link', { name: `AI conversations with ${summary.clientName}` })).toHaveAttribute(
        'href',
        `/coach/client/${summary.clientId}/ai-conversations`,
      );
      expect(within(item).getByText(summary.summary)).toBeInTheDocument();
    }
  });

  it('with client insights turned off, says so in place of the summaries, and still shows the counters and the alert', async () => {
    // The server sends no summaries then; a stale list must not show either.
    renderCoachDashboard({
      aiAssistance: { clientInsights: false },
      insights: { totalClientAISessions: 4, conversationAlerts: [makeAlert(1, { level: 'crisis' })], summaryReports: [makeSummary(1)] },
    });
    const region = await block();
    expect(await within(region).findByText(AI_OVERSIGHT_MESSAGES.clientInsightsOff)).toBeInTheDocument();
    expect(within(region).getByRole('link', { name: common.aiAssistanceOff.openSettings })).toHaveAttribute('href', '/coach/settings');
    expect(within(region).queryAllByTestId('ai-summary')).toEqual([]);
    expect(within(region).getByText('“Alert message 1”')).toBeInTheDocument();
    expect(within(region).getByText('4')).toBeInTheDocument();
  });

  it('with conversation analysis turned off, opens the client’s AI conversations instead of an analysis', async () => {
    const alert = makeAlert(1);
    const summary = makeSummary(1);
    renderCoachDashboard({ aiAssistance: { conversationAnalysis: false }, insights: { conversationAlerts: [alert], summaryReports: [summary] } });
    const region = await block();
    expect(await within(region).findByRole('link', { name: 'From Client 1' })).toHaveAttribute('href', `/coach/client/${alert.clientId}/ai-conversations`);
    const [item] = within(region).getAllByTestId('ai-summary');
    expect(within(item!).queryByRole('link', { name: summary.title })).not.toBeInTheDocument();
    expect(within(item!).getByText(summary.title)).toBeInTheDocument();
    expect(within(region).queryAllByRole('link').filter((link) => link.getAttribute('href')?.startsWith('/coach/conversation-analysis'))).toEqual([]);
  });

  it('says when there is nothing to oversee yet', async () => {
    renderCoachDashboard();
    const region = await block();
    expect(await within(region).findByText(en.oversight.noSummaries)).toBeInTheDocument();
    expect(within(region).getByText(en.oversight.noActiveClients)).toBeInTheDocument();
    expect(within(region).getByText(en.oversight.noAlerts)).toBeInTheDocument();
  });

  it('says the overview could not be loaded and loads it again on request', async () => {
    let attempts = 0;
    const { user } = renderCoachDashboard({
      insights: { summaryReports: [makeSummary(1)] },
      override: (call) => (call.path === '/ai-coaching/coach-insights' && ++attempts === 1 ? apiFail(500, 'Boom', 'INTERNAL_ERROR') : undefined),
    });
    const region = await block();
    expect(await within(region).findByText(en.oversight.loadFailed)).toBeInTheDocument();
    await user.click(within(region).getByRole('button', { name: en.tryAgain }));
    await waitFor(() => expect(within(region).getByRole('link', { name: 'AI chat 1' })).toBeInTheDocument());
  });
});
