import { COACH_MESSAGES, SUCCESS_MESSAGES } from '@coaching/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import en from '../../i18n/locales/en/coach-clients.js';
import { apiFail, callsTo } from '../../test/fake-api.js';
import { daysFromNow } from '../../test/factories.js';
import { makeClient, renderCoachClients } from './coach-clients-test-utils.js';

const FIRST_CALL = '/coach/clients?page=1&limit=50&status=all&sortBy=lastActivity&sortOrder=desc';
const tiles = () => screen.findByRole('region', { name: en.tiles.label });
const card = (name: string) => screen.findByRole('article', { name });

/** The count a card's counter shows: the definition that follows its term. */
const counter = (scope: HTMLElement, term: string) => within(scope).getByText(term, { selector: 'dt' }).nextElementSibling?.textContent;

async function tileValue(label: string) {
  const region = await tiles();
  const tile = within(region).getByText(label).closest('.MuiCard-root') as HTMLElement;
  return tile;
}

describe('CoachClientsPage', () => {
  it('adds up the clients’ real stats on the tiles, and takes upcoming sessions from the coach metrics', async () => {
    const { server } = renderCoachClients({
      clients: [
        makeClient(1, 'Ann', { stats: { activeConversations: 2, completedSessions: 3, totalSessions: 4 } }),
        makeClient(2, 'Ben', { stats: { activeConversations: 1, completedSessions: 0, totalSessions: 1 } }),
        makeClient(3, 'Cleo', { stats: { activeConversations: 0, completedSessions: 4, totalSessions: 6 } }),
      ],
      metrics: { upcomingSessions: 6, activeConversations: 99, completedSessions: 99 },
    });
    for (const [label, value] of [
      [en.tiles.totalClients, '3'],
      [en.tiles.activeConversations, '3'],
      [en.tiles.completedSessions, '7'],
      [en.tiles.upcomingSessions, '6'],
    ] as const) {
      await waitFor(async () => expect(within(await tileValue(label)).getByText(value)).toBeInTheDocument());
    }
    expect(screen.queryByText(/most recently active/)).not.toBeInTheDocument();
    // The tiles and the list share the spec's first call (section 7: page 1, 50, all, lastActivity, desc).
    expect(callsTo(server.calls, 'GET', FIRST_CALL)).toHaveLength(1);
    expect(callsTo(server.calls, 'GET', '/analytics/coach')).toHaveLength(1);
  });

  it('says which clients the sums cover when the practice is larger than a page', async () => {
    renderCoachClients({ clients: [makeClient(1, 'Ann'), makeClient(2, 'Ben')], total: 120 });
    expect(await within(await tiles()).findAllByText('Across your 2 most recently active clients')).toHaveLength(2);
    expect(within(await tileValue(en.tiles.totalClients)).getByText('120')).toBeInTheDocument();
  });

  it('shows each client as a card: 3 goals and +N more, the counters, the session progress and where to go next', async () => {
    const goals = ['Lead the team', 'Speak up', 'Sleep more', 'Read', 'Run'];
    const ann = makeClient(1, 'Ann', {
      clientSpecific: { goals, currentChallenges: [] },
      stats: { activeConversations: 2, totalSessions: 5, completedSessions: 2, activeGoals: 3 },
      lastActivity: daysFromNow(-2),
    });
    const ben = makeClient(2, 'Ben', { createdAt: '2030-01-15T10:00:00.000Z' });
    renderCoachClients({ clients: [ann, ben] });

    const annCard = await card('Ann Doe');
    expect(within(annCard).getByText('ann@example.com')).toBeInTheDocument();
    expect(within(annCard).getByText('Last active 2 days ago')).toBeInTheDocument();
    for (const goal of goals.slice(0, 3)) expect(within(annCard).getByText(goal)).toBeInTheDocument();
    expect(within(annCard).queryByText('Read')).not.toBeInTheDocument();
    expect(within(annCard).getByText('+2 more')).toBeInTheDocument();
    for (const [term, count] of [
      [en.card.activeChats, '2'],
      [en.card.sessions, '5'],
      [en.card.activeGoals, '3'],
    ] as const) {
      expect(counter(annCard, term)).toBe(count);
    }
    const bar = within(annCard).getByRole('progressbar', { name: en.card.progressLabel });
    expect(bar).toHaveAttribute('aria-valuenow', '40');
    expect(bar).toHaveAttribute('aria-valuetext', '2 of 5 sessions completed');

    for (const [name, href] of [
      [en.card.aiConfig, `/coach/clients/${ann._id}/ai-config`],
      [en.card.settings, `/coach/clients/${ann._id}/edit`],
      [en.card.message, `/coach/conversations/new?clientId=${ann._id}`],
      [en.card.schedule, `/coach/sessions/new?clientId=${ann._id}`],
    ] as const) {
      expect(within(annCard).getByRole('link', { name })).toHaveAttribute('href', href);
    }

    const benCard = await card('Ben Doe');
    expect(within(benCard).getByText('Joined Jan 15, 2030')).toBeInTheDocument();
    expect(within(benCard).getByText(en.card.noGoals)).toBeInTheDocument();
    expect(within(benCard).getByRole('progressbar', { name: en.card.progressLabel })).toHaveAttribute('aria-valuetext', en.card.noSessions);
  });

  it('asks for the search once the typing pauses, and for the chosen status and sort, from page 1', async () => {
    const { server, user } = renderCoachClients({ clients: [makeClient(1, 'Ann')] });
    await card('Ann Doe');

    await user.type(screen.getByRole('searchbox', { name: en.filters.search }), '  ann ');
    await waitFor(() => expect(callsTo(server.calls, 'GET', /search=/)).toHaveLength(1), { timeout: 2000 });
    expect(callsTo(server.calls, 'GET', /search=/)[0]?.path).toBe('/coach/clients?page=1&limit=50&status=all&sortBy=lastActivity&sortOrder=desc&search=ann');

    await user.click(screen.getByRole('combobox', { name: en.filters.status }));
    await user.click(await screen.findByRole('option', { name: en.filters.statuses.inactive }));
    await waitFor(() => expect(callsTo(server.calls, 'GET', '/coach/clients?page=1&limit=50&status=inactive&sortBy=lastActivity&sortOrder=desc&search=ann')).toHaveLength(1));

    await user.click(screen.getByRole('combobox', { name: en.filters.sort }));
    await user.click(await screen.findByRole('option', { name: en.filters.sorts.name }));
    await waitFor(() => expect(callsTo(server.calls, 'GET', '/coach/clients?page=1&limit=50&status=inactive&sortBy=name&sortOrder=asc&search=ann')).toHaveLength(1));

    await user.click(screen.getByRole('combobox', { name: en.filters.sort }));
    await user.click(await screen.findByRole('option', { name: en.filters.sorts.newest }));
    await waitFor(() => expect(callsTo(server.calls, 'GET', /sortBy=createdAt&sortOrder=desc/)).toHaveLength(1));
  });

  it('pages through the clients 50 at a time', async () => {
    const { server, user } = renderCoachClients({ clients: [makeClient(1, 'Ann')], total: 120 });
    const pages = await screen.findByRole('navigation', { name: en.list.pages });
    expect(screen.getByText('1–1 of 120 clients')).toBeInTheDocument();
    await user.click(within(pages).getByRole('button', { name: /page 3/i }));
    await waitFor(() => expect(callsTo(server.calls, 'GET', '/coach/clients?page=3&limit=50&status=all&sortBy=lastActivity&sortOrder=desc')).toHaveLength(1));
  });

  it('copies the email from the menu, by keyboard, and says so', async () => {
    const writeText = vi.spyOn(navigator.clipboard, 'writeText').mockResolvedValue(undefined);
    const ann = makeClient(1, 'Ann');
    const { user } = renderCoachClients({ clients: [ann] });
    const menuButton = within(await card('Ann Doe')).getByRole('button', { name: 'More actions for Ann Doe' });
    menuButton.focus();
    await user.keyboard('{Enter}');
    const menu = await screen.findByRole('menu');
    expect(within(menu).getByRole('menuitem', { name: en.menu.editProfile })).toHaveAttribute('href', `/coach/clients/${ann._id}/edit`);
    expect(within(menu).getByRole('menuitem', { name: en.menu.configureAi })).toHaveAttribute('href', `/coach/clients/${ann._id}/ai-config`);
    await user.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    expect(writeText).toHaveBeenCalledWith('ann@example.com');
    expect(await screen.findByText(SUCCESS_MESSAGES.emailCopied)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
  });

  it('removes a client after asking, says what happened, and drops their card', async () => {
    const ann = makeClient(1, 'Ann');
    const ben = makeClient(2, 'Ben');
    const { user, server } = renderCoachClients({ clients: [ann, ben] });
    await user.click(within(await card('Ann Doe')).getByRole('button', { name: 'More actions for Ann Doe' }));
    await user.click(await screen.findByRole('menuitem', { name: en.menu.remove }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove Ann Doe from your clients?' });
    await user.click(within(dialog).getByRole('button', { name: en.remove.keep }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(server.calls.filter((call) => call.method === 'DELETE')).toHaveLength(0);

    await user.click(within(await card('Ann Doe')).getByRole('button', { name: 'More actions for Ann Doe' }));
    await user.click(await screen.findByRole('menuitem', { name: en.menu.remove }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: en.remove.confirm }));
    expect(await screen.findByText(COACH_MESSAGES.clientRemoved)).toBeInTheDocument();
    expect(server.calls.filter((call) => call.method === 'DELETE').map((call) => call.path)).toEqual([`/coach/clients/${ann._id}`]);
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Ann Doe' })).not.toBeInTheDocument());
    expect(await card('Ben Doe')).toBeInTheDocument();
  });

  it('says how clients join while there are none, and offers to clear a search that finds nobody', async () => {
    const { server, user } = renderCoachClients();
    expect(await screen.findByRole('heading', { name: en.list.empty })).toBeInTheDocument();
    expect(screen.getByText(en.list.emptyHint)).toBeInTheDocument();
    // The empty grid points to Add New Client (issue 18), as the header does.
    const empty = screen.getByText(en.list.emptyHint).closest('.MuiPaper-root') as HTMLElement;
    expect(within(empty).getByRole('button', { name: 'Add New Client' })).toBeInTheDocument();

    await user.type(screen.getByRole('searchbox', { name: en.filters.search }), 'zed');
    expect(await screen.findByText(en.list.noMatch, {}, { timeout: 2000 })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: en.list.clearFilters }));
    expect(screen.getByRole('searchbox', { name: en.filters.search })).toHaveValue('');
    expect(await screen.findByRole('heading', { name: en.list.empty })).toBeInTheDocument();
    expect(callsTo(server.calls, 'GET', /search=zed/)).toHaveLength(1);
  });

  it("shows 'Failed to load clients' when the list fails, and loads it again on Try again", async () => {
    let attempts = 0;
    const { user } = renderCoachClients({
      clients: [makeClient(1, 'Ann')],
      override: (call) => (call.path.startsWith('/coach/clients') && ++attempts === 1 ? apiFail(500, 'Boom', 'INTERNAL_ERROR') : undefined),
    });
    const alert = await screen.findByText(COACH_MESSAGES.loadClientsFailed);
    await user.click(within(alert.closest('.MuiAlert-root') as HTMLElement).getByRole('button', { name: en.tryAgain }));
    expect(await card('Ann Doe')).toBeInTheDocument();
    expect(screen.queryByText(COACH_MESSAGES.loadClientsFailed)).not.toBeInTheDocument();
  });
});
