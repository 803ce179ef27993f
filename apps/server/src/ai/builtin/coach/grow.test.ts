import { describe, expect, it } from 'vitest';
import { currentStage } from '../../analysis.js';
import type { CoachingTurn } from '../../model.js';
import { playDialogue, questionOf } from './coach.fixtures.js';

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

  it("asks each stage's kind of question as the stage advances", () => {
    expect(questionOf(dialogue[0]!.coach)).toMatch(STAGE_QUESTIONS.Reality!);
    expect(questionOf(dialogue[1]!.coach)).toMatch(STAGE_QUESTIONS.Options!);
    expect(questionOf(dialogue[2]!.coach)).toMatch(STAGE_QUESTIONS.Will!);
    for (const { coach } of dialogue) expect(coach.trim().endsWith('?')).toBe(true);
  });

  it('asks for the goal first when the client has not named one yet', () => {
    const [first] = playDialogue('grow', ["Work has been a lot lately and I'm not sure where to start."], { client: { firstName: 'Sam', goals: [], focusAreas: [], earlierSummary: '' } });
    expect(currentStage('grow', [{ speaker: 'client', content: first!.client }])).toBe('Goal');
    expect(questionOf(first!.coach)).toMatch(STAGE_QUESTIONS.Goal!);
  });

  it('moves on to Reality after two turns even when no goal is stated, so it never sticks', () => {
    const turns: CoachingTurn[] = [
      { speaker: 'client', content: 'Work has been a lot lately.' },
      { speaker: 'client', content: 'Everything, honestly.' },
    ];
    expect(currentStage('grow', turns.slice(0, 1))).toBe('Goal');
    expect(currentStage('grow', turns)).toBe('Reality');
  });

  it('reflects the goal back and links it to the matching goal of the client', () => {
    expect(dialogue[0]!.coach).toMatch(/you want to get promoted to team lead|"I want to get promoted to team lead/);
    expect(dialogue[0]!.coach).toContain('"Get promoted to team lead"');
  });

  it('acknowledges the commitment as an action item, then asks what might get in the way of it', () => {
    const reply = dialogue[3]!.coach;
    expect(reply).toContain('"ask my manager for a 1:1 by Friday"');
    expect(reply).toMatch(/action item/);
    expect(questionOf(reply)).toMatch(/get in the way|support|confident|know you've done|go to plan/);
    expect(questionOf(dialogue[4]!.coach)).toMatch(/get in the way|support|confident|know you've done|go to plan/);
  });
});
