import { PROGRESS_MESSAGES } from '@coaching/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import en from '../../i18n/locales/en/progress.js';
import { apiFail, callsTo } from '../../test/fake-api.js';
import { makeClientMetrics } from '../../test/client-metrics.js';
import { makeReflection, makeSkillRating, noSkillRatings } from './progress-fixtures.js';
import { renderProgress } from './progress-test-utils.js';

afterEach(() => vi.useRealTimers());

const reflectionsTab = '/client/progress?tab=reflections';
const dialog = () => screen.findByRole('dialog', { name: en.reflections.dialog.title });

describe('Reflections tab', () => {
  it('writes a daily reflection with mood and confidence, lists it first and draws it in today’s trend', async () => {
    const { user, server } = renderProgress({ path: reflectionsTab, reflections: [makeReflection(2)] });
    await user.click(await screen.findByRole('button', { name: en.reflections.add }));
    const form = await dialog();
    const save = within(form).getByRole('button', { name: en.reflections.dialog.save });
    expect(save).toBeDisabled();
    const mood = within(form).getByRole('slider', { name: en.reflections.dialog.mood });
    expect(mood).toHaveAttribute('aria-valuenow', '7');
    await user.type(within(form).getByRole('textbox', { name: /Reflection/ }), 'Spoke first in the team meeting.');
    mood.focus();
    await user.keyboard('{ArrowRight}{ArrowRight}');
    within(form).getByRole('slider', { name: en.reflections.dialog.confidence }).focus();
    await user.keyboard('{ArrowLeft}');
    await user.click(save);

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(callsTo(server.calls, 'POST', '/reflections').map((call) => call.body)).toEqual([{ reflection: 'Spoke first in the team meeting.', mood: 9, confidence: 6 }]);
    expect(await screen.findByText(PROGRESS_MESSAGES.reflectionSaved)).toBeInTheDocument();
    const items = within(screen.getByRole('region', { name: en.reflections.title })).getAllByRole('listitem');
    expect(items[0]).toHaveTextContent('Spoke first in the team meeting.');
    expect(items[0]).toHaveTextContent('Mood 9/10');
    expect(items[0]).toHaveTextContent('Confidence 6/10');
    expect(items[1]).toHaveTextContent('Reflection 2');

    await user.click(screen.getByRole('tab', { name: en.tabs.overview }));
    const trend = await screen.findByRole('table', { name: en.trend.title });
    const today = within(trend).getAllByRole('row').at(-1);
    expect(today).toHaveTextContent('Mar 10, 2030');
    expect(within(today as HTMLElement).getAllByRole('cell').map((cell) => cell.textContent)).toEqual(['9', '6', '1']);
  });

  it('keeps what was written when the save fails, says why, and saves it on a second try', async () => {
    let fail = true;
    const { user, server } = renderProgress({
      path: reflectionsTab,
      override: (call) => (call.method === 'POST' && call.path === '/reflections' && fail ? apiFail(503, 'Service unavailable', 'SERVICE_UNAVAILABLE') : undefined),
    });
    await user.click(await screen.findByRole('button', { name: en.reflections.add }));
    const form = await dialog();
    await user.type(within(form).getByRole('textbox', { name: /Reflection/ }), 'A hard day, but I asked for help.');
    await user.click(within(form).getByRole('button', { name: en.reflections.dialog.save }));
    expect(await within(form).findByRole('alert')).toHaveTextContent(en.reflections.dialog.saveFailed);
    expect(within(form).getByRole('textbox', { name: /Reflection/ })).toHaveValue('A hard day, but I asked for help.');
    // A stray Escape does not throw the text away.
    await user.keyboard('{Escape}');
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    fail = false;
    await user.click(within(form).getByRole('button', { name: en.reflections.dialog.save }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(server.reflections.map((reflection) => reflection.reflection)).toEqual(['A hard day, but I asked for help.']);
  });

  it('edits a reflection from where it was saved', async () => {
    const { user, server } = renderProgress({ path: reflectionsTab, reflections: [makeReflection(1, { reflection: 'Quiet week', mood: 4, confidence: 5 })] });
    const edit = await screen.findByRole('button', { name: /Edit the reflection of/ });
    await user.click(edit);
    const form = await screen.findByRole('dialog', { name: en.reflections.dialog.editTitle });
    const text = within(form).getByRole('textbox', { name: /Reflection/ });
    expect(text).toHaveValue('Quiet week');
    expect(within(form).getByRole('slider', { name: en.reflections.dialog.mood })).toHaveAttribute('aria-valuenow', '4');
    await user.clear(text);
    await user.type(text, 'Quiet week, good rest');
    await user.click(within(form).getByRole('button', { name: en.reflections.dialog.save }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(callsTo(server.calls, 'PUT').map((call) => call.body)).toEqual([{ reflection: 'Quiet week, good rest', mood: 4, confidence: 5 }]);
    expect(await screen.findByText('Quiet week, good rest')).toBeInTheDocument();
  });

  it('deletes a reflection only after the client confirms; Keep it leaves it', async () => {
    const { user, server } = renderProgress({ path: reflectionsTab, reflections: [makeReflection(1, { reflection: 'To keep or not' })] });
    await user.click(await screen.findByRole('button', { name: /Delete the reflection of/ }));
    let confirm = await screen.findByRole('dialog', { name: en.reflections.deleteDialog.title });
    expect(within(confirm).getByRole('button', { name: en.reflections.deleteDialog.keep })).toHaveFocus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(callsTo(server.calls, 'DELETE')).toHaveLength(0);
    expect(screen.getByText('To keep or not')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: /Delete the reflection of/ }));
    confirm = await screen.findByRole('dialog', { name: en.reflections.deleteDialog.title });
    await user.click(within(confirm).getByRole('button', { name: en.reflections.deleteDialog.confirm }));
    expect(await screen.findByText(en.reflections.empty)).toBeInTheDocument();
    expect(callsTo(server.calls, 'DELETE')).toHaveLength(1);
  });

  it('says the reflection streak from the metrics, and nothing for a client without one', async () => {
    renderProgress({ path: reflectionsTab, reflections: [makeReflection(0)], metrics: makeClientMetrics({ progress: { reflectionStreak: 3, trend: 'rising' } }) });
    expect(await screen.findByText('Reflection streak: 3 days')).toBeInTheDocument();
  });

  it('shows no streak to a client who has not written one', async () => {
    renderProgress({ path: reflectionsTab, reflections: [makeReflection(3)] });
    expect(await screen.findByText('Reflection 3')).toBeInTheDocument();
    expect(screen.queryByText(/Reflection streak/)).not.toBeInTheDocument();
  });
});

describe('Skills tab', () => {
  const skillsTab = '/client/progress?tab=skills';
  const skillsTable = async () => {
    const table = await screen.findByRole('table', { name: en.skills.title });
    const [, ...rows] = within(table).getAllByRole('row');
    return rows.map((row) => [...within(row).getAllByRole('rowheader'), ...within(row).getAllByRole('cell')].map((cell) => cell.textContent));
  };

  it('compares the latest self-rating with the previous one and the coach’s, a dash where a skill was not rated', async () => {
    const skills = {
      ...noSkillRatings(),
      self: { latest: makeSkillRating(0, 'client', { Communication: 7, Leadership: 5, Patience: 4 }), previous: makeSkillRating(2, 'client', { Communication: 5, Leadership: 5 }) },
      coach: { latest: makeSkillRating(1, 'coach', { Communication: 8, 'Time Management': 6 }), previous: null },
    };
    renderProgress({ path: skillsTab, skills });
    expect(await skillsTable()).toEqual([
      ['Communication', '7', '5', '8'],
      ['Leadership', '5', '5', '—'],
      ['Patience', '4', '—', '—'],
      ['Time Management', '—', '—', '6'],
    ]);
    expect(screen.getByText('Rated on Mar 10, 2030')).toBeInTheDocument();
    const details = screen.getByRole('region', { name: en.skills.detailsTitle });
    expect(within(details).getByRole('progressbar', { name: 'Communication' })).toHaveAttribute('aria-valuenow', '70');
  });

  it('rates the six offered skills and one of the client’s own, starting each where it was left', async () => {
    const skills = { ...noSkillRatings(), self: { latest: makeSkillRating(1, 'client', { Communication: 3 }), previous: null } };
    const { user, server } = renderProgress({ path: skillsTab, skills });
    await user.click(await screen.findByRole('button', { name: en.skills.rate }));
    const form = await screen.findByRole('dialog', { name: en.skills.dialog.title });
    const communication = within(form).getByRole('slider', { name: 'Communication' });
    expect(communication).toHaveAttribute('aria-valuenow', '3');
    expect(within(form).getByRole('slider', { name: 'Leadership' })).toHaveAttribute('aria-valuenow', '6');
    communication.focus();
    await user.keyboard('{ArrowRight}');
    await user.click(within(form).getByRole('button', { name: 'Remove Decision Making' }));
    await user.type(within(form).getByRole('textbox', { name: en.skills.dialog.addLabel }), 'Patience{Enter}');
    expect(within(form).getByRole('slider', { name: 'Patience' })).toBeInTheDocument();
    // The same skill twice is not offered.
    await user.type(within(form).getByRole('textbox', { name: en.skills.dialog.addLabel }), 'patience');
    expect(within(form).getByRole('button', { name: en.skills.dialog.add })).toBeDisabled();
    await user.click(within(form).getByRole('button', { name: en.skills.dialog.save }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(callsTo(server.calls, 'POST', '/skill-ratings').map((call) => call.body)).toEqual([
      {
        scores: [
          { skill: 'Communication', rating: 4 },
          { skill: 'Leadership', rating: 6 },
          { skill: 'Time Management', rating: 6 },
          { skill: 'Confidence', rating: 6 },
          { skill: 'Goal Setting', rating: 6 },
          { skill: 'Patience', rating: 6 },
        ],
      },
    ]);
    expect((await skillsTable())[0]).toEqual(['Communication', '4', '3', '—']);
  });

  it('invites a client who never rated to rate, with no chart of made-up numbers', async () => {
    renderProgress({ path: skillsTab });
    expect(await screen.findByText(en.skills.empty)).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: en.skills.rate })).toBeEnabled();
  });
});
