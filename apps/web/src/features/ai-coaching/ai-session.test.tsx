import { AI_COACHING_MESSAGES as M, type ActionItem, type Guardrails } from '@coaching/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { callsTo, makeConversation, makeMessage, readyMessageBox, renderAiCoaching } from './ai-coaching-test-utils.js';

const actionItem = (item: string, status: ActionItem['status'] = 'pending'): ActionItem => ({
  _id: crypto.randomUUID(),
  item,
  status,
  deadline: null,
  createdAt: new Date().toISOString(),
});

const SAFETY = { tokens: 9, processingTime: 1, sentiment: 0.5, messageType: 'safety_response' } as const;

describe('AI coaching session', () => {
  it('completes a session only with a rating, then shows it completed with the input closed', async () => {
    const conversation = makeConversation({
      messages: [makeMessage('client', 'I will call Sam'), makeMessage('ai_coach', 'Good step.')],
      sessionSummary: { summary: 'You chose to call Sam about the handover.', keyInsights: ['I avoid hard talks'], actionItems: [actionItem('Call Sam by Friday')] },
    });
    const { server, user } = renderAiCoaching({ path: `/client/ai-coaching/session/${conversation._id}`, conversations: [conversation] });
    await user.click(await screen.findByRole('button', { name: M.completeSession }));
    const dialog = await screen.findByRole('dialog', { name: M.completeSession });
    const submit = within(dialog).getByRole('button', { name: M.completeSession });
    expect(submit).toBeDisabled();

    await user.type(within(dialog).getByRole('textbox', { name: M.nextSessionFocusLabel }), 'Delegation');
    expect(submit).toBeDisabled();
    // A click without pointer movement: jsdom has no layout for the Rating's hover maths.
    fireEvent.click(within(dialog).getByRole('radio', { name: '4 Stars' }));
    expect(submit).toBeEnabled();
    await user.click(submit);

    expect(await screen.findByText(M.sessionCompleted)).toBeInTheDocument();
    expect(callsTo(server.calls, 'POST', `/ai-coaching/conversations/${conversation._id}/complete`)[0]?.body).toEqual({ rating: 4, nextSessionFocus: 'Delegation' });
    expect(await screen.findByText(M.conversationNotActive)).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: M.messageInputLabel })).toBeDisabled();
    expect(screen.queryByRole('button', { name: M.completeSession })).not.toBeInTheDocument();
    expect(screen.getByText('Good step.')).toBeInTheDocument();

    const summary = screen.getByRole('complementary', { name: M.sessionSummaryHeading });
    expect(within(summary).getByRole('heading', { level: 2, name: M.sessionSummaryHeading })).toBeInTheDocument();
    expect(within(summary).getByText('You chose to call Sam about the handover.')).toBeInTheDocument();
    expect(within(summary).getByText(M.completedRating(4))).toBeInTheDocument();
    expect(within(summary).getByText(M.completedNextFocus('Delegation'))).toBeInTheDocument();
    expect(within(within(summary).getByRole('region', { name: M.keyInsights })).getByText('I avoid hard talks')).toBeInTheDocument();
    expect(within(within(summary).getByRole('region', { name: M.actionItems })).getByText('Call Sam by Friday')).toBeInTheDocument();
    expect(screen.queryByRole('complementary', { name: M.insightsHeading })).not.toBeInTheDocument();
  });

  it('opens a completed conversation with its session summary, saying when none was recorded', async () => {
    const conversation = makeConversation({ status: 'completed', completedAt: new Date().toISOString(), rating: null, nextSessionFocus: null });
    renderAiCoaching({ path: `/client/ai-coaching/session/${conversation._id}`, conversations: [conversation] });
    const summary = await screen.findByRole('complementary', { name: M.sessionSummaryHeading });
    expect(within(summary).getByText(M.noSessionSummary)).toBeInTheDocument();
    expect(within(summary).getByText(M.noInsights)).toBeInTheDocument();
    expect(within(summary).getByText(M.noActionItems)).toBeInTheDocument();
    expect(within(summary).queryByText(/^Your rating/)).not.toBeInTheDocument();
    expect(within(summary).queryByText(/^Next session focus/)).not.toBeInTheDocument();
  });

  it("shows the coach view's Active Guardrails panel for the coach's own guardrails, and the banner", async () => {
    const guardrails: Guardrails = {
      communicationStyle: 'direct',
      responseLength: 'brief',
      sessionGoals: ['clarity'],
      topicBoundaries: ['medical advice'],
      personalityTraits: ['curious'],
      sessionFrequency: 'weekly',
      focusAreas: ['Decision Making'],
    };
    const coach = renderAiCoaching({ role: 'coach', guardrails });
    expect(await screen.findByRole('heading', { level: 1, name: M.aiAssistantTitle })).toBeInTheDocument();
    const panel = await screen.findByRole('region', { name: M.activeGuardrails });
    expect(await within(panel).findByText('medical advice')).toBeInTheDocument();
    expect(within(panel).getByText(M.guardrailLabels.topicBoundaries)).toBeInTheDocument();
    // The coach's assistant helps with their practice: the banner names its style and length, not a client's focus.
    expect(screen.getByRole('note')).toHaveTextContent('Your AI assistant is set up to be direct, with brief replies.');
    expect(screen.queryByText(M.guardrailBanner('direct', 'brief', 'Decision Making'))).not.toBeInTheDocument();
    expect(callsTo(coach.server.calls, 'GET', `/ai-coaching/guardrails/${coach.server.user._id}`).length).toBeGreaterThan(0);
  });

  it('does not show Active Guardrails to a client', async () => {
    renderAiCoaching();
    expect(await screen.findByRole('heading', { level: 1, name: M.aiCoachTitle })).toBeInTheDocument();
    expect(await screen.findByText(M.guardrailBanner('supportive', 'moderate', 'personal growth, self-awareness'))).toBeInTheDocument();
    expect(screen.queryByText(M.activeGuardrails)).not.toBeInTheDocument();
  });

  it('shows the stage, insights and action items, and completes an action item', async () => {
    const item = actionItem('Call Sam by Friday');
    const conversation = makeConversation({
      coachingContext: { focusAreas: [], methodology: 'grow', stage: 'Options' },
      sessionSummary: { keyInsights: ['I avoid hard talks'], actionItems: [item], summary: '' },
    });
    const { server, user } = renderAiCoaching({ path: `/client/ai-coaching/session/${conversation._id}`, conversations: [conversation] });
    await readyMessageBox();
    const insights = screen.getByRole('complementary', { name: M.insightsHeading });
    expect(within(insights).getByText('Options').closest('[aria-current="step"]')).not.toBeNull();
    expect(within(insights).getByText('I avoid hard talks')).toBeInTheDocument();
    expect(within(insights).getByText(M.actionItemStatusLabels.pending)).toBeInTheDocument();

    await user.click(within(insights).getByRole('checkbox', { name: 'Call Sam by Friday' }));
    expect(await within(insights).findByText(M.actionItemStatusLabels.completed)).toBeInTheDocument();
    expect(callsTo(server.calls, 'PUT')).toEqual([
      { path: `/ai-coaching/conversations/${conversation._id}/action-items/${item._id}`, method: 'PUT', body: { status: 'completed' } },
    ]);
  });

  it('deletes a conversation only after confirming, and closes it if it was open', async () => {
    const conversation = makeConversation({ title: 'Old chat', messages: [makeMessage('ai_coach', 'Hello again')] });
    const { server, user } = renderAiCoaching({ path: `/client/ai-coaching/session/${conversation._id}`, conversations: [conversation] });
    expect(await screen.findByText('Hello again')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: `${M.deleteConversation}: Old chat` }));
    const dialog = await screen.findByRole('dialog', { name: M.deleteConversation });
    await user.click(within(dialog).getByRole('button', { name: M.cancelAction }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(callsTo(server.calls, 'DELETE')).toEqual([]);

    await user.click(screen.getByRole('button', { name: `${M.deleteConversation}: Old chat` }));
    await user.click(within(await screen.findByRole('dialog', { name: M.deleteConversation })).getByRole('button', { name: M.deleteAction }));
    expect(await screen.findByText(M.conversationDeleted)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Hello again')).not.toBeInTheDocument());
    expect(callsTo(server.calls, 'DELETE')).toHaveLength(1);
    expect(screen.getByText(M.noActiveConversations)).toBeInTheDocument();
  });

  it('opens a conversation chosen from the list and notes a safety reply that alerted the coach', async () => {
    const older = makeConversation({ title: 'Older', createdAt: '2026-01-01T10:00:00.000Z' });
    const flagged = makeConversation({
      title: 'Hard week',
      createdAt: '2026-02-01T10:00:00.000Z',
      messages: [makeMessage('ai_coach', 'Please reach out to a crisis line.', { metadata: { ...SAFETY, safetyFlag: 'suicide', coachAlerted: true } })],
    });
    const { user } = renderAiCoaching({ conversations: [older, flagged] });
    const nav = await screen.findByRole('navigation', { name: M.conversationsHeading });
    const titles = await within(nav).findAllByRole('button', { name: /^(Older|Hard week)/ });
    expect(titles.map((button) => within(button).getByText(/Older|Hard week/).textContent)).toEqual(['Hard week', 'Older']);
    await user.click(titles[0]!);
    expect(await screen.findByText('Please reach out to a crisis line.')).toBeInTheDocument();
    expect(screen.getByText(M.coachNotified)).toBeInTheDocument();
  });

  it('does not claim a coach was notified for a client without a coach or for a refusal', async () => {
    const conversation = makeConversation({
      messages: [
        makeMessage('ai_coach', 'Please call a crisis line and tell someone you trust.', { metadata: { ...SAFETY, safetyFlag: 'self_harm', coachAlerted: false } }),
        makeMessage('ai_coach', "I can't share how I'm set up.", { metadata: { ...SAFETY, refused: true } }),
        makeMessage('ai_coach', 'An older safety reply with no marks.', { metadata: SAFETY }),
      ],
    });
    renderAiCoaching({ path: `/client/ai-coaching/session/${conversation._id}`, conversations: [conversation] });
    expect(await screen.findByText('Please call a crisis line and tell someone you trust.')).toBeInTheDocument();
    expect(screen.getByText("I can't share how I'm set up.")).toBeInTheDocument();
    expect(screen.getByText('An older safety reply with no marks.')).toBeInTheDocument();
    expect(screen.queryByText(M.coachNotified)).not.toBeInTheDocument();
  });
});
