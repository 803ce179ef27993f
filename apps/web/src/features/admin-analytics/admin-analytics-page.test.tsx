import { ADMIN_MESSAGES, ANALYTICS_MESSAGES } from '@coaching/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import en from '../../i18n/locales/en/admin-analytics.js';
import { apiFail } from '../../test/fake-api.js';
import { renderAdminAnalytics, reportCalls } from './admin-analytics-test-utils.js';

/** A table's rows below its header, each as the texts of its cells. */
async function tableRows(name: string) {
  const table = await screen.findByRole('table', { name });
  const [, ...rows] = within(table).getAllByRole('row');
  return rows.map((row) => [...within(row).getAllByRole('rowheader'), ...within(row).getAllByRole('cell')].map((cell) => cell.textContent));
}

/** jsdom's Blob has no text(); FileReader reads it as a browser would (the byte order mark dropped, as a UTF-8 decoder does). */
function readText(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as string);
    reader.onerror = () => reject(reader.error);
    reader.readAsText(blob);
  });
}

const region = (name: string) => screen.findByRole('region', { name });

describe('/admin/analytics', () => {
  let saved: { name: string; blob: Blob }[] = [];
  beforeEach(() => {
    saved = [];
    const blobs = new Map<string, Blob>();
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      const url = `blob:csv-${blobs.size}`;
      blobs.set(url, blob as Blob);
      return url;
    });
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      const blob = blobs.get(this.href);
      if (blob) saved.push({ name: this.download, blob });
    });
  });
  afterEach(() => vi.restoreAllMocks());

  it('shows the 12 months of user growth and the roles with the figures of the overview', async () => {
    renderAdminAnalytics();
    expect(await screen.findByRole('heading', { level: 1, name: 'Analytics' })).toBeInTheDocument();
    expect(await tableRows(en.userGrowth.title)).toEqual([
      ['Jan 2030', '12', '3', '1', '16', '40'],
      ['Feb 2030', '20', '2', '0', '22', '62'],
      ['Mar 2030', '1,200', '5', '0', '1,205', '1,267'],
    ]);
    expect(await tableRows(en.roleDistribution.title)).toEqual([
      ['Clients', '1,240', '1,230'],
      ['Coaches', '22', '16'],
      ['Admins', '5', '4'],
    ]);
  });

  it('shows the sessions by status, the revenue and the AI usage of each day of the period', async () => {
    renderAdminAnalytics();
    expect(await tableRows(en.sessions.title)).toEqual([
      ['Mar 2, 2030', '2', '1', '1', '4'],
      ['Mar 3, 2030', '0', '0', '0', '0'],
      ['Mar 4, 2030', '7', '2', '1', '10'],
    ]);
    expect(await tableRows(en.revenue.title)).toEqual([
      ['Mar 2, 2030', '2', '150'],
      ['Mar 3, 2030', '0', '0'],
      ['Mar 4, 2030', '7', '1,240.5'],
    ]);
    const revenue = await region(en.revenue.title);
    expect(revenue).toHaveAccessibleDescription('Revenue from completed sessions over the period: 1,390.5 in all.');
    expect(within(revenue).getByText(ANALYTICS_MESSAGES.revenueBasis)).toBeInTheDocument();
    expect(await tableRows(en.ai.title)).toEqual([
      ['Mar 2, 2030', '2', '12', '1'],
      ['Mar 3, 2030', '0', '0', '0'],
      ['Mar 4, 2030', '4', '1,028', '2'],
    ]);
  });

  it('shows a table in place of a chart on request', async () => {
    const { user } = renderAdminAnalytics();
    const card = await region(en.sessions.title);
    const toggle = await within(card).findByRole('button', { name: en.showTable });
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    expect(within(card).getByRole('table', { name: en.sessions.title })).toBeVisible();
  });

  it('downloads exactly the rows of the table as CSV, quoting the dates and figures that hold commas', async () => {
    const { user } = renderAdminAnalytics();
    const card = await region(en.revenue.title);
    await user.click(await within(card).findByRole('button', { name: en.downloadCsv }));
    expect(saved.map((file) => file.name)).toEqual(['revenue-2030-03-02-to-2030-03-04.csv']);
    const [file] = saved;
    expect(file?.blob.type).toBe('text/csv;charset=utf-8');
    expect(await readText(file?.blob ?? new Blob())).toBe('Day,Completed,Revenue\r\n"Mar 2, 2030",2,150\r\n"Mar 3, 2030",0,0\r\n"Mar 4, 2030",7,"1,240.5"\r\n');

    await user.click(within(await region(en.roleDistribution.title)).getByRole('button', { name: en.downloadCsv }));
    expect(saved[1]?.name).toBe('role-distribution.csv');
    expect(await readText(saved[1]?.blob ?? new Blob())).toBe('Role,Accounts,Active\r\nClients,"1,240","1,230"\r\nCoaches,22,16\r\nAdmins,5,4\r\n');
  });

  it('asks for the last 30 days by default, then for the period and grouping chosen, and keeps them in the address', async () => {
    const { server, user, router } = renderAdminAnalytics();
    await tableRows(en.sessions.title);
    expect(reportCalls(server.calls, 'sessions')).toEqual(['/analytics/sessions?period=30d']);
    expect(reportCalls(server.calls, 'conversations')).toEqual(['/analytics/conversations?period=30d']);

    await user.click(screen.getByRole('combobox', { name: en.picker.period }));
    await user.click(await screen.findByRole('option', { name: en.periods['90d'] }));
    await waitFor(() => expect(reportCalls(server.calls, 'sessions').at(-1)).toBe('/analytics/sessions?period=90d'));
    expect(router.state.location.search).toBe('?period=90d');

    await user.click(screen.getByRole('combobox', { name: en.picker.interval }));
    await user.click(await screen.findByRole('option', { name: en.intervals.week }));
    await waitFor(() => expect(reportCalls(server.calls, 'conversations').at(-1)).toBe('/analytics/conversations?period=90d&interval=week'));
    expect(router.state.location.search).toBe('?period=90d&interval=week');
    expect((await tableRows(en.sessions.title))[0]?.[0]).toBe('Mar 2, 2030');
    expect(within(await screen.findByRole('table', { name: en.sessions.title })).getAllByRole('columnheader')[0]).toHaveTextContent(en.bucket.week);
  });

  it('opens on the period of a shared address', async () => {
    const { server } = renderAdminAnalytics({ path: '/admin/analytics?period=12m&interval=month' });
    await tableRows(en.sessions.title);
    expect(reportCalls(server.calls, 'sessions')).toEqual(['/analytics/sessions?period=12m&interval=month']);
    expect(screen.getByRole('combobox', { name: en.picker.period })).toHaveTextContent(en.periods['12m']);
  });

  it('asks for a custom range once both dates make one, and says what is wrong with a reversed one', async () => {
    const { server, user, router } = renderAdminAnalytics();
    await tableRows(en.sessions.title);
    await user.click(screen.getByRole('combobox', { name: en.picker.period }));
    await user.click(await screen.findByRole('option', { name: en.periods.custom }));
    // The range starts as the days shown.
    await waitFor(() => expect(router.state.location.search).toBe('?from=2030-03-02&to=2030-03-04'));
    fireEvent.change(screen.getByLabelText(en.picker.from), { target: { value: '2030-03-09' } });
    expect(await screen.findByText(ANALYTICS_MESSAGES.rangeReversed)).toBeInTheDocument();
    expect(router.state.location.search).toBe('?from=2030-03-02&to=2030-03-04');
    fireEvent.change(screen.getByLabelText(en.picker.from), { target: { value: '2030-01-15' } });
    await waitFor(() => expect(reportCalls(server.calls, 'sessions').at(-1)).toBe('/analytics/sessions?from=2030-01-15&to=2030-03-04'));
    expect(router.state.location.search).toBe('?from=2030-01-15&to=2030-03-04');
    expect(screen.queryByText(ANALYTICS_MESSAGES.rangeReversed)).not.toBeInTheDocument();
  });

  it("says 'Failed to load analytics data' and loads it again with Try Again", async () => {
    let attempts = 0;
    const { user } = renderAdminAnalytics({
      override: (call) => (call.path.startsWith('/analytics/sessions') && ++attempts === 1 ? apiFail(500, 'Boom', 'INTERNAL_ERROR') : undefined),
    });
    const card = await region(en.sessions.title);
    const alert = await within(card).findByRole('alert');
    expect(alert).toHaveTextContent(ADMIN_MESSAGES.loadAnalyticsFailed);
    expect(within(card).queryByRole('button', { name: en.downloadCsv })).not.toBeInTheDocument();
    // The overview's charts are not held up by the failed report.
    expect(await tableRows(en.userGrowth.title)).toHaveLength(3);
    await user.click(within(alert).getByRole('button', { name: en.tryAgain }));
    expect(await tableRows(en.sessions.title)).toHaveLength(3);
    expect(within(card).queryByRole('alert')).not.toBeInTheDocument();
  });

  it('tells an admin without analytics.view that they need it, and asks the server nothing', async () => {
    const { server } = renderAdminAnalytics({ permissions: ['users.manage'] });
    expect(await screen.findByText(en.noPermission)).toBeInTheDocument();
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
    expect(server.calls.filter((call) => call.path.startsWith('/analytics'))).toEqual([]);
  });
});
