import { defaultClientAiConfig, defaultGuardrails, type ClientAiConfig } from '@coaching/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import ai from '../../i18n/locales/en/coach-ai-config.js';
import en from '../../i18n/locales/en/coach-clients.js';
import { callsTo } from '../../test/fake-api.js';
import { makeGoal, makeMilestone } from '../../test/factories.js';
import { makeClient, makeSession, renderCoachClients } from './coach-clients-test-utils.js';

const ann = makeClient(1, 'Ann', {
  profile: { firstName: 'Ann', lastName: 'Doe', phone: '+44 20 7946 0000', timezone: 'Europe/London' },
  clientSpecific: { goals: ['Lead the team', 'Speak up'], currentChallenges: ['Time management'] },
  stats: { totalSessions: 2, completedSessions: 1 },
  createdAt: '2030-01-15T10:00:00.000Z',
});

async function openDialog(options: Parameters<typeof renderCoachClients>[0] = {}) {
  const view = renderCoachClients({ clients: [ann], ...options });
  const card = await screen.findByRole('article', { name: 'Ann Doe' });
  await view.user.click(within(card).getByRole('button', { name: en.card.profile }));
  const dialog = await screen.findByRole('dialog', { name: /Ann Doe/ });
  const openTab = async (name: string) => {
    await view.user.click(within(dialog).getByRole('tab', { name }));
    return within(dialog).getByRole('tabpanel', { name });
  };
  return { ...view, dialog, openTab };
}

describe('ClientDetailDialog', () => {
  it("opens on the Profile tab with the client's contact, timezone, goals and challenges", async () => {
    const { dialog, user } = await openDialog();
    const tabs = within(dialog).getByRole('tablist', { name: en.detail.tabs.label });
    expect(within(tabs).getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      en.detail.tabs.profile,
      en.detail.tabs.aiConfig,
      en.detail.tabs.activity,
      en.detail.tabs.settings,
    ]);
    const panel = within(dialog).getByRole('tabpanel', { name: en.detail.tabs.profile });
    for (const text of ['ann@example.com', '+44 20 7946 0000', 'Europe/London', 'Lead the team', 'Speak up', 'Time management']) {
      expect(within(panel).getAllByText(text).length).toBeGreaterThan(0);
    }
    await user.click(within(dialog).getByRole('button', { name: en.detail.close }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it("summarises the client's AI configuration and links to the page that edits it", async () => {
    const aiConfig: ClientAiConfig = {
      ...defaultClientAiConfig(),
      context: 'Preparing for a promotion.',
      coachingStyle: 'directive',
      frameworks: ['grow', 'icf'],
      temperature: 1.1,
      maxTokens: 1500,
      guardrails: { ...defaultGuardrails(), responseLength: 'brief', topicBoundaries: ['medical advice'] },
    };
    const { openTab, server } = await openDialog({ clients: [{ ...ann, aiConfig }] });
    const panel = await openTab(en.detail.tabs.aiConfig);
    const fact = (term: string) => within(panel).getByText(term, { selector: 'dt' }).nextElementSibling;
    expect(fact(ai.form.coachingStyle)).toHaveTextContent(ai.styles.directive);
    expect(fact(ai.form.frameworks)).toHaveTextContent('GROW, ICF core competencies');
    expect(fact(ai.form.communicationStyle)).toHaveTextContent(ai.options.communicationStyles.supportive);
    expect(fact(ai.form.responseLength)).toHaveTextContent(ai.options.responseLengths.brief);
    expect(fact(ai.form.sessionFrequency)).toHaveTextContent(ai.options.sessionFrequencies.weekly);
    expect(fact(ai.form.temperature)).toHaveTextContent('1.1');
    expect(fact(ai.form.maxTokens)).toHaveTextContent('1,500 tokens');
    const topics = within(panel).getByRole('list', { name: ai.form.lists.topicBoundaries.title });
    expect(within(topics).getByText('medical advice')).toBeInTheDocument();
    expect(fact(ai.form.lists.focusAreas.title)).toHaveTextContent(ai.form.lists.focusAreas.empty);
    expect(within(panel).getByText('Preparing for a promotion.')).toBeInTheDocument();
    // Read-only here: the chips cannot be removed, and nothing is asked of the server.
    expect(within(topics).queryByTestId('CancelIcon')).not.toBeInTheDocument();
    expect(callsTo(server.calls, 'GET', /ai-config|guardrails/)).toHaveLength(0);
    expect(within(panel).getByRole('link', { name: ai.summary.edit })).toHaveAttribute('href', `/coach/clients/${ann._id}/ai-config`);
  });

  it("lists the client's latest sessions with their status, and their active goals with progress", async () => {
    const sessions = [
      makeSession(ann, { title: 'Kick-off', status: 'completed' }),
      makeSession(ann, { title: 'Follow-up', status: 'confirmed' }),
    ];
    const goals = [
      makeGoal({ clientId: ann._id, title: 'Lead the team', milestones: [makeMilestone('Plan', true), makeMilestone('Do')] }),
      makeGoal({ clientId: ann._id, title: 'Old goal', status: 'completed' }),
    ];
    const { openTab, server } = await openDialog({ sessions, goals });
    const panel = await openTab(en.detail.tabs.activity);
    const kickOff = (await within(panel).findByText('Kick-off')).closest('li') as HTMLElement;
    expect(within(kickOff).getByText('Completed')).toBeInTheDocument();
    const followUp = within(panel).getByText('Follow-up').closest('li') as HTMLElement;
    expect(within(followUp).getByText('Confirmed')).toBeInTheDocument();
    expect(callsTo(server.calls, 'GET', `/sessions?clientId=${ann._id}&limit=5&sort=-scheduledDate`)).toHaveLength(1);

    const progress = await within(panel).findByRole('progressbar', { name: 'Progress of Lead the team' });
    expect(progress).toHaveAttribute('aria-valuenow', '50');
    expect(within(panel).queryByText('Old goal')).not.toBeInTheDocument();
    expect(callsTo(server.calls, 'GET', `/goals?clientId=${ann._id}`)).toHaveLength(1);
  });

  it('shows the account status read-only, with when the client joined and was last active', async () => {
    const { openTab } = await openDialog();
    const panel = await openTab(en.detail.tabs.settings);
    expect(within(panel).getByText(en.detail.settings.active)).toBeInTheDocument();
    expect(within(panel).getByText('Jan 15, 2030')).toBeInTheDocument();
    expect(within(panel).getByText(en.detail.settings.noActivity)).toBeInTheDocument();
    expect(within(panel).queryByRole('button')).not.toBeInTheDocument();
  });
});
