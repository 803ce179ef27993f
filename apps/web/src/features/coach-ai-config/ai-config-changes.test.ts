import { defaultClientAiConfig } from '@coaching/contract';
import { describe, expect, it } from 'vitest';
import { aiConfigChanges } from './ai-config-changes.js';

describe('aiConfigChanges', () => {
  const saved = defaultClientAiConfig();

  it('is empty when nothing changed', () => {
    expect(aiConfigChanges(structuredClone(saved), saved)).toEqual({});
  });

  it('holds only the changed fields, guardrails field by field', () => {
    const next = {
      ...structuredClone(saved),
      temperature: 1.2,
      frameworks: ['grow' as const],
      guardrails: { ...saved.guardrails, topicBoundaries: ['politics'] },
    };
    expect(aiConfigChanges(next, saved)).toEqual({ temperature: 1.2, frameworks: ['grow'], guardrails: { topicBoundaries: ['politics'] } });
  });

  it('sends the communication style once, at the top level', () => {
    expect(aiConfigChanges({ ...structuredClone(saved), communicationStyle: 'direct' }, saved)).toEqual({ communicationStyle: 'direct' });
  });
});
