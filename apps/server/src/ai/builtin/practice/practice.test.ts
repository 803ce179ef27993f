import { describe, expect, it } from 'vitest';
import type { CoachingRequest, CoachingTurn } from '../../model.js';
import { coachingRequest } from '../coach/coach.fixtures.js';
import { coachReply } from '../coach/index.js';
import { OPENINGS } from '../coach/tone.js';
import { createBuiltinCoachModel } from '../index.js';
import { practiceReply } from './index.js';

/** A coach, Sarah, talking to the assistant of her practice. */
function coachRequest(message: string, overrides: Parameters<typeof coachingRequest>[0] = {}): CoachingRequest {
  return coachingRequest({ audience: 'coach', client: { firstName: 'Sarah', goals: [], focusAreas: [], earlierSummary: '' }, message, ...overrides });
}

/** Plays the coach's messages one by one, each reply joining the history of the next. */
function playPractice(messages: readonly string[]): string[] {
  const history: CoachingTurn[] = [];
  return messages.map((message) => {
    const reply = practiceReply(coachRequest(message, { history: [...history] }));
    history.push({ speaker: 'client', content: message }, { speaker: 'coach', content: reply });
    return reply;
  });
}

const lines = (reply: string) => reply.split('\n').filter((line) => line.trim() !== '');
const lastLine = (reply: string) => lines(reply).at(-1) ?? '';
const minutesIn = (reply: string) => [...reply.matchAll(/^\d+\. [^(]+\((\d+) min\)/gm)].reduce((sum, match) => sum + Number(match[1]), 0);

/** How the client coach talks: methodology questions about the writer's own goals, feelings and beliefs. */
const CLIENT_COACHING =
  /what would you like to work on|on a scale|from 0 to 10, where|what do you want from this conversation|how does that make you feel|what do you believe about yourself|if this were solved overnight|what would be different for you|your goal to|one of your goals|what small step will you/i;
const CLIENT_OPENINGS = Object.values(OPENINGS)
  .flat()
  .map((template) => template.replace(/,?\s*\{name\}/, ''));

/** Requests a coach makes of the assistant, and what a relevant answer to each holds. */
const REQUESTS: [string, RegExp][] = [
  ['Help me prepare my session with Jordan tomorrow', /^1\. Check-in .*Jordan/m],
  ['Can you outline a first session with a new client?', /Agreement .*cancellation terms/],
  ['Draft a message to Priya to move our session on Thursday', /Hi Priya,[\s\S]*move our session on Thursday/],
  ['Can you summarise my last conversation with Sam?', /paste/],
  ['I want to review a session that went badly yesterday', /openings you left unexplored/i],
  ['My client keeps cancelling at the last minute. How do I handle it?', /coaching agreement/],
  ['One of my clients is really defensive whenever I challenge her', /ask permission before you challenge/i],
  ['Any exercises for a client who struggles with confidence?', /evidence log/i],
  ['What do you think about raising my prices?', /packages of several sessions/i],
  ['Hello!', /prepare a session, review a conversation, draft a message/],
  ['I am exhausted, I have too many clients this month', /supervisor or a peer coach/],
];

describe("the built-in practice assistant (a coach's own AI conversation)", () => {
  it.each(REQUESTS)('answers "%s" with help for the practice, not coaching', (message, relevant) => {
    const reply = practiceReply(coachRequest(message));
    expect(reply).toMatch(relevant);
    expect(reply).not.toMatch(CLIENT_COACHING);
    expect(lines(reply).some((line) => CLIENT_OPENINGS.includes(line.split(/(?<=[.!])\s/)[0]!))).toBe(false);
    expect(reply).not.toBe(coachReply(coachingRequest({ message })));
    // One question, at the end: the assistant asks only what it needs to go on (a draft may hold its own).
    const blocks = reply.split('\n\n');
    const own = blocks.length === 1 ? reply : `${blocks[0]}\n${blocks.at(-1)}`;
    expect(lastLine(reply)).toMatch(/\?$/);
    expect(own.match(/\?/g)).toHaveLength(1);
  });

  it('outlines a timed session plan that adds up to the length the coach gives, with its topic', () => {
    const reply = practiceReply(coachRequest('Please help me plan a 45 minute session with Jordan about delegation on Friday'));
    expect(lines(reply)[0]).toMatch(/your session with Jordan on Friday/);
    expect(reply).toMatch(/^3\. Focus on delegation \(\d+ min\)/m);
    expect(reply).toMatch(/^5\. Commitments \(\d+ min\): one or two next steps, each with a date\.$/m);
    expect(minutesIn(reply)).toBe(45);
    expect(lastLine(reply)).toMatch(/Jordan/);
  });

  it('asks which client a session is with when none is named, and carries on with the one named in the answer', () => {
    const [plan, followUp] = playPractice(['Help me prepare a session', 'Jordan, about her promotion']);
    expect(lastLine(plan!)).toMatch(/^Which client is the session with|^Who is the session with/);
    expect(plan).toMatch(/your client/);
    expect(followUp).toMatch(/session with Jordan/);
    expect(followUp).toMatch(/Focus on her promotion/);
    expect(lastLine(followUp!)).not.toMatch(/which client|who is the session with/i);
  });

  it('drafts a message to the client, signed by the coach, leaving what it was not told in brackets', () => {
    const reply = practiceReply(coachRequest('Could you write a welcome email to Amara?'));
    expect(reply).toMatch(/^Hi Amara,$/m);
    expect(reply).toMatch(/Welcome to coaching!/);
    expect(reply).toMatch(/\[day and time\]/);
    expect(reply).toMatch(/Best wishes,\nSarah/);
    expect(reply).toMatch(/Fill in the parts in brackets/);
  });

  it('writes to the client named earlier when the coach says "her"', () => {
    const [, reminder] = playPractice(['Help me prepare my session with Jordan on Monday', 'Thanks. Can you remind her about it?']);
    expect(reminder).toMatch(/^Hi Jordan,$/m);
    expect(reminder).toMatch(/reminder/i);
  });

  it('summarises pasted notes into main points, agreed next steps and what to follow up', () => {
    const notes =
      'Summarise these notes: Jordan talked about feeling stuck in her current role. She is worried her manager will not support a move. ' +
      'She agreed to update her CV by Friday and will ask her manager for a development conversation next week. We looked at what a good role would look like.';
    const reply = practiceReply(coachRequest(notes));
    expect(lines(reply)[0]).toMatch(/your notes on Jordan/);
    const [, afterAgreed] = reply.split('Agreed next steps:\n');
    expect(afterAgreed).toMatch(/^- She agreed to update her CV by Friday/);
    expect(reply.split('Worth following up:\n')[1]).toMatch(/She is worried her manager will not support a move/);
    expect(reply).toMatch(/^Main points:\n- We looked at what a good role would look like$/m);
  });

  it("says it cannot see a client's conversation rather than inventing one", () => {
    const reply = practiceReply(coachRequest('Summarise what Priya said in our last session'));
    expect(reply).toMatch(/can't open your clients' conversations|only see what you write here/);
    expect(reply).not.toMatch(/^Main points:/m);
  });

  it('never gives the same reply twice in a row', () => {
    const [first, second] = playPractice(['Help me prepare my session with Jordan', 'Help me prepare my session with Jordan']);
    expect(second).not.toBe(first);
    expect(lines(second!)[0]).not.toBe(lines(first!)[0]);
  });

  it('stays within the maxTokens bound, and lists fewer steps when replies are to be brief', () => {
    const bounded = practiceReply(coachRequest('Help me prepare my session with Jordan', { aiConfig: { ...coachingRequest().aiConfig, maxTokens: 60 } }));
    expect(Math.ceil(bounded.length * 0.75)).toBeLessThanOrEqual(60);
    const brief = practiceReply(coachRequest('Help me prepare my session with Jordan', { guardrails: { responseLength: 'brief' } }));
    expect(lines(brief).filter((line) => /^\d+\. /.test(line))).toHaveLength(3);
    expect(minutesIn(brief)).toBe(60);
  });

  it("streams the practice assistant's reply to a coach and the coaching reply to a client", async () => {
    const model = createBuiltinCoachModel();
    const collect = async (request: CoachingRequest) => {
      let text = '';
      for await (const piece of model.streamReply(request)) text += piece;
      return text;
    };
    const message = 'Help me prepare my session with Jordan tomorrow';
    expect(await collect(coachRequest(message))).toBe(practiceReply(coachRequest(message)));
    expect(await collect(coachingRequest({ message }))).toBe(coachReply(coachingRequest({ message })));
    expect(await collect(coachingRequest({ message, audience: 'client' }))).toBe(coachReply(coachingRequest({ message })));
  });
});
