import type { User } from '@coaching/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import en from '../../i18n/locales/en/client-profile.js';
import { apiFail, apiOk, callsTo } from '../../test/fake-api.js';
import { makeClient, renderClientProfile } from './client-profile-test-utils.js';

const section = (name: string) => screen.findByRole('region', { name });
const editButton = () => screen.findByRole('button', { name: en.actions.edit });
const firstNameField = () => screen.getByRole('textbox', { name: /First name/ });
const storedUser = () => JSON.parse(localStorage.getItem('user') ?? 'null') as User;

type UserEvents = ReturnType<typeof renderClientProfile>['user'];

/** Opens a list's add dialog, types the entry and presses Enter. */
async function addEntry(user: UserEvents, addLabel: string, entry: string) {
  await user.click(screen.getByRole('button', { name: addLabel }));
  const dialog = await screen.findByRole('dialog');
  await user.type(within(dialog).getByRole('textbox'), `${entry}{Enter}`);
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
}

describe('ClientProfilePage', () => {
  it('shows who the client is, their personal information, goals, challenges and preferred style', async () => {
    renderClientProfile();
    expect(await screen.findByRole('heading', { level: 1, name: 'My Profile' })).toBeInTheDocument();
    expect(screen.getByText('Jordan Taylor')).toBeInTheDocument();
    expect(screen.getByText('jordan@example.com')).toBeInTheDocument();
    expect(screen.getByText('J')).toBeInTheDocument();
    expect(screen.getByText(en.roles.client)).toBeInTheDocument();

    const personal = await section(en.personal.title);
    for (const text of ['Jordan', 'Taylor', '+1 555 0199', 'Europe/Paris', 'Product manager, new to leading a team.']) expect(within(personal).getByText(text)).toBeInTheDocument();
    expect(within(await section(en.lists.goals.title)).getByText('Delegate more')).toBeInTheDocument();
    expect(within(await section(en.lists.currentChallenges.title)).getByText('Saying no')).toBeInTheDocument();
    const style = await section(en.style.title);
    expect(within(style).getByText(en.style.options['solution-focused'].label)).toBeInTheDocument();
    expect(within(style).getByText(en.style.options['solution-focused'].description)).toBeInTheDocument();

    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: en.actions.save })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: en.lists.goals.add })).not.toBeInTheDocument();
  });

  it("takes the avatar's initial from the email when there is no first name, and says when nothing is set", async () => {
    renderClientProfile({
      user: { ...makeClient({ profile: { firstName: '', phone: '' }, clientSpecific: { goals: [], currentChallenges: [], preferredCoachingStyle: '' } }), email: 'alex@example.com' },
    });
    expect(await screen.findByText('A')).toBeInTheDocument();
    expect(within(await section(en.personal.title)).getByText(en.personal.notSet)).toBeInTheDocument();
    expect(screen.getByText(en.lists.goals.empty)).toBeInTheDocument();
    expect(screen.getByText(en.lists.currentChallenges.empty)).toBeInTheDocument();
    expect(within(await section(en.style.title)).getByText(en.style.none)).toBeInTheDocument();
  });

  it('saves the edits with PUT /auth/me, says so, returns to view and updates the signed-in user', async () => {
    const { user, server } = renderClientProfile();
    await user.click(await editButton());
    await user.clear(firstNameField());
    await user.type(firstNameField(), '  Jo ');
    await user.clear(screen.getByRole('textbox', { name: 'Phone' }));
    await user.type(screen.getByRole('textbox', { name: 'Phone' }), '+33 1 23 45 67 89');
    await user.click(screen.getByRole('combobox', { name: 'Timezone' }));
    await user.click(await screen.findByRole('option', { name: 'Asia/Tokyo' }));
    await user.click(screen.getByRole('combobox', { name: en.style.label }));
    await user.click(await screen.findByRole('option', { name: en.style.options['non-directive'].label }));
    expect(screen.getByText(en.style.options['non-directive'].description)).toBeInTheDocument();
    await addEntry(user, en.lists.goals.add, 'Run better one-to-ones');
    await addEntry(user, en.lists.currentChallenges.add, 'Too many meetings');
    await user.click(within(screen.getByRole('button', { name: 'Saying no' })).getByTestId('CancelIcon'));
    expect(callsTo(server.calls, 'PUT')).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: en.actions.save }));

    expect(await screen.findByText('Profile updated successfully')).toBeInTheDocument();
    expect(await screen.findByText('Profile updated successfully!')).toBeInTheDocument();
    expect(callsTo(server.calls, 'PUT', '/auth/me').map((call) => call.body)).toEqual([
      {
        profile: { firstName: 'Jo', lastName: 'Taylor', phone: '+33 1 23 45 67 89', bio: 'Product manager, new to leading a team.', timezone: 'Asia/Tokyo' },
        clientSpecific: { goals: ['Delegate more', 'Run better one-to-ones'], currentChallenges: ['Too many meetings'], preferredCoachingStyle: 'non-directive' },
      },
    ]);
    expect(screen.queryByRole('button', { name: en.actions.save })).not.toBeInTheDocument();
    expect(screen.getByText('Jo Taylor')).toBeInTheDocument();
    expect(within(await section(en.lists.goals.title)).getByText('Run better one-to-ones')).toBeInTheDocument();
    expect(within(await section(en.lists.currentChallenges.title)).queryByText('Saying no')).not.toBeInTheDocument();
    expect(within(await section(en.style.title)).getByText(en.style.options['non-directive'].label)).toBeInTheDocument();
    expect(storedUser()).toMatchObject({ profile: { firstName: 'Jo' }, clientSpecific: { preferredCoachingStyle: 'non-directive' } });
  });

  it('Cancel puts back the saved values and leaves edit mode without saving', async () => {
    const { user, server } = renderClientProfile();
    await user.click(await editButton());
    await user.clear(firstNameField());
    await user.type(firstNameField(), 'Changed');
    await addEntry(user, en.lists.goals.add, 'Temporary goal');
    await user.click(within(screen.getByRole('button', { name: 'Saying no' })).getByTestId('CancelIcon'));
    await user.click(screen.getByRole('combobox', { name: en.style.label }));
    await user.click(await screen.findByRole('option', { name: en.style.options.directive.label }));
    await user.click(screen.getByRole('button', { name: en.actions.cancel }));

    expect(screen.queryByRole('textbox', { name: /First name/ })).not.toBeInTheDocument();
    expect(screen.getByText('Jordan Taylor')).toBeInTheDocument();
    expect(screen.queryByText('Temporary goal')).not.toBeInTheDocument();
    expect(screen.getByText('Saying no')).toBeInTheDocument();
    expect(screen.getByText(en.style.options['solution-focused'].label)).toBeInTheDocument();
    await user.click(await editButton());
    expect(firstNameField()).toHaveValue('Jordan');
    expect(screen.queryByText('Temporary goal')).not.toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: en.style.label })).toHaveTextContent(en.style.options['solution-focused'].label);
    expect(callsTo(server.calls, 'PUT')).toHaveLength(0);
  });

  it('adds a goal trimmed from its dialog, ignores a blank or repeated one, and takes the keyboard', async () => {
    const { user, server } = renderClientProfile();
    await user.click(await editButton());
    await user.click(screen.getByRole('button', { name: en.lists.goals.add }));
    const dialog = await screen.findByRole('dialog', { name: en.lists.goals.dialogTitle });
    const entry = within(dialog).getByRole('textbox', { name: en.lists.goals.field });
    expect(entry).toHaveFocus();
    await user.type(entry, '   {Enter}');
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: en.lists.add })).toBeDisabled();
    await user.clear(entry);
    await user.type(entry, ' delegate MORE ');
    expect(within(dialog).getByText(en.lists.duplicate)).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: en.lists.add })).toBeDisabled();
    await user.clear(entry);
    await user.type(entry, '   Run a 10k  {Enter}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    const goals = await section(en.lists.goals.title);
    expect(within(goals).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Delegate more', 'Run a 10k']);
    expect(screen.getByRole('button', { name: en.lists.goals.add })).toHaveFocus();

    // Escape closes without adding; Delete on a focused chip removes it.
    await user.click(screen.getByRole('button', { name: en.lists.currentChallenges.add }));
    await user.type(within(await screen.findByRole('dialog')).getByRole('textbox'), 'Never mind{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.queryByText('Never mind')).not.toBeInTheDocument();
    screen.getByRole('button', { name: 'Saying no' }).focus();
    await user.keyboard('{Delete}');
    expect(screen.queryByText('Saying no')).not.toBeInTheDocument();
    expect(screen.getByText(en.lists.currentChallenges.empty)).toBeInTheDocument();

    expect(callsTo(server.calls, 'PUT')).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: en.actions.save }));
    await screen.findByText('Profile updated successfully');
    expect(callsTo(server.calls, 'PUT', '/auth/me')[0]?.body).toMatchObject({ clientSpecific: { goals: ['Delegate more', 'Run a 10k'], currentChallenges: [] } });
  });

  it('says what is wrong with a field, and sends nothing', async () => {
    const { user, server } = renderClientProfile();
    await user.click(await editButton());
    await user.clear(firstNameField());
    await user.click(screen.getByRole('button', { name: en.actions.save }));
    expect(await screen.findByText('First name is required')).toBeInTheDocument();
    expect(firstNameField()).toHaveAttribute('aria-invalid', 'true');
    expect(callsTo(server.calls, 'PUT')).toHaveLength(0);
  });

  it("keeps the draft and says the spec's words when the save fails", async () => {
    const { user, server } = renderClientProfile({ override: (call) => (call.method === 'PUT' ? apiFail(500, 'Internal server error', 'INTERNAL_ERROR') : undefined) });
    await user.click(await editButton());
    await user.clear(firstNameField());
    await user.type(firstNameField(), 'Jo');
    await addEntry(user, en.lists.goals.add, 'Run a 10k');
    await user.click(screen.getByRole('button', { name: en.actions.save }));

    expect(await screen.findByText('Failed to update profile. Please try again.')).toBeInTheDocument();
    expect(await screen.findByText('Failed to update profile')).toBeInTheDocument();
    expect(firstNameField()).toHaveValue('Jo');
    expect(screen.getByText('Run a 10k')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: en.actions.save })).toBeEnabled();
    expect(screen.queryByText('Profile updated successfully')).not.toBeInTheDocument();
    expect(screen.getByText('Jordan Taylor')).toBeInTheDocument();
    expect(storedUser().profile.firstName).toBe('Jordan');
    expect(callsTo(server.calls, 'PUT')).toHaveLength(1);
  });

  it("puts the server's field messages on their fields", async () => {
    const { user } = renderClientProfile({
      override: (call) =>
        call.method === 'PUT' ? apiFail(400, 'Validation failed', 'VALIDATION_ERROR', [{ path: 'profile.phone', msg: 'Must be at most 40 characters' }]) : undefined,
    });
    await user.click(await editButton());
    await user.click(screen.getByRole('button', { name: en.actions.save }));
    expect(await screen.findByText('Must be at most 40 characters')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Phone' })).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('Failed to update profile. Please try again.')).toBeInTheDocument();
  });

  it('holds Save and Cancel while the save is under way', async () => {
    let answer: (response: Response) => void = () => undefined;
    const { user, server } = renderClientProfile({
      override: (call) => (call.method === 'PUT' ? new Promise<Response>((resolve) => (answer = resolve)) : undefined),
    });
    await user.click(await editButton());
    await user.click(screen.getByRole('button', { name: en.actions.save }));
    await waitFor(() => expect(screen.getByRole('button', { name: en.actions.cancel })).toBeDisabled());
    expect(screen.getByRole('button', { name: en.actions.save })).toBeDisabled();
    answer(apiOk('PUT /auth/me', { user: server.user }, { message: 'Profile updated successfully' }));
    expect(await screen.findByText('Profile updated successfully')).toBeInTheDocument();
  });

  it('shows a style saved as free text as written, and saving the rest keeps it', async () => {
    const { user, server } = renderClientProfile({ user: makeClient({ clientSpecific: { preferredCoachingStyle: 'Direct and practical' } }) });
    expect(within(await section(en.style.title)).getByText('Direct and practical')).toBeInTheDocument();
    await user.click(await editButton());
    expect(screen.getByRole('combobox', { name: en.style.label })).toHaveTextContent('Direct and practical');
    await user.click(screen.getByRole('button', { name: en.actions.save }));
    await screen.findByText('Profile updated successfully');
    expect(callsTo(server.calls, 'PUT', '/auth/me')[0]?.body).toEqual({
      profile: expect.any(Object),
      clientSpecific: { goals: ['Delegate more'], currentChallenges: ['Saying no'] },
    });
  });
});
