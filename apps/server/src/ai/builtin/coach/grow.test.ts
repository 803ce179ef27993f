import { describe, expect, it } from 'vitest';
import { currentStage } from '../../analysis.js';
import type { CoachingTurn } from '../../model.js';
import { playDialogue, questionOf, quotedFromClient, stagesOf } from './coach.fixtures.js';

const promotion = [
  'I want to get promoted to team lead this year.',
  "Right now my manager doesn't really see the work I do, and I keep avoiding the conversation.",
  'I could ask for a 1:1, or maybe I could present my project at the team meeting.',
  'I will ask my manager for a 1:1 by Friday.',
  'Probably my own nerves.',
];

/** What each GROW stage's question sounds like. */
const STAGE_QUESTIONS: Record<string, RegExp> = {
  Goal: /achieve|walk away|outcome|want|different/i,
  Reality: /right now|at the moment|tried|getting in the way|typical day|today|stand/i,
  Options: /options|could you|possibilities|else could|admire|no constraints/i,
  Will: /commit|first step|do next|act on/i,
};

function turnsUpTo(count: number): CoachingTurn[] {
  return promotion.slice(0, count).map((content) => ({ speaker: 'client', content }));
}

describe('the built-in coach in GROW', () => {
  const dialogue = playDialogue('grow', promotion);

  it('advances Goal -> Reality -> Options -> Will as the client states a goal, the reality, options and a commitment', () => {
    expect(currentStage('grow', [])).toBe('Goal');
    expect([1, 2, 3, 4, 5].map((count) => currentStage('grow', turnsUpTo(count)))).toEqual(['Reality', 'Options', 'Will', 'Will', 'Will']);
  });

  it("asks each stage's kind of question as the stage advances, and takes up the options the client floats", () => {
    expect(questionOf(dialogue[0]!.coach)).toMatch(STAGE_QUESTIONS.Reality!);
    expect(questionOf(dialogue[1]!.coach)).toMatch(STAGE_QUESTIONS.Options!);
    // Options floated: the coach weighs them with the client before asking for a commitment.
    expect(questionOf(dialogue[2]!.coach)).toMatch(/option|make that happen|fit|first small step|hard to carry out/i);
    for (const { coach } of dialogue) expect(coach.trim().endsWith('?')).toBe(true);
  });

  it('names the option the client floats in their own words', () => {
    expect(dialogue[2]!.coach).toMatch(/\bask for a 1:1\b/);
  });

  it('asks for the goal first when the client has not named one yet', () => {
    const [first] = playDialogue('grow', ["Work has been a lot lately and I'm not sure where to start."], { client: { firstName: 'Sam', goals: [], focusAreas: [], earlierSummary: '' } });
    expect(currentStage('grow', [{ speaker: 'client', content: first!.client }])).toBe('Goal');
    expect(questionOf(first!.coach)).toMatch(STAGE_QUESTIONS.Goal!);
  });

  it('stays in Goal while the client has not stated a goal, however many turns pass, and moves to Reality once they do', () => {
    const waiting = ['Work has been a lot lately.', 'ok', "I don't know.", 'Everything, honestly.', 'ok'];
    expect(stagesOf('grow', waiting)).toEqual(['Goal', 'Goal', 'Goal', 'Goal', 'Goal']);
    expect(stagesOf('grow', [...waiting, 'I want to stop working every weekend.']).at(-1)).toBe('Reality');
  });

  it('meets a stuck client in Goal with easier questions, then asks about the reality once the goal is stated', () => {
    const replies = playDialogue('grow', ['ok', "I don't know.", 'I want to stop working every weekend.']).map((exchange) => exchange.coach);
    expect(questionOf(replies[0]!)).toMatch(/\bguess\b|\bone (?:word|tiny|small)\b|\bor\b/i);
    expect(questionOf(replies[1]!)).toMatch(/\bguess\b|\bone (?:word|tiny|small)\b|\bor\b/i);
    expect(questionOf(replies[1]!)).not.toBe(questionOf(replies[0]!));
    expect(questionOf(replies[2]!)).toMatch(STAGE_QUESTIONS.Reality!);
  });

  it('paraphrases the goal in the second person and links it to the matching goal of the client, without quoting the client', () => {
    expect(dialogue[0]!.coach).toMatch(/\byou want to get promoted to team lead this year\b/);
    expect(dialogue[0]!.coach).toMatch(/your goals?(?: to|:) get promoted to team lead\./i);
    expect(dialogue[0]!.coach).not.toContain('I want to get promoted');
    expect(quotedFromClient(dialogue[0]!.coach, promotion[0]!)).toEqual([]);
  });

  it('confirms the commitment back in the second person as an action item, then asks what might get in the way of it', () => {
    const reply = dialogue[3]!.coach;
    expect(reply).toMatch(/\byou(?:'ll| will| are going to) ask your manager for a 1:1 by Friday\b/);
    expect(reply).toMatch(/action item/);
    expect(quotedFromClient(reply, promotion[3]!)).toEqual([]);
    expect(questionOf(reply)).toMatch(/get in the way|stop you|obstacle|follow through|derail/);
    // The obstacle named, the coach wraps up: support, confidence, how it will be known done, a plan B.
    expect(questionOf(dialogue[4]!.coach)).toMatch(/get in the way|support|confident|know you've done|go to plan/);
  });
});
