import { TEMPLATE_MESSAGES, type Template } from '@coaching/contract';
import { screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import en from '../../i18n/locales/en/templates.js';
import { apiFail, apiOk, callsTo, type FetchCall } from '../../test/fake-api.js';
import { fixtureId, makeCoachUser } from '../../test/factories.js';
import { renderWithFakeApi } from '../../test/render-with-fake-api.js';
import { ConversationInput } from './conversation-input.js';

const at = '2030-01-02T09:00:00.000Z';
const checkIn: Template = {
  _id: fixtureId(1, 8),
  kind: 'message',
  title: 'Checking in',
  content: 'Hi {{firstName}}, how did it go?',
  agenda: [],
  useCount: 2,
  lastUsedAt: null,
  createdAt: at,
  updatedAt: at,
};

function Input({ firstName, templates = true }: { firstName?: string; templates?: boolean }) {
  const [value, setValue] = useState('Before  after');
  return <ConversationInput value={value} onChange={setValue} onSend={() => undefined} pending={false} disabled={false} templates={templates ? { firstName } : undefined} />;
}

function renderInput(props: { firstName?: string; templates?: boolean }, list: Template[] = [checkIn]) {
  return renderWithFakeApi({
    user: makeCoachUser(),
    server: { calls: [] as FetchCall[] },
    handle: (_server, call) => {
      if (call.method === 'GET' && call.path.startsWith('/templates')) return apiOk('GET /templates', { templates: list });
      if (call.method === 'POST' && call.path === `/templates/${checkIn._id}/use`) return apiOk('POST /templates/:id/use', { template: { ...checkIn, useCount: 3 } });
      return apiFail(404, TEMPLATE_MESSAGES.notFound, 'NOT_FOUND');
    },
    routes: [{ path: '/coach/conversations/c', element: <Input {...props} /> }],
    path: '/coach/conversations/c',
  });
}

describe('Insert template in the conversation input', () => {
  it("inserts a message template at the cursor with the client's first name, and counts a use", async () => {
    const { user, server } = renderInput({ firstName: 'Jordan' });
    const field = screen.getByRole('textbox', { name: 'Message' });
    // The cursor between the two spaces.
    await user.click(field);
    (field as HTMLTextAreaElement).setSelectionRange(7, 7);
    await user.click(screen.getByRole('button', { name: en.insert.button }));
    await user.click(await screen.findByRole('menuitem', { name: /Checking in/ }));

    expect(field).toHaveValue('Before Hi Jordan, how did it go? after');
    await waitFor(() => expect(callsTo(server.calls, 'POST', `/templates/${checkIn._id}/use`)).toHaveLength(1));
    expect(callsTo(server.calls, 'GET', '/templates?kind=message')).toHaveLength(1);
  });

  it('keeps the placeholder when the first name is not known, replacing what was selected', async () => {
    const { user } = renderInput({});
    const field = screen.getByRole('textbox', { name: 'Message' });
    await user.click(field);
    (field as HTMLTextAreaElement).setSelectionRange(0, 13);
    await user.click(screen.getByRole('button', { name: en.insert.button }));
    await user.click(await screen.findByRole('menuitem', { name: /Checking in/ }));
    expect(field).toHaveValue('Hi {{firstName}}, how did it go?');
  });

  it('says when there are no message templates yet, and links to the templates page', async () => {
    const { user } = renderInput({ firstName: 'Jordan' }, []);
    await user.click(screen.getByRole('button', { name: en.insert.button }));
    expect(await screen.findByText(en.insert.empty)).toBeInTheDocument();
    expect(screen.getByRole('menuitem', { name: en.insert.manage })).toHaveAttribute('href', '/coach/templates');
  });

  it('offers no templates where the input is not the coach’s', () => {
    renderInput({ templates: false });
    expect(screen.queryByRole('button', { name: en.insert.button })).not.toBeInTheDocument();
  });
});
