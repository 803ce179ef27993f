import { defaultSessionPreferences, SUCCESS_MESSAGES, type UpdateCoachAvailabilityBody } from '@coaching/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiFail, callsTo } from '../../test/fake-api.js';
import en from '../../i18n/locales/en/schedule.js';
import { makeAvailability, makeSession, renderSchedule } from './schedule-test-utils.js';

const save = () => screen.getByRole('button', { name: en.schedule.save });
const slider = (name: string) => screen.getByRole('slider', { name });

describe('/coach/schedule', () => {
  it('starts from the spec defaults: every day off, 09:00-17:00, the preference sliders at 60, 15, 8 and 24', async () => {
    renderSchedule({ path: '/coach/schedule' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Schedule' })).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: /Monday/ })).not.toBeChecked();
    expect(screen.getByLabelText('Monday from')).toHaveValue('09:00');
    expect(screen.getByLabelText('Monday until')).toHaveValue('17:00');
    expect(screen.getByLabelText('Monday from')).toBeDisabled();
    expect(slider(en.preferences.defaultDuration)).toHaveValue('60');
    expect(slider(en.preferences.bufferTime)).toHaveValue('15');
    expect(slider(en.preferences.maxDailyClients)).toHaveValue('8');
    expect(slider(en.preferences.cancellationNotice)).toHaveValue('24');
    expect(slider(en.preferences.defaultDuration)).toHaveAttribute('min', '30');
    expect(slider(en.preferences.defaultDuration)).toHaveAttribute('max', '120');
    expect(slider(en.preferences.defaultDuration)).toHaveAttribute('step', '15');
    expect(slider(en.preferences.cancellationNotice)).toHaveAttribute('step', '12');
    expect(save()).toBeDisabled();
  });

  it('saves the weekly hours and the preferences in one PUT with the right body', async () => {
    const { server, user } = renderSchedule({ path: '/coach/schedule' });
    await user.click(await screen.findByRole('switch', { name: /Monday/ }));
    fireEvent.change(screen.getByLabelText('Monday until'), { target: { value: '18:30' } });
    await user.click(screen.getByRole('switch', { name: /Thursday/ }));
    fireEvent.change(screen.getByLabelText('Thursday from'), { target: { value: '13:00' } });
    slider(en.preferences.defaultDuration).focus();
    await user.keyboard('{ArrowRight}');
    slider(en.preferences.cancellationNotice).focus();
    await user.keyboard('{ArrowRight}');
    await user.click(screen.getByRole('switch', { name: en.preferences.allowRescheduling }));
    await user.clear(screen.getByLabelText(en.preferences.minimumNotice));
    await user.type(screen.getByLabelText(en.preferences.minimumNotice), '24');
    await user.click(save());
    expect(await screen.findByText(SUCCESS_MESSAGES.settingsUpdated)).toBeInTheDocument();
    const body = callsTo(server.calls, 'PUT', '/coach/availability')[0]!.body as UpdateCoachAvailabilityBody;
    expect(body.timezone).toBe('America/New_York');
    expect(body.weekly?.monday).toEqual({ available: true, startTime: '09:00', endTime: '18:30' });
    expect(body.weekly?.thursday).toEqual({ available: true, startTime: '13:00', endTime: '17:00' });
    expect(body.weekly?.tuesday).toEqual({ available: false, startTime: '09:00', endTime: '17:00' });
    expect(body.sessionPreferences).toEqual({ ...defaultSessionPreferences(), defaultDuration: 75, cancellationNotice: 36, allowRescheduling: false, minimumNotice: 24 });
    expect(body.overrides).toEqual([]);
    expect(body.blocks).toEqual([]);
    await waitFor(() => expect(save()).toBeDisabled());
  });

  it('adds a day off and a blocked time, read on the coach’s clock', async () => {
    const { server, user } = renderSchedule({ path: '/coach/schedule', timezone: 'Europe/London', availability: makeAvailability({ timezone: 'Europe/London' }) });
    await user.click(await screen.findByRole('button', { name: en.overrides.add }));
    fireEvent.change(screen.getByLabelText(en.overrides.date), { target: { value: '2030-12-24' } });
    await user.click(screen.getByRole('button', { name: en.blocks.add }));
    fireEvent.change(screen.getByLabelText(en.blocks.start), { target: { value: '2030-07-01T10:00' } });
    fireEvent.change(screen.getByLabelText(en.blocks.end), { target: { value: '2030-07-01T12:30' } });
    await user.type(screen.getByLabelText(en.blocks.reason), 'Training');
    await user.click(save());
    await waitFor(() => expect(callsTo(server.calls, 'PUT', '/coach/availability')).toHaveLength(1));
    const body = callsTo(server.calls, 'PUT', '/coach/availability')[0]!.body as UpdateCoachAvailabilityBody;
    expect(body.overrides).toEqual([{ date: '2030-12-24', available: false, startTime: '09:00', endTime: '17:00' }]);
    // 10:00 in London in July (summer time) is 09:00 UTC.
    expect(body.blocks).toEqual([{ start: '2030-07-01T09:00:00.000Z', end: '2030-07-01T11:30:00.000Z', reason: 'Training' }]);
  });

  it('says in plain words what to fix, and sends nothing', async () => {
    const { server, user } = renderSchedule({ path: '/coach/schedule' });
    await user.click(await screen.findByRole('switch', { name: /Friday/ }));
    fireEvent.change(screen.getByLabelText('Friday until'), { target: { value: '08:00' } });
    await user.click(save());
    const problem = await screen.findByText('Friday: the end time must come after the start time.');
    expect(problem.closest('[role="alert"]')).toHaveTextContent(en.schedule.fix);
    expect(callsTo(server.calls, 'PUT', '/coach/availability')).toHaveLength(0);
  });

  it("shows the server's reason when it refuses the schedule", async () => {
    const { user } = renderSchedule({
      path: '/coach/schedule',
      override: (call) => (call.method === 'PUT' ? apiFail(400, 'Validation failed', 'VALIDATION_ERROR', [{ msg: 'A blocked time must end after it starts', path: 'blocks.0.end' }]) : undefined),
    });
    await user.click(await screen.findByRole('switch', { name: /Monday/ }));
    await user.click(save());
    // Said on the page, where it stays, and in a toast.
    await waitFor(() => expect(screen.getAllByText('A blocked time must end after it starts')).toHaveLength(2));
    expect(screen.getAllByText('A blocked time must end after it starts')[0]!.closest('[role="alert"]')).toHaveTextContent(en.schedule.fix);
  });

  it('shows the week of sessions over the available hours', async () => {
    const session = makeSession({ scheduledDate: new Date(Date.now() + 3_600_000).toISOString(), title: 'This week' });
    renderSchedule({ path: '/coach/schedule', sessions: [session] });
    const week = await screen.findByRole('region', { name: en.calendar.weekLabel });
    expect(await within(week).findByText(/Jordan Taylor · This week/)).toBeInTheDocument();
  });
});
