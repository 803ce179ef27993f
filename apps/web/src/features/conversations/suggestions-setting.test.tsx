import { defaultCoachSettings } from '@coaching/contract';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import en from '../../i18n/locales/en/conversations.js';
import { callsTo } from '../../test/fake-api.js';
import { makeConversation, renderConversations } from './conversations-test-utils.js';

function openAsCoach(enableAISuggestions: boolean) {
  const conversation = makeConversation({ role: 'coach' });
  const settings = defaultCoachSettings();
  const coachSettings = { ...settings, aiAssistance: { ...settings.aiAssistance, enableAISuggestions } };
  const rendered = renderConversations({ role: 'coach', path: `/coach/conversations/${conversation._id}`, conversations: [conversation], coachSettings });
  return { ...rendered, conversation };
}

describe("the coach's conversation screen and their AI suggestions setting", () => {
  it('shows the coaching suggestions while the setting is on', async () => {
    openAsCoach(true);
    expect(await screen.findByRole('region', { name: en.insights.suggestionsHeading })).toBeInTheDocument();
  });

  it('leaves the suggestions out, and does not ask for them, once the coach turned them off; the analytics stay', async () => {
    const { server, conversation } = openAsCoach(false);
    expect(await screen.findByRole('region', { name: en.insights.analyticsHeading })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: en.insights.suggestionsHeading })).not.toBeInTheDocument();
    expect(callsTo(server.calls, 'POST', `/ai/suggestions/${conversation._id}`)).toEqual([]);
  });
});
