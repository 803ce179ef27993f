import type { PracticeReading, SessionKind } from './read.js';

/** Session plans the practice assistant outlines for a coach: the steps of a session, timed to its length. */

type Step = {
  name: string | ((topic: string | undefined) => string);
  share: number;
  what: (who: Who, topic: string | undefined) => string;
  /** One of the three steps a brief plan keeps. */
  core?: true;
};
export type Who = { name: string; possessive: string; object: string };

export function whoOf(clientName: string | undefined): Who {
  return clientName
    ? { name: clientName, possessive: `${clientName}'s`, object: clientName }
    : { name: 'your client', possessive: "your client's", object: 'them' };
}

const PLANS: Record<SessionKind, Step[]> = {
  first: [
    { name: 'Welcome', share: 0.1, what: () => 'how you work, confidentiality, and what coaching is and is not' },
    { name: 'Their story', core: true, share: 0.25, what: (who) => `where ${who.name} stands today and what brings ${who.object} to coaching` },
    { name: 'Goals', core: true, share: 0.25, what: (who) => `what ${who.name} wants to be different in three to six months, and how you will both notice it` },
    { name: 'Agreement', core: true, share: 0.15, what: () => 'how often you meet, how you track progress, and the cancellation terms' },
    { name: 'First step', share: 0.15, what: () => 'one small action to try before the next session' },
    { name: 'Close', share: 0.1, what: (who) => `what stood out for ${who.object}, and anything ${who.name} wants you to know` },
  ],
  regular: [
    { name: 'Check-in', core: true, share: 0.1, what: (who) => `how ${who.name} is arriving and what they want from this session` },
    { name: 'Review', share: 0.15, what: (who) => `the action items from last time, what ${who.name} did with them and what got in the way` },
    {
      name: (topic) => (topic ? `Focus on ${topic}` : 'Focus'),
      core: true,
      share: 0.35,
      what: (who, topic) => (topic ? `where it stands now and what ${who.name} has already tried` : `the topic ${who.name} brings, where it stands now and what they have already tried`),
    },
    { name: 'Options', share: 0.15, what: (who) => `the ways forward ${who.name} can see, before you offer any of yours` },
    { name: 'Commitments', core: true, share: 0.15, what: () => 'one or two next steps, each with a date' },
    { name: 'Close', share: 0.1, what: (who) => `what ${who.name} takes away, and the focus for next time` },
  ],
  final: [
    { name: 'Look back', share: 0.2, what: (who) => `where ${who.name} started and the goals you agreed` },
    { name: 'Progress', core: true, share: 0.25, what: (who) => `what has changed for ${who.object}, with examples` },
    { name: 'What made it work', share: 0.2, what: (who) => `the habits and insights ${who.name} wants to keep` },
    { name: 'Keeping it going', core: true, share: 0.25, what: (who) => `how ${who.name} will carry on without the sessions, and what might get in the way` },
    { name: 'Close', core: true, share: 0.1, what: () => 'celebrate the work, and agree any follow-up' },
  ],
};

type Length = 'brief' | 'moderate' | 'detailed';

/**
 * The session's minutes shared out over the steps by their weight, in blocks of five minutes where
 * the length allows (largest remainder first), so the steps add up to the session exactly.
 */
function shareOut(minutes: number, weights: readonly number[]): number[] {
  const block = minutes % 5 === 0 && minutes / 5 >= weights.length ? 5 : 1;
  const blocks = Math.floor(minutes / block);
  const total = weights.reduce((sum, weight) => sum + weight, 0);
  const exact = weights.map((weight) => (blocks * weight) / total);
  const given = exact.map((value) => Math.max(1, Math.floor(value)));
  const byRemainder = exact.map((value, index) => ({ index, remainder: value - given[index]! })).sort((a, b) => b.remainder - a.remainder);
  for (let left = blocks - given.reduce((sum, value) => sum + value, 0), next = 0; left > 0; left--, next++) given[byRemainder[next % given.length]!.index]! += 1;
  return given.map((count) => count * block);
}

/** The plan as numbered lines: '1. Check-in (5 min): how Jordan is arriving...'. */
export function sessionPlan(reading: PracticeReading, length: Length): string[] {
  const who = whoOf(reading.clientName);
  const all = PLANS[reading.sessionKind];
  // A brief plan keeps the three steps a session cannot do without.
  const steps = length === 'brief' ? all.filter((step) => step.core) : all;
  const minutes = shareOut(reading.minutes, steps.map((step) => step.share));
  return steps.map((step, index) => {
    const name = typeof step.name === 'string' ? step.name : step.name(reading.topic);
    return `${index + 1}. ${name} (${minutes[index]} min): ${step.what(who, reading.topic)}.`;
  });
}

const KIND_LABEL: Record<SessionKind, string> = { first: 'first session', final: 'closing session', regular: 'session' };

/** 'your first session with Jordan tomorrow', 'the session'. */
export function sessionPhrase(reading: PracticeReading): string {
  const owner = reading.clientName ? `your ${KIND_LABEL[reading.sessionKind]} with ${reading.clientName}` : `the ${KIND_LABEL[reading.sessionKind]}`;
  return reading.when ? `${owner} ${reading.when}` : owner;
}
