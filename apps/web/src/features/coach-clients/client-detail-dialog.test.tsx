import { COACH_MESSAGES, defaultGuardrails } from '@coaching/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import en from '../../i18n/locales/en/coach-clients.js';
import messages from '../../i18n/locales/en/messages.js';
import { apiFail, callsTo } from '../../test/fake-api.js';
import { makeGoal, makeMilestone } from '../../test/factories.js';
import { makeClient, makeSession, renderCoachClients } from './coach-clients-test-utils.js';

const labels = messages.aiCoaching.guardrailLabels;
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

  it('edits the guardrails and saves them with PUT', async () => {
    const guardrails = { ...defaultGuardrails(), topicBoundaries: ['medical advice'] };
    const { openTab, user, server } = await openDialog({ guardrails: { [ann._id]: guardrails } });
    const panel = await openTab(en.detail.tabs.aiConfig);
    const style = await within(panel).findByRole('combobox', { name: labels.communicationStyle });
    expect(style).toHaveTextContent(en.detail.ai.communicationStyles.supportive);

    await user.click(style);
    await user.click(await screen.findByRole('option', { name: en.detail.ai.communicationStyles.direct }));
    await user.click(within(panel).getByRole('combobox', { name: labels.responseLength }));
    await user.click(await screen.findByRole('option', { name: en.detail.ai.responseLengths.brief }));
    await user.click(within(panel).getByRole('combobox', { name: labels.sessionFrequency }));
    await user.click(await screen.findByRole('option', { name: en.detail.ai.sessionFrequencies.biweekly }));

    const traits = within(panel).getByRole('list', { name: labels.personalityTraits });
    await user.click(within(within(traits).getByRole('button', { name: 'Remove empathetic' })).getByTestId('CancelIcon'));
    await user.type(within(panel).getByRole('textbox', { name: `Add to ${labels.focusAreas}` }), '  career change {Enter}');
    await user.type(within(panel).getByRole('textbox', { name: `Add to ${labels.sessionGoals}` }), 'Personal growth');
    expect(within(panel).getByText(en.detail.ai.duplicate)).toBeInTheDocument();
    expect(within(panel).getByRole('button', { name: `Add to ${labels.sessionGoals}` })).toBeDisabled();
    await user.clear(within(panel).getByRole('textbox', { name: `Add to ${labels.sessionGoals}` }));

    await user.click(within(panel).getByRole('button', { name: en.detail.ai.save }));
    expect(await screen.findByText(en.detail.ai.saved)).toBeInTheDocument();
    const puts = callsTo(server.calls, 'PUT', `/ai-coaching/guardrails/${ann._id}`);
    expect(puts).toHaveLength(1);
    expect(puts[0]?.body).toEqual({
      communicationStyle: 'direct',
      responseLength: 'brief',
      sessionGoals: ['personal growth', 'self-awareness'],
      topicBoundaries: ['medical advice'],
      personalityTraits: ['encouraging'],
      sessionFrequency: 'biweekly',
      focusAreas: ['career change'],
    });
    expect(within(panel).getByRole('button', { name: en.detail.ai.save })).toBeDisabled();
  });

  it("says 'Failed to update AI configuration' when saving fails, and keeps the changes", async () => {
    const { openTab, user } = await openDialog({
      override: (call) => (call.method === 'PUT' ? apiFail(500, 'Boom', 'INTERNAL_ERROR') : undefined),
    });
    const panel = await openTab(en.detail.tabs.aiConfig);
    await user.type(await within(panel).findByRole('textbox', { name: `Add to ${labels.topicBoundaries}` }), 'politics');
    await user.click(within(panel).getByRole('button', { name: `Add to ${labels.topicBoundaries}` }));
    await user.click(within(panel).getByRole('button', { name: en.detail.ai.save }));
    expect(await screen.findByText(COACH_MESSAGES.updateAiConfigFailed)).toBeInTheDocument();
    expect(within(panel).getByText('politics')).toBeInTheDocument();
    expect(within(panel).getByRole('button', { name: en.detail.ai.save })).toBeEnabled();
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
