import { describe, expect, it } from 'vitest';
import type { RiskAssessment } from './assess.js';
import { decide, type SafetyState } from './decide.js';

const ordinary: RiskAssessment = { level: 'ordinary', score: 0, signals: [] };
const concern: RiskAssessment = { level: 'concern', category: 'suicide', score: 2, signals: ['hopeless'] };
const crisis: RiskAssessment = { level: 'crisis', category: 'suicide', score: 4, signals: ['deathWish'] };
const held: SafetyState = { status: 'hold', category: 'suicide', since: '2026-11-24T10:00:00.000Z' };
const asked: SafetyState = { status: 'asked', category: 'suicide', since: '2026-11-24T10:00:00.000Z' };

describe('decide', () => {
  it('coaches an ordinary message, asks about a concern and answers a crisis', () => {
    expect(decide(null, ordinary, 'How do I plan my week?')).toEqual({ kind: 'coach', clear: false });
    expect(decide(null, concern, 'What is the point')).toEqual({ kind: 'concern', category: 'suicide', alert: true });
    expect(decide(null, crisis, 'I want to die')).toEqual({ kind: 'crisis', category: 'suicide' });
  });

  it('keeps coaching on hold after a crisis until the client says they are safe, without a second alert for the same crisis', () => {
    expect(decide(held, ordinary, 'Can we talk about my presentation?')).toEqual({ kind: 'hold', category: 'suicide' });
    expect(decide(held, crisis, 'I still want to die')).toEqual({ kind: 'hold', category: 'suicide' });
    expect(decide(held, { ...crisis, category: 'medical_emergency' }, 'I took all my pills')).toEqual({ kind: 'crisis', category: 'medical_emergency' });
    expect(decide(held, ordinary, "I'm OK, it was a figure of speech")).toEqual({ kind: 'resume' });
  });

  it('reads the answer to the direct question: yes is a crisis, a short no ends it, anything else is coached', () => {
    expect(decide(asked, ordinary, 'Yes, sometimes')).toEqual({ kind: 'crisis', category: 'suicide' });
    expect(decide(asked, concern, "No, I'm not.")).toEqual({ kind: 'checkInNo' });
    expect(decide(asked, ordinary, 'I want to get my evenings back from work, that is what I need help with')).toEqual({ kind: 'coach', clear: true });
    expect(decide(asked, { ...concern, category: 'abuse' }, 'He reads all my messages and I am scared of him')).toEqual({ kind: 'concern', category: 'abuse', alert: true });
  });
});
