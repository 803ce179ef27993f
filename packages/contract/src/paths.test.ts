import { describe, expect, it } from 'vitest';
import { PATHS, pathTo } from './paths.js';

const all = (node: object): string[] => Object.values(node).flatMap((value) => (typeof value === 'string' ? [value] : all(value)));

describe('PATHS', () => {
  it('names each page once, and each role area under its home', () => {
    const paths = all(PATHS);
    expect(new Set(paths).size).toBe(paths.length);
    for (const area of ['admin', 'coach', 'client'] as const) {
      for (const path of all(PATHS[area])) expect(path === PATHS[area].home || path.startsWith(`${PATHS[area].home}/`), path).toBe(true);
    }
  });
});

describe('pathTo', () => {
  it('fills in every :name, each as one encoded segment', () => {
    expect(pathTo(PATHS.client.aiSession, { sessionId: 'abc' })).toBe('/client/ai-coaching/session/abc');
    expect(pathTo(PATHS.coach.conversationEdit, { conversationId: 'a/b' })).toBe('/coach/conversations/a%2Fb/edit');
    expect(pathTo(PATHS.coach.clientAiConversations, { clientId: '42' })).toBe('/coach/client/42/ai-conversations');
  });
});
