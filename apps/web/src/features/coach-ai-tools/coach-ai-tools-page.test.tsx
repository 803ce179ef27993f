import { AI_COACHING_MESSAGES, AI_TOOLS_MESSAGES } from '@coaching/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import en from '../../i18n/locales/en/coach-ai-tools.js';
import { coachClientList, makeCoachClient, makeCoachUser } from '../../test/factories.js';
import { apiFail, apiOk, callsTo, type FakeReply, type FetchCall } from '../../test/fake-api.js';
import { renderWithFakeApi } from '../../test/render-with-fake-api.js';
import { CoachAiToolsPage } from './coach-ai-tools-page.js';
import { CLIENT_ID, makeAiTalk, makeBrief, makeSummary, makeTalk, SUGGESTIONS, TALK_ID } from './coach-ai-tools-fixtures.js';

type Server = { calls: FetchCall[]; clients: ReturnType<typeof makeCoachClient>[] };

function render(options: { clients?: Server['clients']; override?: (call: FetchCall) => FakeReply | undefined } = {}) {
  const server: Server = { calls: [], clients: options.clients ?? [makeCoachClient(CLIENT_ID, 'Jordan', 'Lee')] };
  return renderWithFakeApi({
    user: makeCoachUser(),
    server,
    override: options.override,
    routes: [{ path: '/coach/ai-tools', element: <CoachAiToolsPage /> }],
    path: '/coach/ai-tools',
    handle: (current, call) => {
      const [pathname = ''] = call.path.split('?');
      if (pathname === '/coach/clients') return apiOk('GET /coach/clients', coachClientList(current.clients));
      if (pathname === '/sessions') return apiOk('GET /sessions', { sessions: [], pagination: { page: 1, limit: 20, total: 0 } });
      if (pathname === '/conversations') return apiOk('GET /conversations', { conversations: [makeTalk()], pagination: { page: 1, limit: 20, total: 1 } });
      if (pathname === '/ai-coaching/conversations') return apiOk('GET /ai-coaching/conversations', { conversations: [makeAiTalk()], pagination: { page: 1, limit: 50, total: 1 } });
      if (pathname === '/coach/ai-tools/brief') return apiOk('POST /coach/ai-tools/brief', { brief: makeBrief() });
      if (pathname === '/coach/ai-tools/summary') return apiOk('POST /coach/ai-tools/summary', { summary: makeSummary() });
      if (pathname === '/coach/ai-tools/goal-suggestions') return apiOk('POST /coach/ai-tools/goal-suggestions', SUGGESTIONS);
      return apiFail(404, 'Not found', 'NOT_FOUND');
    },
  });
}

/** The visible tab panel. */
const panel = () => screen.getByRole('tabpanel');

async function chooseClient(user: ReturnType<typeof render>['user']) {
  await user.click(await within(panel()).findByRole('combobox', { name: en.client.label }));
  await user.click(await screen.findByRole('option', { name: 'Jordan Lee' }));
}

describe('CoachAiToolsPage', () => {
  it('prepares a brief for the chosen client and shows it in sections, with what their sharing choice keeps private', async () => {
    const { user, server } = render();
    expect(await screen.findByRole('heading', { level: 1, name: 'AI Tools' })).toBeInTheDocument();
    const prepare = within(panel()).getByRole('button', { name: en.brief.generate });
    expect(prepare).toBeDisabled();
    await chooseClient(user);
    await user.click(prepare);

    const brief = await screen.findByRole('article', { name: 'Brief for Jordan Lee' });
    expect(callsTo(server.calls, 'POST', '/coach/ai-tools/brief')[0]?.body).toEqual({ clientId: CLIENT_ID });
    expect(within(brief).getByRole('region', { name: en.brief.goals })).toHaveTextContent('Run a half marathon');
    expect(within(brief).getByRole('region', { name: en.brief.actionItems })).toHaveTextContent('Email my manager');
    expect(within(brief).getByText(en.brief.summaryOnly)).toBeInTheDocument();
    expect(within(brief).getByRole('region', { name: en.brief.questions })).toHaveTextContent('what has got in the way?');
    expect(within(brief).getByText(en.generatedBy.builtin)).toBeInTheDocument();

    const writeText = vi.spyOn(navigator.clipboard, 'writeText').mockResolvedValue(undefined);
    await user.click(within(brief).getByRole('button', { name: en.copy }));
    expect(writeText.mock.calls[0]?.[0]).toContain('Run a half marathon');
  });

  it('says it is generating while the brief is prepared, and shows a failure in plain words', async () => {
    let answer: (reply: Response) => void = () => undefined;
    const { user } = render({ override: (call) => (call.path.startsWith('/coach/ai-tools/brief') ? new Promise<Response>((resolve) => (answer = resolve)) : undefined) });
    await chooseClient(user);
    await user.click(within(panel()).getByRole('button', { name: en.brief.generate }));
    expect(await within(panel()).findByRole('button', { name: en.generating })).toBeInTheDocument();
    answer(apiFail(429, AI_COACHING_MESSAGES.tooManyMessages, 'RATE_LIMITED'));
    expect(await within(panel()).findByText(AI_COACHING_MESSAGES.tooManyMessages)).toBeInTheDocument();
  });

  it('shows the tool’s own failure text when the server fails', async () => {
    const { user } = render({ override: (call) => (call.path.startsWith('/coach/ai-tools/brief') ? apiFail(500, 'boom', 'INTERNAL_ERROR') : undefined) });
    await chooseClient(user);
    await user.click(within(panel()).getByRole('button', { name: en.brief.generate }));
    expect(await within(panel()).findByText(AI_TOOLS_MESSAGES.briefFailed)).toBeInTheDocument();
  });

  it('summarises a conversation picked from those with the coach and the AI coaching ones', async () => {
    const { user, server } = render();
    await user.click(await screen.findByRole('tab', { name: en.tabs.summary }));
    await chooseClient(user);
    await user.click(await within(panel()).findByRole('combobox', { name: en.summary.conversation }));
    const listbox = await screen.findByRole('listbox');
    expect(within(listbox).getByText(en.summary.withYou)).toBeInTheDocument();
    expect(within(listbox).getByText(en.summary.aiCoaching)).toBeInTheDocument();
    expect(within(listbox).getByRole('option', { name: 'Workload' })).toBeInTheDocument();
    await user.click(within(listbox).getByRole('option', { name: 'Between sessions' }));
    await user.click(within(panel()).getByRole('button', { name: en.summary.generate }));

    const summary = await screen.findByRole('article', { name: 'Between sessions' });
    expect(callsTo(server.calls, 'POST', '/coach/ai-tools/summary')[0]?.body).toEqual({ conversationId: TALK_ID });
    expect(within(summary).getByRole('region', { name: en.summary.actionItems })).toHaveTextContent('Call the physio on Monday');
    expect(within(summary).getByText('Client sentiment: negative')).toBeInTheDocument();
    expect(within(summary).getByText(en.generatedBy.model)).toBeInTheDocument();
  });

  it('suggests goals for the client, each of which can be copied', async () => {
    const { user } = render();
    await user.click(await screen.findByRole('tab', { name: en.tabs.goals }));
    await chooseClient(user);
    await user.click(within(panel()).getByRole('button', { name: en.goals.generate }));
    const card = await screen.findByRole('article', { name: 'Learn conversational Spanish' });
    expect(card).toHaveTextContent('I will hold a 10-minute conversation by June.');
    const writeText = vi.spyOn(navigator.clipboard, 'writeText').mockResolvedValue(undefined);
    await user.click(within(card).getByRole('button', { name: 'Copy “Learn conversational Spanish”' }));
    await waitFor(() => expect(writeText).toHaveBeenCalledWith(expect.stringContaining('Measurable: I will hold a 10-minute conversation by June.')));
  });

  it('says so when the coach has no clients yet', async () => {
    render({ clients: [] });
    expect(await within(panel()).findByText(en.client.none)).toBeInTheDocument();
  });
});
