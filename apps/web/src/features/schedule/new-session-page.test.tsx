import { defaultSessionPreferences, SUCCESS_MESSAGES } from '@coaching/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { callsTo } from '../../test/fake-api.js';
import en from '../../i18n/locales/en/schedule.js';
import { CLIENT_ID, makeAvailability, renderSchedule } from './schedule-test-utils.js';

const jordan = { clientId: CLIENT_ID, clientName: 'Jordan Taylor', lastActivity: '2030-01-01T10:00:00.000Z' };

describe('/coach/sessions/new', () => {
  it("books one of the coach's free slots, in the coach's zone, at the default duration", async () => {
    const { server, user, router } = renderSchedule({
      path: `/coach/sessions/new?clientId=${CLIENT_ID}`,
      timezone: 'America/New_York',
      insights: { activeClients: [jordan] },
      slots: [
        { start: '2030-03-05T14:00:00.000Z', end: '2030-03-05T15:00:00.000Z' },
        { start: '2030-03-05T15:00:00.000Z', end: '2030-03-05T16:00:00.000Z' },
      ],
    });
    await waitFor(() => expect(screen.getByRole('combobox', { name: /Client/ })).toHaveTextContent('Jordan Taylor'));
    const times = await screen.findByRole('group', { name: en.form.slotTimes });
    // 14:00 UTC is 09:00 in New York (winter time).
    await user.click(within(times).getByRole('button', { name: /9:00\sAM/ }));
    expect(screen.getByLabelText(/^Time/)).toHaveValue('09:00');
    expect(screen.getByLabelText(/^Date/)).toHaveValue('2030-03-05');
    expect(screen.getByLabelText(/^Duration/)).toHaveValue(60);
    await user.click(screen.getByRole('button', { name: en.form.create }));
    await waitFor(() => expect(callsTo(server.calls, 'POST', '/sessions')).toHaveLength(1));
    expect(callsTo(server.calls, 'POST', '/sessions')[0]!.body).toEqual({
      clientId: CLIENT_ID,
      title: 'Coaching session',
      scheduledDate: '2030-03-05T14:00:00.000Z',
      duration: 60,
      location: { type: 'video_call', details: '' },
    });
    expect(await screen.findByText(SUCCESS_MESSAGES.sessionCreated)).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe(`/coach/sessions/${server.sessions[0]!._id}`));
  });

  it("takes any date and time the coach enters, read on the coach's clock, with their own default duration", async () => {
    const { server, user } = renderSchedule({
      path: '/coach/sessions/new',
      timezone: 'America/New_York',
      insights: { activeClients: [jordan] },
      availability: makeAvailability({ sessionPreferences: { ...defaultSessionPreferences(), defaultDuration: 45 } }),
    });
    expect(await screen.findByText(en.form.noSlots)).toBeInTheDocument();
    await user.click(screen.getByRole('combobox', { name: /Client/ }));
    await user.click(await screen.findByRole('option', { name: 'Jordan Taylor' }));
    fireEvent.change(screen.getByLabelText(/^Date/), { target: { value: '2030-07-01' } });
    fireEvent.change(screen.getByLabelText(/^Time/), { target: { value: '20:30' } });
    await user.click(screen.getByRole('combobox', { name: en.form.locationType }));
    await user.click(await screen.findByRole('option', { name: 'Phone' }));
    await user.type(screen.getByLabelText(en.form.locationDetails), '+1 555 0100');
    await waitFor(() => expect(screen.getByLabelText(/^Duration/)).toHaveValue(45));
    await user.click(screen.getByRole('button', { name: en.form.create }));
    await waitFor(() => expect(callsTo(server.calls, 'POST', '/sessions')).toHaveLength(1));
    // 20:30 in New York in July (UTC-4) is 00:30 UTC the next day.
    expect(callsTo(server.calls, 'POST', '/sessions')[0]!.body).toMatchObject({
      clientId: CLIENT_ID,
      scheduledDate: '2030-07-02T00:30:00.000Z',
      duration: 45,
      location: { type: 'phone', details: '+1 555 0100' },
    });
  });

  it('asks for a client and a time before sending anything', async () => {
    const { server, user } = renderSchedule({ path: '/coach/sessions/new', insights: { activeClients: [jordan] } });
    await user.click(await screen.findByRole('button', { name: en.form.create }));
    expect(await screen.findByText(en.form.clientRequired)).toBeInTheDocument();
    expect(screen.getByText('Please choose a date and time')).toBeInTheDocument();
    expect(callsTo(server.calls, 'POST', '/sessions')).toHaveLength(0);
  });
});
