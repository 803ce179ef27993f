import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import en from '../../i18n/locales/en/coach-ai-oversight.js';
import { apiFail, callsTo } from '../../test/fake-api.js';
import { makeOversightAlert, renderOversight, SAM_ID } from './oversight-test-utils.js';

afterEach(() => vi.useRealTimers());

/** The clients table's rows below its header, each as the texts of its cells. */
async function clientRows() {
  const table = await screen.findByRole('table', { name: en.table.title });
  const [, ...rows] = within(table).getAllByRole('row');
  return rows.map((row) => [...within(row).getAllByRole('rowheader'), ...within(row).getAllByRole('cell')].map((cell) => cell.textContent));
}

const alertsRegion = () => screen.findByRole('region', { name: en.alerts.title });

describe('AiAnalyticsPage', () => {
  it("lists each client's AI coaching, most recent activity first", async () => {
    renderOversight({ path: '/coach/ai-analytics' });
    expect(await screen.findByRole('heading', { level: 1, name: 'AI Analytics' })).toBeInTheDocument();
    expect(await clientRows()).toEqual([
      ['Riley Chen', '2', '5', '0.42', '0.7', '2 hours ago', '1'],
      ['Sam Ortiz', '1', '9', '0.81', '0.55', 'last week', '0'],
      ['Quinn Park', '0', '0', '—', '—', en.table.never, '0'],
    ]);
    expect(screen.getByRole('link', { name: "Riley Chen's AI conversations" })).toHaveAttribute('href', '/coach/client/00000000-0000-4000-8000-007100000001/ai-conversations');
  });

  it('sorts the clients by the column whose heading is chosen, and back the other way', async () => {
    const { user } = renderOversight({ path: '/coach/ai-analytics' });
    await clientRows();
    await user.click(screen.getByRole('button', { name: en.table.messages }));
    expect((await clientRows()).map((row) => row[0])).toEqual(['Sam Ortiz', 'Riley Chen', 'Quinn Park']);
    expect(screen.getByRole('columnheader', { name: en.table.messages })).toHaveAttribute('aria-sort', 'descending');
    await user.click(screen.getByRole('button', { name: en.table.messages }));
    expect((await clientRows()).map((row) => row[0])).toEqual(['Quinn Park', 'Riley Chen', 'Sam Ortiz']);
  });

  it('draws sentiment and messages per week, with their numbers as tables', async () => {
    renderOversight({ path: '/coach/ai-analytics' });
    const sentiment = await screen.findByRole('table', { name: en.charts.sentimentTitle });
    const [header, ...weeks] = within(sentiment).getAllByRole('row');
    expect(within(header!).getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual([en.week, 'Riley Chen', 'Sam Ortiz']);
    expect(weeks.map((row) => within(row).getAllByRole('cell').map((cell) => cell.textContent))).toEqual([
      ['—', '0.81'],
      ['0.6', '—'],
      ['0.3', '—'],
    ]);
    const messages = screen.getByRole('table', { name: en.charts.messagesTitle });
    expect(within(messages).getAllByRole('row').slice(1).map((row) => within(row).getAllByRole('cell').map((cell) => cell.textContent))).toEqual([
      ['0', '9'],
      ['2', '0'],
      ['3', '0'],
    ]);
  });

  it('acknowledges an open alert, which then shows as acknowledged', async () => {
    const { user, server } = renderOversight({ path: '/coach/ai-analytics', alerts: [makeOversightAlert(1)] });
    const region = await alertsRegion();
    const alert = await within(region).findByTestId('oversight-alert');
    expect(alert).toHaveTextContent('Riley Chen');
    expect(alert).toHaveTextContent('Suicide risk');
    expect(alert).toHaveTextContent('“I keep thinking about ending it”');
    await user.click(within(alert).getByRole('button', { name: "Acknowledge Riley Chen's alert" }));
    expect(callsTo(server.calls, 'POST', /\/alerts\/.+\/review$/)).toHaveLength(1);
    expect(await screen.findByText(en.alerts.acknowledgedToast)).toBeInTheDocument();
    await waitFor(() => expect(within(region).queryByRole('button', { name: "Acknowledge Riley Chen's alert" })).not.toBeInTheDocument());
    expect(within(region).getByText(en.alerts.acknowledged)).toBeInTheDocument();
  });

  it("links an alert to its conversation's analysis, except while the coach has conversation analysis off; the alert shows either way", async () => {
    renderOversight({ path: '/coach/ai-analytics', alerts: [makeOversightAlert(1)] });
    const alert = await within(await alertsRegion()).findByTestId('oversight-alert');
    expect(within(alert).getByRole('link', { name: en.alerts.analysis })).toBeInTheDocument();
    cleanup();

    renderOversight({ path: '/coach/ai-analytics', alerts: [makeOversightAlert(1)], aiAssistance: { conversationAnalysis: false } });
    const shown = await within(await alertsRegion()).findByTestId('oversight-alert');
    expect(shown).toHaveTextContent('Riley Chen');
    expect(within(shown).queryByRole('link', { name: en.alerts.analysis })).not.toBeInTheDocument();
    expect(within(shown).getByRole('link', { name: en.alerts.conversations })).toBeInTheDocument();
  });

  it('resolves an alert with a note after asking, and it leaves the list', async () => {
    const { user, server } = renderOversight({ path: '/coach/ai-analytics', alerts: [makeOversightAlert(1), makeOversightAlert(2, { clientId: SAM_ID, clientName: 'Sam Ortiz', level: 'concern', kind: 'abuse' })] });
    const region = await alertsRegion();
    await user.click(await within(region).findByRole('button', { name: "Resolve Sam Ortiz's alert" }));
    const dialog = await screen.findByRole('dialog', { name: en.resolveDialog.title });
    await user.type(within(dialog).getByRole('textbox', { name: en.resolveDialog.note }), 'Talked it through on the phone');
    await user.click(within(dialog).getByRole('button', { name: en.resolveDialog.confirm }));
    expect(callsTo(server.calls, 'POST', /\/alerts\/.+\/resolve$/).map((call) => call.body)).toEqual([{ note: 'Talked it through on the phone' }]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(within(region).getAllByTestId('oversight-alert')).toHaveLength(1));
    expect(within(region).getByTestId('oversight-alert')).toHaveTextContent('Riley Chen');
  });

  it('changes nothing when the resolve dialog is cancelled', async () => {
    const { user, server } = renderOversight({ path: '/coach/ai-analytics', alerts: [makeOversightAlert(1)] });
    await user.click(await within(await alertsRegion()).findByRole('button', { name: "Resolve Riley Chen's alert" }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: en.resolveDialog.cancel }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(callsTo(server.calls, 'POST')).toEqual([]);
  });

  it('says when there is no alert to follow up and no client yet', async () => {
    renderOversight({ path: '/coach/ai-analytics', analytics: { weeks: [], clients: [] } });
    expect(await within(await alertsRegion()).findByText(en.alerts.empty)).toBeInTheDocument();
    expect(await screen.findByText(en.analytics.empty)).toBeInTheDocument();
  });

  it('offers to try again when the trends fail to load, and shows them once they do', async () => {
    let fail = true;
    const { user } = renderOversight({
      path: '/coach/ai-analytics',
      override: (call) => (fail && call.path.startsWith('/ai-coaching/coach-analytics') ? apiFail(500, 'Internal server error', 'INTERNAL_ERROR') : undefined),
    });
    expect(await screen.findByText(en.analytics.loadFailed)).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: en.tryAgain }));
    expect(await screen.findByRole('table', { name: en.table.title })).toBeInTheDocument();
  });
});
