import { TEMPLATE_MESSAGES } from '@coaching/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import en from '../../i18n/locales/en/templates.js';
import { apiFail, callsTo } from '../../test/fake-api.js';
import { makeTemplate, renderTemplatesPage } from './templates-test-utils.js';

const plan = () =>
  makeTemplate({ kind: 'session_plan', title: 'Monthly review', agenda: [{ title: 'Wins', minutes: 10 }, { title: 'Goals', minutes: 25 }], useCount: 3 });
const message = () => makeTemplate({ kind: 'message', title: 'Check-in', content: 'Hi {{firstName}}, how was the week?' });

describe('TemplatesPage', () => {
  it('lists session plans and message templates on two tabs, with a preview and how often each was used', async () => {
    const { user } = renderTemplatesPage([plan(), message()]);
    const card = await screen.findByRole('article', { name: 'Monthly review' });
    expect(within(card).getByText('Wins · Goals')).toBeInTheDocument();
    expect(within(card).getByText('2 items, 35 min in all')).toBeInTheDocument();
    expect(within(card).getByText('Used 3 times')).toBeInTheDocument();
    expect(screen.queryByRole('article', { name: 'Check-in' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: en.tabs.message }));
    const messageCard = await screen.findByRole('article', { name: 'Check-in' });
    expect(within(messageCard).getByText('Hi {{firstName}}, how was the week?')).toBeInTheDocument();
    expect(within(messageCard).getByText(en.card.unused)).toBeInTheDocument();
  });

  it('creates a session plan with two agenda items, in the order chosen, showing the total', async () => {
    const { user, server } = renderTemplatesPage();
    await user.click(await screen.findByRole('button', { name: en.create.session_plan }));
    const dialog = await screen.findByRole('dialog', { name: en.dialog.createTitle.session_plan });

    // Nothing filled in: the contract's words, and nothing sent.
    await user.clear(within(dialog).getByRole('textbox', { name: 'Item 1' }));
    await user.click(within(dialog).getByRole('button', { name: en.dialog.create }));
    expect(await within(dialog).findByText(TEMPLATE_MESSAGES.titleRequired)).toBeInTheDocument();
    expect(within(dialog).getByText(TEMPLATE_MESSAGES.agendaTitleRequired)).toBeInTheDocument();
    expect(callsTo(server.calls, 'POST', '/templates')).toEqual([]);

    await user.type(within(dialog).getByRole('textbox', { name: /Title/ }), 'First session');
    await user.type(within(dialog).getByRole('textbox', { name: 'Item 1' }), 'Goals');
    const firstMinutes = within(dialog).getByRole('spinbutton', { name: 'Minutes for item 1' });
    await user.clear(firstMinutes);
    await user.type(firstMinutes, '30');
    await user.click(within(dialog).getByRole('button', { name: en.agenda.add }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Item 2' }), 'Welcome');
    const secondMinutes = within(dialog).getByRole('spinbutton', { name: 'Minutes for item 2' });
    await user.clear(secondMinutes);
    await user.type(secondMinutes, '15');
    expect(within(dialog).getByText('Total: 45 min')).toBeInTheDocument();
    // Welcome goes first.
    await user.click(within(dialog).getByRole('button', { name: 'Move item 2 up' }));
    expect(within(dialog).getByRole('textbox', { name: 'Item 1' })).toHaveValue('Welcome');
    await user.click(within(dialog).getByRole('button', { name: en.dialog.create }));

    expect(await screen.findByText(TEMPLATE_MESSAGES.created)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(callsTo(server.calls, 'POST', '/templates').map((call) => call.body)).toEqual([
      {
        kind: 'session_plan',
        title: 'First session',
        content: '',
        agenda: [
          { title: 'Welcome', minutes: 15 },
          { title: 'Goals', minutes: 30 },
        ],
      },
    ]);
    expect(await screen.findByRole('article', { name: 'First session' })).toBeInTheDocument();
  });

  it('asks before deleting a template, and keeps it when the coach thinks again', async () => {
    const { user, server } = renderTemplatesPage([plan()]);
    await user.click(await screen.findByRole('button', { name: 'Delete Monthly review' }));
    let dialog = await screen.findByRole('dialog', { name: en.deleteDialog.title });
    expect(dialog).toHaveTextContent('“Monthly review” will be deleted.');
    await user.click(within(dialog).getByRole('button', { name: en.deleteDialog.keep }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(callsTo(server.calls, 'DELETE')).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Delete Monthly review' }));
    dialog = await screen.findByRole('dialog', { name: en.deleteDialog.title });
    await user.click(within(dialog).getByRole('button', { name: en.deleteDialog.confirm }));
    expect(await screen.findByText(TEMPLATE_MESSAGES.deleted)).toBeInTheDocument();
    expect(callsTo(server.calls, 'DELETE')).toHaveLength(1);
    expect(await screen.findByText(en.list.empty.session_plan)).toBeInTheDocument();
  });

  it('edits and duplicates a template', async () => {
    const { user, server } = renderTemplatesPage([message()]);
    await user.click(await screen.findByRole('tab', { name: en.tabs.message }));
    await user.click(await screen.findByRole('button', { name: 'Edit Check-in' }));
    const dialog = await screen.findByRole('dialog', { name: en.dialog.editTitle.message });
    const content = within(dialog).getByRole('textbox', { name: /Message/ });
    await user.clear(content);
    await user.click(within(dialog).getByRole('button', { name: en.dialog.save }));
    expect(await within(dialog).findByText(TEMPLATE_MESSAGES.contentRequired)).toBeInTheDocument();
    await user.type(content, 'See you soon');
    await user.click(within(dialog).getByRole('button', { name: en.dialog.save }));
    expect(await screen.findByText(TEMPLATE_MESSAGES.saved)).toBeInTheDocument();
    expect(callsTo(server.calls, 'PUT').map((call) => call.body)).toEqual([{ title: 'Check-in', content: 'See you soon', agenda: [] }]);

    await user.click(await screen.findByRole('button', { name: 'Duplicate Check-in' }));
    expect(await screen.findByRole('article', { name: 'Check-in (copy)' })).toBeInTheDocument();
  });

  it('offers the first template when there is none, and says when the list cannot be loaded', async () => {
    const failing = { current: true };
    const { user } = renderTemplatesPage([], (call) => (failing.current && call.method === 'GET' ? apiFail(500, 'Server error', 'INTERNAL_ERROR') : undefined));
    expect(await screen.findByText(en.list.loadFailed)).toBeInTheDocument();
    failing.current = false;
    await user.click(screen.getByRole('button', { name: en.tryAgain }));
    expect(await screen.findByText(en.list.empty.session_plan)).toBeInTheDocument();
    const creates = screen.getAllByRole('button', { name: en.create.session_plan });
    expect(creates).toHaveLength(2);
    await user.click(creates[1]!);
    expect(await screen.findByRole('dialog', { name: en.dialog.createTitle.session_plan })).toBeInTheDocument();
  });
});
