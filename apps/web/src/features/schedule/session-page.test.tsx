import { AI_OVERSIGHT_MESSAGES, SUCCESS_MESSAGES } from '@coaching/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { callsTo } from '../../test/fake-api.js';
import { makeGoal, makeMilestone } from '../../test/factories.js';
import en from '../../i18n/locales/en/schedule.js';
import { CLIENT_ID, makeSession, renderSchedule } from './schedule-test-utils.js';

const heading = (title: string) => screen.findByRole('heading', { level: 1, name: title });
const button = (name: string) => screen.queryByRole('button', { name });

describe('/coach/sessions/{id}', () => {
  it('shows the actions a waiting booking allows, and no Complete', async () => {
    const session = makeSession({ status: 'scheduled', requestedBy: 'client' });
    renderSchedule({ path: `/coach/sessions/${session._id}`, sessions: [session] });
    await heading('Career check-in');
    for (const name of [en.actions.confirm, en.actions.start, en.actions.reschedule, en.actions.noShow, en.actions.cancel]) expect(button(name)).toBeInTheDocument();
    expect(button(en.actions.complete)).not.toBeInTheDocument();
  });

  it('starts a confirmed session, then offers only Complete, which keeps the notes', async () => {
    const session = makeSession({ status: 'confirmed' });
    const { server, user } = renderSchedule({ path: `/coach/sessions/${session._id}`, sessions: [session] });
    await heading('Career check-in');
    expect(button(en.actions.confirm)).not.toBeInTheDocument();
    await user.click(button(en.actions.start)!);
    expect(await screen.findByText(SUCCESS_MESSAGES.sessionStarted)).toBeInTheDocument();
    await waitFor(() => expect(button(en.actions.start)).not.toBeInTheDocument());
    for (const name of [en.actions.cancel, en.actions.noShow, en.actions.reschedule]) expect(button(name)).not.toBeInTheDocument();
    await user.click(button(en.actions.complete)!);
    const dialog = await screen.findByRole('dialog', { name: en.completeDialog.title });
    await user.type(within(dialog).getByLabelText(en.completeDialog.notes), 'Agreed on three next steps');
    await user.click(within(dialog).getByRole('button', { name: en.actions.complete }));
    expect(await screen.findByText(SUCCESS_MESSAGES.sessionCompleted)).toBeInTheDocument();
    expect(callsTo(server.calls, 'PATCH', `/sessions/${session._id}/complete`)[0]!.body).toEqual({ notes: 'Agreed on three next steps' });
    await waitFor(() => expect(button(en.actions.complete)).not.toBeInTheDocument());
    expect(screen.getByText(en.feedback.none)).toBeInTheDocument();
  });

  it('cancels only with a reason, after asking', async () => {
    const session = makeSession();
    const { server, user } = renderSchedule({ path: `/coach/sessions/${session._id}`, sessions: [session] });
    await heading('Career check-in');
    await user.click(button(en.actions.cancel)!);
    const dialog = await screen.findByRole('dialog', { name: en.cancelDialog.title });
    await user.click(within(dialog).getByRole('button', { name: en.cancelDialog.confirm }));
    expect(within(dialog).getByText('Please give a reason for cancelling')).toBeInTheDocument();
    expect(callsTo(server.calls, 'PATCH')).toHaveLength(0);
    await user.type(within(dialog).getByLabelText(/Reason/), 'I am ill');
    await user.click(within(dialog).getByRole('button', { name: en.cancelDialog.confirm }));
    expect(await screen.findByText(SUCCESS_MESSAGES.sessionCancelled)).toBeInTheDocument();
    expect(callsTo(server.calls, 'PATCH', `/sessions/${session._id}/cancel`)[0]!.body).toEqual({ reason: 'I am ill' });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByText('I am ill')).toBeInTheDocument();
    expect(button(en.actions.cancel)).not.toBeInTheDocument();
  });

  it("reschedules to a time on the coach's clock", async () => {
    const session = makeSession({ scheduledDate: '2030-03-04T15:00:00.000Z' });
    const { server, user } = renderSchedule({ path: `/coach/sessions/${session._id}`, sessions: [session], timezone: 'Europe/London' });
    await heading('Career check-in');
    await user.click(button(en.actions.reschedule)!);
    const dialog = await screen.findByRole('dialog', { name: en.rescheduleDialog.title });
    expect(within(dialog).getByLabelText(/^Time/)).toHaveValue('15:00');
    fireEvent.change(within(dialog).getByLabelText(/^Date/), { target: { value: '2030-04-02' } });
    await user.click(within(dialog).getByRole('button', { name: en.actions.reschedule }));
    // 15:00 in London in April (summer time) is 14:00 UTC.
    await waitFor(() => expect(callsTo(server.calls, 'PUT', `/sessions/${session._id}`)[0]?.body).toEqual({ scheduledDate: '2030-04-02T14:00:00.000Z' }));
    expect(await screen.findByText(SUCCESS_MESSAGES.sessionUpdated)).toBeInTheDocument();
  });

  it('saves the notes with PUT', async () => {
    const session = makeSession({ notes: 'Prepare the review' });
    const { server, user } = renderSchedule({ path: `/coach/sessions/${session._id}`, sessions: [session] });
    const notes = await screen.findByLabelText(en.details.notesLabel);
    expect(notes).toHaveValue('Prepare the review');
    expect(button(en.details.saveNotes)).toBeDisabled();
    await user.type(notes, ' and the budget');
    await user.click(button(en.details.saveNotes)!);
    await waitFor(() => expect(callsTo(server.calls, 'PUT', `/sessions/${session._id}`)[0]?.body).toEqual({ notes: 'Prepare the review and the budget' }));
  });

  it("shows the client's feedback, a late cancellation to waive, and the pre-session brief", async () => {
    const session = makeSession({
      status: 'cancelled',
      requestedBy: 'client',
      cancellation: { by: 'client', reason: 'Travel', at: '2030-03-04T10:00:00.000Z', late: true, waived: false },
    });
    const goal = makeGoal({ clientId: CLIENT_ID, title: 'Lead the team offsite', milestones: [makeMilestone('Agenda', true), makeMilestone('Venue')] });
    const { server, user } = renderSchedule({
      path: `/coach/sessions/${session._id}`,
      sessions: [session],
      goals: [goal, makeGoal({ clientId: CLIENT_ID, title: 'Done already', status: 'completed' })],
      insights: {
        summaryReports: [{ conversationId: crypto.randomUUID(), clientId: CLIENT_ID, clientName: 'Jordan Taylor', title: 'Delegation', summary: 'Practised saying no.', updatedAt: '2030-02-01T10:00:00.000Z' }],
      },
    });
    await heading('Career check-in');
    expect(screen.getByText(en.late.cancellation)).toBeInTheDocument();
    expect(await screen.findByText('Lead the team offsite')).toBeInTheDocument();
    expect(screen.queryByText('Done already')).not.toBeInTheDocument();
    expect(screen.getByText('50% · 1 of 2 milestones')).toBeInTheDocument();
    expect(await screen.findByText('Practised saying no.')).toBeInTheDocument();
    expect(callsTo(server.calls, 'GET', `/goals?clientId=${CLIENT_ID}`)).toHaveLength(1);
    await user.click(button(en.actions.waive)!);
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: en.actions.waive }));
    expect(await screen.findByText(en.late.waived)).toBeInTheDocument();
    expect(button(en.actions.waive)).not.toBeInTheDocument();
  });

  it('says, when completing without notes, that the AI will draft them, unless the coach turned that off', async () => {
    const session = makeSession({ status: 'in_progress' });
    const { user } = renderSchedule({ path: `/coach/sessions/${session._id}`, sessions: [session] });
    await user.click((await screen.findByRole('button', { name: en.actions.complete }))!);
    const dialog = await screen.findByRole('dialog', { name: en.completeDialog.title });
    const notes = within(dialog).getByLabelText(en.completeDialog.notes);
    expect(notes).toHaveAccessibleDescription(en.completeDialog.draftHint);
    await user.type(notes, 'Agreed');
    expect(within(dialog).queryByText(en.completeDialog.draftHint)).not.toBeInTheDocument();
  });

  it('gives no draft hint while autoGenerateNotes is off', async () => {
    const session = makeSession({ status: 'in_progress' });
    const { user } = renderSchedule({ path: `/coach/sessions/${session._id}`, sessions: [session], aiAssistance: { autoGenerateNotes: false } });
    await user.click((await screen.findByRole('button', { name: en.actions.complete }))!);
    const dialog = await screen.findByRole('dialog', { name: en.completeDialog.title });
    expect(within(dialog).queryByText(en.completeDialog.draftHint)).not.toBeInTheDocument();
  });

  it("marks the AI's draft of the notes, and saving them as they are makes them the coach's", async () => {
    const draft = 'Career check-in with Jordan, 60 minutes.\n\nAgreed next steps: [the actions agreed, with their dates]';
    const session = makeSession({ status: 'completed', notes: draft, notesDraft: true });
    const { server, user } = renderSchedule({ path: `/coach/sessions/${session._id}`, sessions: [session] });
    expect(await screen.findByText(en.details.aiDraft)).toBeInTheDocument();
    expect(screen.getByText(en.details.aiDraftHint)).toBeInTheDocument();
    expect(screen.getByLabelText(en.details.notesLabel)).toHaveValue(draft);
    await user.click(screen.getByRole('button', { name: en.details.keepDraft }));
    await waitFor(() => expect(callsTo(server.calls, 'PUT', `/sessions/${session._id}`)[0]?.body).toEqual({ notes: draft }));
    await waitFor(() => expect(screen.queryByText(en.details.aiDraft)).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: en.details.saveNotes })).toBeDisabled();
  });

  it('leaves the AI summaries out of the pre-session brief while client insights are off, and keeps the alerts', async () => {
    const session = makeSession();
    renderSchedule({
      path: `/coach/sessions/${session._id}`,
      sessions: [session],
      aiAssistance: { clientInsights: false },
      insights: {
        conversationAlerts: [
          { _id: crypto.randomUUID(), conversationId: crypto.randomUUID(), clientId: CLIENT_ID, clientName: 'Jordan Taylor', kind: 'suicide', level: 'crisis', excerpt: 'I feel hopeless', createdAt: '2030-03-01T10:00:00.000Z' },
        ],
        summaryReports: [{ conversationId: crypto.randomUUID(), clientId: CLIENT_ID, clientName: 'Jordan Taylor', title: 'Delegation', summary: 'Practised saying no.', updatedAt: '2030-02-01T10:00:00.000Z' }],
      },
    });
    expect(await screen.findByText(AI_OVERSIGHT_MESSAGES.clientInsightsOff)).toBeInTheDocument();
    expect(screen.queryByText('Practised saying no.')).not.toBeInTheDocument();
    expect(screen.getByText('1 open safety alert: review it before the session.')).toBeInTheDocument();
  });

  it('shows the feedback the client gave', async () => {
    const session = makeSession({
      status: 'completed',
      assessment: { clientFeedback: { satisfaction: 9, clarity: 7, actionability: 8, comments: 'Very useful', submittedAt: '2030-03-05T10:00:00.000Z' } },
    });
    renderSchedule({ path: `/coach/sessions/${session._id}`, sessions: [session] });
    expect(await screen.findByText('Very useful')).toBeInTheDocument();
    expect(screen.getByText('9/10')).toBeInTheDocument();
    expect(screen.getByText('7/10')).toBeInTheDocument();
    expect(await screen.findByText(/Planned: 60 minutes · not held yet/)).toBeInTheDocument();
  });

  it('says when the session does not exist', async () => {
    renderSchedule({ path: `/coach/sessions/${crypto.randomUUID()}` });
    expect(await heading('Session not found')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: en.details.back })).toHaveAttribute('href', '/coach/sessions');
  });
});
