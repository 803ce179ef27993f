import { COACH_MESSAGES, defaultClientAiConfig } from '@coaching/contract';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import common from '../../i18n/locales/en/common.js';
import en from '../../i18n/locales/en/coach-ai-config.js';
import { apiFail, callsTo } from '../../test/fake-api.js';
import { renderAiConfig } from './coach-ai-config-test-utils.js';

describe('CoachAiSettingsPage', () => {
  it('saves the defaults new clients start with', async () => {
    const { user, server } = renderAiConfig({ path: '/coach/ai-settings', defaults: { ...defaultClientAiConfig(), context: 'New to coaching.' } });
    expect(await screen.findByRole('heading', { level: 1, name: common.titles.coachAiSettings })).toBeInTheDocument();
    expect(screen.getByText(en.defaults.intro)).toBeInTheDocument();
    const context = await screen.findByRole('textbox', { name: en.form.context });
    expect(context).toHaveValue('New to coaching.');

    await user.clear(context);
    await user.type(context, '  Leaders in their first year.  ');
    await user.click(screen.getByRole('combobox', { name: en.form.communicationStyle }));
    await user.click(await screen.findByRole('option', { name: en.options.communicationStyles.challenging }));
    await user.type(screen.getByRole('textbox', { name: en.form.lists.focusAreas.add }), 'delegation{Enter}');
    await user.click(screen.getByRole('button', { name: en.form.save }));

    expect(await screen.findByText(en.defaults.saved)).toBeInTheDocument();
    expect(callsTo(server.calls, 'PUT', '/coach/ai-settings').map((call) => call.body)).toEqual([
      { config: { context: 'Leaders in their first year.', communicationStyle: 'challenging', guardrails: { focusAreas: ['delegation'] } } },
    ]);
    expect(server.defaults.guardrails.communicationStyle).toBe('challenging');
    expect(within(screen.getByRole('list', { name: en.form.lists.focusAreas.title })).getByText('delegation')).toBeInTheDocument();
  });

  it('says what failed when the defaults cannot be saved', async () => {
    const { user } = renderAiConfig({ path: '/coach/ai-settings', override: (call) => (call.method === 'PUT' ? apiFail(500, 'Boom', 'INTERNAL_ERROR') : undefined) });
    await user.type(await screen.findByRole('textbox', { name: en.form.lists.sessionGoals.add }), 'confidence{Enter}');
    await user.click(screen.getByRole('button', { name: en.form.save }));
    expect(await screen.findByText(COACH_MESSAGES.updateAiConfigFailed)).toBeInTheDocument();
  });

  it('offers to try again when the defaults cannot be loaded', async () => {
    let failing = true;
    const { user } = renderAiConfig({ path: '/coach/ai-settings', override: () => (failing ? apiFail(500, 'Boom', 'INTERNAL_ERROR') : undefined) });
    expect(await screen.findByText(en.loadFailed)).toBeInTheDocument();
    failing = false;
    await user.click(screen.getByRole('button', { name: en.tryAgain }));
    expect(await screen.findByRole('textbox', { name: en.form.context })).toBeInTheDocument();
  });
});
