import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import en from '../../i18n/locales/en/coach-client-edit.js';
import { apiFail, callsTo } from '../../test/fake-api.js';
import { CLIENT_ID, makeClient, renderClientEdit } from './coach-client-edit-test-utils.js';

const PUT = `/coach/clients/${CLIENT_ID}`;
const notesField = () => screen.getByRole('textbox', { name: en.form.notes });
const saveButton = () => screen.getByRole('button', { name: en.form.save });
const goals = () => screen.getByRole('list', { name: en.form.lists.goals.title });

describe('CoachClientEditPage', () => {
  it('shows the client: name, email, status, membership, their lists, the private notes and the links to work with them', async () => {
    renderClientEdit();
    expect(await screen.findByRole('heading', { level: 1, name: 'Emma Wilson' })).toBeInTheDocument();
    expect(screen.getByText('emma@example.com')).toBeInTheDocument();
    expect(screen.getByText(en.header.active)).toBeInTheDocument();
    expect(screen.getByText(/^Member since /)).toBeInTheDocument();
    expect(screen.getByText('Last active 2 days ago')).toBeInTheDocument();
    expect(within(goals()).getByText('Lead my new team')).toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: en.form.lists.currentChallenges.title })).getByText('Delegating')).toBeInTheDocument();
    expect(notesField()).toHaveValue('Prefers morning sessions.');
    expect(screen.getByText(/Only you see these/)).toBeInTheDocument();
    expect(saveButton()).toBeDisabled();

    const links = within(screen.getByRole('navigation', { name: en.links.title }));
    expect(links.getByRole('link', { name: en.links.aiConfig })).toHaveAttribute('href', `/coach/clients/${CLIENT_ID}/ai-config`);
    expect(links.getByRole('link', { name: en.links.message })).toHaveAttribute('href', `/coach/conversations/new?clientId=${CLIENT_ID}`);
    expect(links.getByRole('link', { name: en.links.schedule })).toHaveAttribute('href', `/coach/sessions/new?clientId=${CLIENT_ID}`);
    expect(links.getByRole('link', { name: en.links.aiConversations })).toHaveAttribute('href', `/coach/client/${CLIENT_ID}/ai-conversations`);
  });

  it('says when a deactivated client has no activity yet', async () => {
    renderClientEdit({ client: makeClient({ isActive: false, lastActivity: null }) });
    expect(await screen.findByText(en.header.inactive)).toBeInTheDocument();
    expect(screen.getByText(en.header.noActivity)).toBeInTheDocument();
  });

  it('saves an added goal and the notes with PUT /coach/clients/{id}, sending only what changed, and toasts', async () => {
    const { user, server } = renderClientEdit();
    await screen.findByRole('heading', { level: 1, name: 'Emma Wilson' });
    await user.type(screen.getByRole('textbox', { name: en.form.lists.goals.add }), '  Speak at the offsite  {Enter}');
    await user.clear(notesField());
    await user.type(notesField(), 'Wants feedback on presentations. ');
    expect(saveButton()).toBeEnabled();
    await user.click(saveButton());

    expect(await screen.findByText('Profile updated successfully')).toBeInTheDocument();
    expect(callsTo(server.calls, 'PUT', PUT).map((call) => call.body)).toEqual([
      { goals: ['Lead my new team', 'Speak at the offsite'], notes: 'Wants feedback on presentations.' },
    ]);
    expect(within(goals()).getByText('Speak at the offsite')).toBeInTheDocument();
    await waitFor(() => expect(saveButton()).toBeDisabled());
  });

  it('Cancel puts the form back to the saved client and sends nothing', async () => {
    const { user, server } = renderClientEdit();
    await screen.findByRole('heading', { level: 1, name: 'Emma Wilson' });
    await user.type(screen.getByRole('textbox', { name: en.form.lists.currentChallenges.add }), 'Time management{Enter}');
    await user.click(within(screen.getByRole('button', { name: 'Lead my new team' })).getByTestId('CancelIcon'));
    await user.type(notesField(), ' More.');
    await user.click(screen.getByRole('button', { name: en.form.cancel }));

    expect(notesField()).toHaveValue('Prefers morning sessions.');
    expect(within(goals()).getByText('Lead my new team')).toBeInTheDocument();
    expect(screen.queryByText('Time management')).not.toBeInTheDocument();
    expect(saveButton()).toBeDisabled();
    expect(callsTo(server.calls, 'PUT')).toEqual([]);
  });

  it('keeps what was typed and says so when the save fails', async () => {
    const { user } = renderClientEdit({ override: (call) => (call.method === 'PUT' ? apiFail(500, 'Internal server error', 'INTERNAL_ERROR') : undefined) });
    await screen.findByRole('heading', { level: 1, name: 'Emma Wilson' });
    await user.type(notesField(), ' Call first.');
    await user.click(saveButton());

    expect(await screen.findByText('Failed to update profile. Please try again.')).toBeInTheDocument();
    expect(notesField()).toHaveValue('Prefers morning sessions. Call first.');
    expect(saveButton()).toBeEnabled();
  });

  it('shows "client not found" with the way back to My Clients for a client who is not the coach’s', async () => {
    renderClientEdit({ override: () => apiFail(404, 'Client not found', 'NOT_FOUND') });
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText(en.notFound)).toBeInTheDocument();
    expect(within(alert).getByRole('link', { name: en.back })).toHaveAttribute('href', '/coach/clients');
    expect(screen.queryByRole('textbox', { name: en.form.notes })).not.toBeInTheDocument();
  });

  it('offers to try again after a failed load, and shows the client once it loads', async () => {
    let failures = 1;
    const { user } = renderClientEdit({ override: (call) => (call.method === 'GET' && failures-- > 0 ? apiFail(500, 'Internal server error', 'INTERNAL_ERROR') : undefined) });
    expect(await screen.findByText(en.loadFailed)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: en.tryAgain }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Emma Wilson' })).toBeInTheDocument();
  });
});
