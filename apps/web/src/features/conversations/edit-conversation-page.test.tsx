import { CONVERSATION_MESSAGES } from '@coaching/contract';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { callsTo } from '../../test/fake-api.js';
import en from '../../i18n/locales/en/conversations.js';
import { makeConversation, renderConversations } from './conversations-test-utils.js';

describe('edit conversation details', () => {
  it("checks the title with the contract's rule, then saves title, tags, status and description", async () => {
    const conversation = makeConversation({ role: 'coach' }, { tags: ['leadership'] });
    const { user, server, router } = renderConversations({ role: 'coach', path: `/coach/conversations/${conversation._id}/edit`, conversations: [conversation] });
    const title = await screen.findByRole('textbox', { name: en.form.title });
    expect(screen.getByRole('textbox', { name: en.form.tags })).toHaveValue('leadership');

    await user.clear(title);
    await user.click(screen.getByRole('button', { name: en.form.save }));
    expect(await screen.findByText(CONVERSATION_MESSAGES.titleRequired)).toBeInTheDocument();
    expect(callsTo(server.calls, 'PUT')).toHaveLength(0);

    await user.type(title, 'Quarterly review');
    await user.type(screen.getByRole('textbox', { name: en.form.tags }), ', feedback');
    await user.click(screen.getByRole('combobox', { name: en.form.status }));
    await user.click(await screen.findByRole('option', { name: en.statuses.paused }));
    await user.type(screen.getByRole('textbox', { name: en.form.description }), 'Before the review');
    await user.click(screen.getByRole('button', { name: en.form.save }));

    expect(await screen.findByText('Conversation updated successfully')).toBeInTheDocument();
    expect(callsTo(server.calls, 'PUT', `/conversations/${conversation._id}`)).toEqual([
      expect.objectContaining({ body: { title: 'Quarterly review', tags: ['leadership', 'feedback'], status: 'paused', description: 'Before the review' } }),
    ]);
    await waitFor(() => expect(router.state.location.pathname).toBe(`/coach/conversations/${conversation._id}`));
  });
});
