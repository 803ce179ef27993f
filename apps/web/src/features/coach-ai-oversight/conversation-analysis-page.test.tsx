import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AI_OVERSIGHT_MESSAGES } from '@coaching/contract';
import common from '../../i18n/locales/en/common.js';
import en from '../../i18n/locales/en/coach-ai-oversight.js';
import { apiFail, callsTo } from '../../test/fake-api.js';
import { CONVERSATION_ID, makeAnalysis, renderOversight, RILEY_ID } from './oversight-test-utils.js';

afterEach(() => vi.useRealTimers());

const path = `/coach/conversation-analysis/${CONVERSATION_ID}`;
const region = (name: string) => screen.findByRole('region', { name });

describe('ConversationAnalysisPage', () => {
  it('shows the sentiment of each client message, in order, with its time and score', async () => {
    renderOversight({ path });
    expect(await screen.findByRole('heading', { level: 2, name: 'Leading team meetings' })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: en.analysis.sentimentTitle });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => [within(row).getByRole('rowheader').textContent, ...within(row).getAllByRole('cell').map((cell) => cell.textContent)])).toEqual([
      ['1', 'Mar 6, 2030, 9:00 AM', '0.62'],
      ['2', 'Mar 6, 2030, 9:05 AM', '0.31'],
      ['3', 'Mar 6, 2030, 9:10 AM', '0.48'],
    ]);
  });

  it('shows engagement, the stages reached, insights, action items with their status and the flags', async () => {
    renderOversight({ path });
    expect(await screen.findByText('High')).toBeInTheDocument();
    const stages = within(await region(en.analysis.stagesTitle)).getAllByTestId('stage');
    expect(stages.map((stage) => stage.textContent)).toEqual([
      expect.stringMatching(/^Goal.*Reached$/),
      expect.stringMatching(/^Reality.*Reached$/),
      expect.stringMatching(/^Options.*Reached$/),
      expect.stringMatching(/Will.*Not reached$/),
    ]);
    expect(stages[2]).toHaveAttribute('aria-current', 'step');
    expect(within(await region(en.analysis.insightsTitle)).getByText('Meetings run long without an agenda')).toBeInTheDocument();
    const items = within(await region(en.analysis.actionItemsTitle)).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      expect.stringMatching(/^Send an agenda by Friday.*Due Mar 8, 2030.*In progress$/),
      expect.stringMatching(/^Ask for feedback.*Completed$/),
    ]);
    const flags = await region(en.analysis.flagsTitle);
    expect(within(flags).getByText(en.analysis.flagged)).toBeInTheDocument();
    expect(within(flags).getByTestId('analysis-alert')).toHaveTextContent('Self-harm · Concern');
    expect(within(flags).getByTestId('analysis-alert')).toHaveTextContent('Called Riley; she is safe.');
    expect(within(flags).getByTestId('analysis-alert')).toHaveTextContent(en.alerts.resolvedStatus);
  });

  it("links to the client's AI conversations", async () => {
    renderOversight({ path });
    expect(await screen.findByRole('link', { name: "Riley Chen's AI conversations" })).toHaveAttribute('href', `/coach/client/${RILEY_ID}/ai-conversations`);
  });

  it('says so when the client has written nothing and nothing is flagged', async () => {
    renderOversight({ path, analysis: makeAnalysis({ sentiment: { overall: 0.5, points: [] }, flagged: false, alerts: [], actionItems: [], keyInsights: [] }) });
    expect(await screen.findByText(en.analysis.sentimentEmpty)).toBeInTheDocument();
    expect(screen.getByText(en.analysis.noFlags)).toBeInTheDocument();
    expect(screen.getByText(en.analysis.actionItemsEmpty)).toBeInTheDocument();
  });

  it('says the conversation cannot be found rather than offering to try again', async () => {
    renderOversight({ path: '/coach/conversation-analysis/00000000-0000-4000-8000-000000000999' });
    expect(await screen.findByText(en.analysis.notFound)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: en.tryAgain })).not.toBeInTheDocument();
  });

  it('says conversation analysis is turned off, with the way to Settings, and asks the server for nothing', async () => {
    const { server } = renderOversight({ path, aiAssistance: { conversationAnalysis: false } });
    expect(await screen.findByText(AI_OVERSIGHT_MESSAGES.conversationAnalysisOff)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: common.aiAssistanceOff.openSettings })).toHaveAttribute('href', '/coach/settings');
    expect(screen.queryByRole('table', { name: en.analysis.sentimentTitle })).not.toBeInTheDocument();
    expect(callsTo(server.calls, 'GET', /\/analysis$/)).toEqual([]);
  });

  it('says the same, not "try again", when the server refuses because the coach turned it off elsewhere', async () => {
    renderOversight({ path, override: (call) => (call.path.endsWith('/analysis') ? apiFail(403, AI_OVERSIGHT_MESSAGES.conversationAnalysisOff, 'FORBIDDEN') : undefined) });
    expect(await screen.findByText(AI_OVERSIGHT_MESSAGES.conversationAnalysisOff)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: en.tryAgain })).not.toBeInTheDocument();
  });
});
