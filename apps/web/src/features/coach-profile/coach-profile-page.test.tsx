import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import en from '../../i18n/locales/en/coach-profile.js';
import { apiFail, callsTo } from '../../test/fake-api.js';
import { renderCoachProfile } from './coach-profile-test-utils.js';

const section = (name: string) => screen.findByRole('region', { name });
const editButton = () => screen.findByRole('button', { name: en.actions.edit });

describe('CoachProfilePage', () => {
  it('shows the saved profile: who, personal information, coaching details and weekly hours', async () => {
    renderCoachProfile();
    expect(await screen.findByRole('heading', { level: 1, name: 'My Profile' })).toBeInTheDocument();
    expect(screen.getByText('Sarah Mitchell')).toBeInTheDocument();
    expect(screen.getByText('coach@example.com')).toBeInTheDocument();
    expect(screen.getByText('S')).toBeInTheDocument();
    expect(screen.getByText(en.roles.coach)).toBeInTheDocument();

    const personal = await section(en.personal.title);
    for (const text of ['Sarah', 'Mitchell', '+1 555 0100', 'Europe/London', 'Helping leaders grow.']) expect(within(personal).getByText(text)).toBeInTheDocument();

    const coaching = await section(en.coaching.title);
    for (const text of ['7 years', '120', 'ICF PCC', 'Leadership', 'English']) expect(within(coaching).getByText(text)).toBeInTheDocument();
    expect(within(coaching).queryByRole('textbox')).not.toBeInTheDocument();

    const hours = await section(en.availability.title);
    expect(within(hours).getByText('Monday').nextElementSibling).toHaveTextContent('09:00–17:00');
    expect(within(hours).getByText('Tuesday').nextElementSibling).toHaveTextContent(en.availability.dayOff);
    expect(within(hours).getByRole('link', { name: en.availability.edit })).toHaveAttribute('href', '/coach/schedule');
  });

  it('saves the edited fields with PUT /auth/me, toasts the reply and returns to view', async () => {
    const { user, server } = renderCoachProfile();
    await user.click(await editButton());
    const firstName = screen.getByRole('textbox', { name: /First name/ });
    await user.clear(firstName);
    await user.type(firstName, '  Sara ');
    await user.clear(screen.getByRole('textbox', { name: 'Bio' }));
    await user.type(screen.getByRole('textbox', { name: 'Bio' }), 'New bio');
    await user.click(screen.getByRole('combobox', { name: 'Timezone' }));
    await user.click(await screen.findByRole('option', { name: 'Asia/Tokyo' }));
    const experience = screen.getByRole('spinbutton', { name: 'Experience' });
    await user.clear(experience);
    await user.type(experience, '9');
    const rate = screen.getByRole('spinbutton', { name: 'Hourly rate' });
    await user.clear(rate);
    await user.type(rate, '150.5');
    await user.click(screen.getByRole('button', { name: en.actions.save }));

    expect(await screen.findByText('Profile updated successfully')).toBeInTheDocument();
    expect(callsTo(server.calls, 'PUT', '/auth/me').map((call) => call.body)).toEqual([
      {
        profile: { firstName: 'Sara', lastName: 'Mitchell', phone: '+1 555 0100', bio: 'New bio', timezone: 'Asia/Tokyo', languages: ['English'] },
        coachSpecific: { certifications: ['ICF PCC'], specializations: ['Leadership'], experience: 9, hourlyRate: 150.5 },
      },
    ]);
    expect(await screen.findByText('Sara Mitchell')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: en.actions.save })).not.toBeInTheDocument();
    const coaching = await section(en.coaching.title);
    for (const text of ['9 years', '150.5']) expect(within(coaching).getByText(text)).toBeInTheDocument();
  });

  it('edits the chip lists: blank entries ignored, values trimmed, duplicates ignored, chips removable', async () => {
    const { user, server } = renderCoachProfile();
    await user.click(await editButton());
    const certification = screen.getByRole('textbox', { name: en.lists.certifications.add });
    await user.type(certification, '   ');
    await user.click(screen.getByRole('button', { name: en.lists.certifications.add }));
    await user.type(certification, '  ICF MCC  {Enter}');
    await user.type(certification, 'icf pcc{Enter}');
    expect(certification).toHaveValue('');
    await user.type(screen.getByRole('textbox', { name: en.lists.specializations.add }), 'Career transitions{Enter}');
    await user.click(within(screen.getByRole('button', { name: 'Leadership' })).getByTestId('CancelIcon'));
    await user.type(screen.getByRole('textbox', { name: en.lists.languages.add }), ' Spanish{Enter}');
    await user.click(screen.getByRole('button', { name: en.actions.save }));

    await screen.findByText('Profile updated successfully');
    const [put] = callsTo(server.calls, 'PUT', '/auth/me');
    expect(put?.body).toMatchObject({
      profile: { languages: ['English', 'Spanish'] },
      coachSpecific: { certifications: ['ICF PCC', 'ICF MCC'], specializations: ['Career transitions'] },
    });
    const coaching = await section(en.coaching.title);
    for (const text of ['ICF MCC', 'Career transitions', 'Spanish']) expect(within(coaching).getByText(text)).toBeInTheDocument();
    expect(within(coaching).queryByText('Leadership')).not.toBeInTheDocument();
  });

  it('sends no rate when the hourly rate is emptied', async () => {
    const { user, server } = renderCoachProfile();
    await user.click(await editButton());
    await user.clear(screen.getByRole('spinbutton', { name: 'Hourly rate' }));
    await user.click(screen.getByRole('button', { name: en.actions.save }));
    await screen.findByText('Profile updated successfully');
    expect(callsTo(server.calls, 'PUT', '/auth/me')[0]?.body).toMatchObject({ coachSpecific: { hourlyRate: null } });
    expect(await screen.findByText(en.coaching.noRate)).toBeInTheDocument();
  });

  it('Cancel puts back the saved values and leaves edit mode without saving', async () => {
    const { user, server } = renderCoachProfile();
    await user.click(await editButton());
    await user.clear(screen.getByRole('textbox', { name: /First name/ }));
    await user.type(screen.getByRole('textbox', { name: /First name/ }), 'Changed');
    await user.type(screen.getByRole('textbox', { name: en.lists.certifications.add }), 'Temporary{Enter}');
    await user.click(screen.getByRole('button', { name: en.actions.cancel }));

    expect(screen.queryByRole('textbox', { name: /First name/ })).not.toBeInTheDocument();
    expect(screen.queryByText('Temporary')).not.toBeInTheDocument();
    await user.click(await editButton());
    expect(screen.getByRole('textbox', { name: /First name/ })).toHaveValue('Sarah');
    expect(screen.queryByText('Temporary')).not.toBeInTheDocument();
    expect(callsTo(server.calls, 'PUT')).toHaveLength(0);
  });

  it('says what is wrong with a field, and sends nothing', async () => {
    const { user, server } = renderCoachProfile();
    await user.click(await editButton());
    await user.clear(screen.getByRole('textbox', { name: /First name/ }));
    const experience = screen.getByRole('spinbutton', { name: 'Experience' });
    await user.clear(experience);
    await user.type(experience, '2.5');
    await user.click(screen.getByRole('button', { name: en.actions.save }));

    expect(await screen.findByText('First name is required')).toBeInTheDocument();
    expect(screen.getByText('Enter a whole number of years from 0 to 80')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /First name/ })).toHaveAttribute('aria-invalid', 'true');
    expect(callsTo(server.calls, 'PUT')).toHaveLength(0);
  });

  it("keeps the form and says the spec's words when the save fails", async () => {
    const { user } = renderCoachProfile({
      override: (call) =>
        call.method === 'PUT' ? apiFail(400, 'Validation failed', 'VALIDATION_ERROR', [{ path: 'profile.phone', msg: 'Must be at most 40 characters' }]) : undefined,
    });
    await user.click(await editButton());
    await user.click(screen.getByRole('button', { name: en.actions.save }));

    expect(await screen.findByText('Failed to update profile. Please try again.')).toBeInTheDocument();
    expect(await screen.findByText('Failed to update profile')).toBeInTheDocument();
    expect(screen.getByText('Must be at most 40 characters')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: en.actions.save })).toBeInTheDocument();
  });

  it('shows the real average session rating and the completed sessions', async () => {
    renderCoachProfile({ metrics: { averageSessionRating: 4.46, ratedSessions: 8, completedSessions: 18 } });
    const tiles = await section(en.ratings.label);
    expect(await within(tiles).findByText('4.5 / 5')).toBeInTheDocument();
    expect(within(tiles).getByRole('img', { name: 'Rated 4.5 out of 5' })).toBeInTheDocument();
    expect(within(tiles).getByText('From 8 rated sessions')).toBeInTheDocument();
    expect(within(tiles).getByText('18')).toBeInTheDocument();
    expect(within(tiles).queryByText(en.ratings.noRatings)).not.toBeInTheDocument();
  });

  it("says 'No ratings yet' rather than a number before any session is rated", async () => {
    renderCoachProfile({ metrics: { averageSessionRating: null, ratedSessions: 0, completedSessions: 2 } });
    const tiles = await section(en.ratings.label);
    expect(await within(tiles).findByText(en.ratings.noRatings)).toBeInTheDocument();
    expect(within(tiles).queryByText(/\/ 5/)).not.toBeInTheDocument();
    await waitFor(() => expect(within(tiles).getByText('2')).toBeInTheDocument());
  });
});
