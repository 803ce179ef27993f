import * as contract from '@coaching/contract';
import { describe, expect, it } from 'vitest';
import { i18n } from './i18n.js';
import english from './locales/en/messages.js';

/** AUTH_MESSAGES -> auth, GLOBAL_ERROR_MESSAGES -> globalError: the rule messages.ts names its groups by. */
const groupOf = (name: string) =>
  name
    .replace(/_MESSAGES$/, '')
    .toLowerCase()
    .replace(/_(\w)/g, (_match, letter: string) => letter.toUpperCase());

const contractGroups = Object.entries(contract).filter(([name]) => name.endsWith('_MESSAGES')) as [string, Record<string, unknown>][];
const en = i18n.getFixedT('en', 'messages') as unknown as (key: string, values?: object) => string;

describe('the English catalogue', () => {
  it('holds every group of the contract and no other', () => {
    expect(contractGroups.map(([name]) => groupOf(name)).sort()).toEqual(Object.keys(english).sort());
  });

  it.each(contractGroups)('holds the texts of %s verbatim, under their own names', (name, messages) => {
    const group = groupOf(name);
    for (const [key, value] of Object.entries(messages)) {
      if (typeof value === 'string') expect(en(`${group}.${key}`), `${group}.${key}`).toBe(value);
      else if (typeof value === 'function') {
        const texts = english[group as keyof typeof english] as Record<string, unknown>;
        expect(key in texts || `${key}_other` in texts, `${group}.${key}: a text, or a plural (_one, _other)`).toBe(true);
      } else if (Array.isArray(value)) expect(Object.values(english[group as keyof typeof english][key as never])).toEqual(value);
      else if (typeof value === 'object' && value) {
        for (const [inner, text] of Object.entries(value)) expect(en(`${group}.${key}.${inner}`)).toBe(text);
      }
    }
  });

  it('keeps the spec texts the eager common catalogue writes out (it loads before the contract does)', () => {
    expect(i18n.getFixedT('en', 'common')('titles.notFound')).toBe(contract.PAGE_MESSAGES.notFoundTitle);
  });

  it("says what the contract's functions say", () => {
    expect(en('auth.welcomeBack', { firstName: 'Jordan' })).toBe(contract.AUTH_MESSAGES.welcomeBack('Jordan'));
    expect(en('auth.welcomeToPlatform', { firstName: 'Ana' })).toBe(contract.AUTH_MESSAGES.welcomeToPlatform('Ana'));
    for (const count of [0, 1, 2, 45]) {
      expect(en('goal.daysLeftLabel', { count })).toBe(contract.GOAL_MESSAGES.daysLeftLabel(count));
      expect(en('aiCoaching.durationMinutes', { count })).toBe(contract.AI_COACHING_MESSAGES.durationMinutes(count));
    }
    expect(en('aiCoaching.completedRating', { rating: 4 })).toBe(contract.AI_COACHING_MESSAGES.completedRating(4));
    expect(en('aiCoaching.completedNextFocus', { focus: 'Delegation' })).toBe(contract.AI_COACHING_MESSAGES.completedNextFocus('Delegation'));
    expect(en('aiCoaching.completedOn', { date: 'May 3' })).toBe(contract.AI_COACHING_MESSAGES.completedOn('May 3'));
    expect(en('realtime.safetyAlertCrisis', { clientName: 'Riley' })).toBe(contract.REALTIME_MESSAGES.safetyAlertCrisis('Riley'));
    expect(en('realtime.safetyAlertConcern', { clientName: 'Riley' })).toBe(contract.REALTIME_MESSAGES.safetyAlertConcern('Riley'));
    expect(en('analytics.userRegisteredDescription', { name: 'Ada Lovelace', role: 'coach' })).toBe(contract.ANALYTICS_MESSAGES.userRegisteredDescription('Ada Lovelace', 'coach'));
    expect(en('analytics.sessionCompletedDescription', { coach: 'Ada', client: 'Cleo' })).toBe(contract.ANALYTICS_MESSAGES.sessionCompletedDescription('Ada', 'Cleo'));
    expect(en('analytics.goalCreatedDescription', { name: 'Cleo', category: 'Leadership' })).toBe(contract.ANALYTICS_MESSAGES.goalCreatedDescription('Cleo', 'Leadership'));
    expect(en('analytics.aiConversationStartedDescription', { name: 'Cleo' })).toBe(contract.ANALYTICS_MESSAGES.aiConversationStartedDescription('Cleo'));
    expect(en('analytics.conversationStartedDescription', { coach: 'Ada', client: 'Cleo' })).toBe(contract.ANALYTICS_MESSAGES.conversationStartedDescription('Ada', 'Cleo'));
    expect(en('aiCoaching.guardrailBanner', { style: 'direct', length: 'brief', focus: 'x, y' })).toBe(
      contract.AI_COACHING_MESSAGES.guardrailBanner('direct', 'brief', 'x, y'),
    );
  });
});
