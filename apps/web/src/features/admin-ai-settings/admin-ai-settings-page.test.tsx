import { SETTINGS_MESSAGES } from '@coaching/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import en from '../../i18n/locales/en/admin-ai-settings.js';
import config from '../../i18n/locales/en/coach-ai-config.js';
import { apiFail, callsTo } from '../../test/fake-api.js';
import { FALLBACK_EMERGENCY, renderAdminAiSettings, SAMARITANS } from './admin-ai-settings-test-utils.js';

const saveButton = () => screen.getByRole('button', { name: en.save });
const rateField = () => screen.findByRole('spinbutton', { name: en.rate.label });
const resourceTable = () => screen.findByRole('table', { name: en.crisis.label });

describe('AdminAiSettingsPage: the engine', () => {
  it('names the engine in use, and tests it: busy while it runs, then its reply and how long it took', async () => {
    const { server, user } = renderAdminAiSettings();
    expect(await screen.findByText(en.engine.builtin)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: en.engine.test }));
    expect(await screen.findByRole('button', { name: en.engine.testing })).toBeDisabled();
    expect(await screen.findByText('The model answered in 42 ms')).toBeInTheDocument();
    expect(screen.getByText('Happy to help you plan your week.')).toBeInTheDocument();
    expect(callsTo(server.calls, 'POST', '/admin/ai-settings/test')).toHaveLength(1);
  });

  it('names a configured model by its endpoint’s origin, and says why it did not answer', async () => {
    const engine = { kind: 'model' as const, model: 'house-model', baseUrl: 'http://127.0.0.1:11434' };
    const error = `${SETTINGS_MESSAGES.testFailed}: connect ECONNREFUSED 127.0.0.1:11434`;
    const { user } = renderAdminAiSettings({ engine, test: { ok: false, engine, latencyMs: 1003, reply: null, error } });
    expect(await screen.findByText('Model house-model')).toBeInTheDocument();
    expect(screen.getByText('at http://127.0.0.1:11434')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: en.engine.test }));
    expect(await screen.findByText('No answer after 1,003 ms')).toBeInTheDocument();
    expect(screen.getByText(error)).toBeInTheDocument();
  });
});

describe('AdminAiSettingsPage: the defaults and the rate', () => {
  it('saves only what changed and toasts the server’s words', async () => {
    const { server, user } = renderAdminAiSettings();
    const rate = await rateField();
    expect(rate).toHaveValue(20);
    expect(saveButton()).toBeDisabled();
    await user.clear(rate);
    await user.type(rate, '45');
    await user.click(screen.getByRole('combobox', { name: config.form.communicationStyle }));
    await user.click(await screen.findByRole('option', { name: config.options.communicationStyles.direct }));
    await user.type(screen.getByRole('textbox', { name: config.form.lists.topicBoundaries.add }), 'medical advice{Enter}');
    await user.click(saveButton());

    expect(await screen.findByText(SETTINGS_MESSAGES.aiSaved)).toBeInTheDocument();
    expect(callsTo(server.calls, 'PUT', '/admin/ai-settings').map((call) => call.body)).toEqual([
      { defaults: { guardrails: { communicationStyle: 'direct', topicBoundaries: ['medical advice'] } }, messagesPerMinute: 45 },
    ]);
    await waitFor(() => expect(saveButton()).toBeDisabled());
  });

  it('says why a rate is refused, by the contract before sending and by the server after, keeping the draft', async () => {
    const { server, user } = renderAdminAiSettings({
      override: (call) => (call.method === 'PUT' ? apiFail(400, 'Validation failed', 'VALIDATION_ERROR', [{ msg: SETTINGS_MESSAGES.rateInvalid, path: 'messagesPerMinute' }]) : undefined),
    });
    const rate = await rateField();
    await user.clear(rate);
    await user.type(rate, '0');
    await user.click(saveButton());
    expect(await screen.findByText(SETTINGS_MESSAGES.rateInvalid)).toBeInTheDocument();
    expect(callsTo(server.calls, 'PUT')).toHaveLength(0);

    await user.clear(rate);
    await user.type(rate, '12');
    await user.click(saveButton());
    await waitFor(() => expect(callsTo(server.calls, 'PUT')).toHaveLength(1));
    expect((await screen.findAllByText(SETTINGS_MESSAGES.rateInvalid)).length).toBeGreaterThanOrEqual(1);
    expect(rate).toHaveValue(12);
    expect(saveButton()).toBeEnabled();
  });

  it('shows everything read only, saying why, to an admin without ai.configure; the model can still be tested', async () => {
    renderAdminAiSettings({ permissions: ['users.manage'] });
    expect(await rateField()).toBeDisabled();
    expect(screen.getByText(en.readOnly)).toBeInTheDocument();
    for (const slider of screen.getAllByRole('slider')) expect(slider).toBeDisabled();
    expect(screen.queryByRole('textbox', { name: config.form.lists.sessionGoals.add })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: en.save })).not.toBeInTheDocument();
    await resourceTable();
    expect(screen.queryByRole('button', { name: en.crisis.add })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Edit / })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: en.engine.test })).toBeEnabled();
  });
});

describe('AdminAiSettingsPage: the crisis resources', () => {
  it('lists each country by name, ZZ as every other country, and adds a country’s resource', async () => {
    const { server, user } = renderAdminAiSettings();
    const table = await resourceTable();
    expect(within(table).getByRole('rowheader', { name: 'United Kingdom' })).toBeInTheDocument();
    expect(within(table).getByRole('rowheader', { name: en.crisis.everyOtherCountry })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: en.crisis.add }));
    const dialog = await screen.findByRole('dialog', { name: en.crisis.form.addTitle });
    await user.type(within(dialog).getByRole('combobox', { name: en.crisis.form.country }), 'New Zeal');
    await user.click(await screen.findByRole('option', { name: 'New Zealand (NZ)' }));
    await user.type(within(dialog).getByRole('textbox', { name: en.crisis.form.name }), 'Need to Talk?');
    await user.type(within(dialog).getByRole('textbox', { name: en.crisis.form.contact }), '1737');
    await user.click(within(dialog).getByRole('button', { name: en.crisis.form.save }));

    expect(await screen.findByText(SETTINGS_MESSAGES.resourceSaved)).toBeInTheDocument();
    expect(callsTo(server.calls, 'PUT', '/admin/crisis-resources').map((call) => call.body)).toEqual([
      { country: 'NZ', kind: 'crisis_line', name: 'Need to Talk?', contact: '1737', url: null },
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await within(await resourceTable()).findByRole('rowheader', { name: 'New Zealand' })).toBeInTheDocument();
  });

  it('edits a resource in a dialog, refusing a bad address in the contract’s words', async () => {
    const { server, user } = renderAdminAiSettings();
    await resourceTable();
    await user.click(screen.getByRole('button', { name: 'Edit Samaritans (United Kingdom)' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Samaritans' });
    expect(within(dialog).getByText('United Kingdom · Crisis line')).toBeInTheDocument();
    const url = within(dialog).getByRole('textbox', { name: en.crisis.form.url });
    await user.clear(url);
    await user.type(url, 'javascript:alert(1)');
    await user.click(within(dialog).getByRole('button', { name: en.crisis.form.save }));
    expect(await within(dialog).findByText(SETTINGS_MESSAGES.resourceUrlInvalid)).toBeInTheDocument();
    expect(callsTo(server.calls, 'PATCH')).toHaveLength(0);

    await user.clear(url);
    const contact = within(dialog).getByRole('textbox', { name: en.crisis.form.contact });
    await user.clear(contact);
    await user.type(contact, '116 123 (free)');
    await user.click(within(dialog).getByRole('button', { name: en.crisis.form.save }));
    expect(await screen.findByText(SETTINGS_MESSAGES.resourceSaved)).toBeInTheDocument();
    expect(callsTo(server.calls, 'PATCH').map((call) => [call.path, call.body])).toEqual([
      [`/admin/crisis-resources/${SAMARITANS._id}`, { name: 'Samaritans', contact: '116 123 (free)', url: null }],
    ]);
    expect(await screen.findByText('116 123 (free)')).toBeInTheDocument();
  });

  it('deletes a resource after asking, and says in the server’s words why the fallback emergency number stays', async () => {
    const { server, user } = renderAdminAiSettings();
    await resourceTable();
    await user.click(screen.getByRole('button', { name: 'Delete Samaritans (United Kingdom)' }));
    let dialog = await screen.findByRole('dialog', { name: 'Delete Samaritans?' });
    await user.click(within(dialog).getByRole('button', { name: en.crisis.confirm.cancel }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(callsTo(server.calls, 'DELETE')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Delete Samaritans (United Kingdom)' }));
    dialog = await screen.findByRole('dialog', { name: 'Delete Samaritans?' });
    await user.click(within(dialog).getByRole('button', { name: en.crisis.confirm.delete }));
    expect(await screen.findByText(SETTINGS_MESSAGES.resourceDeleted)).toBeInTheDocument();
    expect(callsTo(server.calls, 'DELETE').map((call) => call.path)).toEqual([`/admin/crisis-resources/${SAMARITANS._id}`]);
    await waitFor(() => expect(screen.queryByRole('rowheader', { name: 'United Kingdom' })).not.toBeInTheDocument());

    await user.click(screen.getByRole('button', { name: `Delete ${FALLBACK_EMERGENCY.name} (${en.crisis.everyOtherCountry})` }));
    dialog = await screen.findByRole('dialog', { name: `Delete ${FALLBACK_EMERGENCY.name}?` });
    await user.click(within(dialog).getByRole('button', { name: en.crisis.confirm.delete }));
    expect(await within(dialog).findByText(SETTINGS_MESSAGES.fallbackEmergencyRequired)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: en.crisis.confirm.cancel }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('rowheader', { name: en.crisis.everyOtherCountry })).toBeInTheDocument();
  });
});
