import { AI_TOOLS_LIMITS, type BriefActionItem, type BriefAiSummary, type BriefGoal, type Methodology } from '@coaching/contract';
import { secondPerson } from './coach/reflect.js';
import { stripEndPunctuation } from './text.js';

/**
 * The built-in engine's questions for a pre-session brief: worked out from what the coach is about to
 * walk into (the goals that stall, the commitments still open, the insights the client reached with the
 * AI coach) and framed by the methodology the client coaches with.
 */

/** What a brief's questions are drawn from: facts the server has gathered, never an AI transcript. */
export type BriefFacts = {
  clientFirstName: string;
  methodology: Methodology;
  /** false when there was no completed session and the brief looks back 30 days. */
  sinceLastSession: boolean;
  goals: readonly BriefGoal[];
  openActionItems: readonly BriefActionItem[];
  aiSummaries: readonly BriefAiSummary[];
  challenges: readonly string[];
  lastSessionNotes?: string;
  now: Date;
};

/** Under this percentage an active goal is low on progress. */
export const LOW_PROGRESS = 40;

const quoted = (text: string) => `'${stripEndPunctuation(text.trim())}'`;
const since = (facts: BriefFacts) => (facts.sinceLastSession ? 'since your last session' : 'in the last 30 days');

/** The opening question each methodology starts a session with, about the goal most in view. */
function openingQuestion(methodology: Methodology, focus: string | undefined): string {
  const about = focus ? ` with ${quoted(focus)}` : '';
  switch (methodology) {
    case 'grow':
      return `What do you want to have achieved${about} by the end of today's session?`;
    case 'solution-focused':
      return `On a scale of 1 to 10, where are you now${about}, and what would one point higher look like?`;
    case 'icf':
      return `What would make today's session most valuable for you${focus ? `, thinking of ${quoted(focus)}` : ''}?`;
    case 'transformational':
      return `What story are you telling yourself${about}, and is it still true?`;
  }
}

/** Active goals under LOW_PROGRESS, the least advanced first; a goal that moved is still listed when it stays low. */
export function lowProgressGoals(goals: readonly BriefGoal[]): BriefGoal[] {
  return goals.filter((goal) => goal.status === 'active' && goal.progress < LOW_PROGRESS).sort((a, b) => a.progress - b.progress);
}

function goalQuestions(facts: BriefFacts): string[] {
  const stalled = lowProgressGoals(facts.goals).slice(0, 2).map((goal) =>
    goal.milestonesDoneSince === 0
      ? `${quoted(goal.title)} is at ${goal.progress}% with no milestone done ${since(facts)}: what has got in the way, and what would be a first small step?`
      : `${quoted(goal.title)} moved up ${goal.progressChange} points to ${goal.progress}%: what helped, and what is the next milestone?`,
  );
  const moving = facts.goals
    .filter((goal) => goal.milestonesDoneSince > 0 && goal.progress >= LOW_PROGRESS)
    .slice(0, 1)
    .map((goal) => `You completed ${goal.milestonesDoneSince === 1 ? 'a milestone' : `${goal.milestonesDoneSince} milestones`} of ${quoted(goal.title)}: what made that possible?`);
  return [...stalled, ...moving];
}

function actionItemQuestions(facts: BriefFacts): string[] {
  const overdue = facts.openActionItems.filter((item) => item.deadline !== null && new Date(item.deadline) < facts.now);
  const open = facts.openActionItems.filter((item) => !overdue.includes(item));
  return [
    ...overdue.slice(0, 1).map((item) => `You planned to ${lowerAction(item.item)} by ${item.deadline!.slice(0, 10)}: how did it go, and what did you learn?`),
    ...open.slice(0, 1).map((item) => `Where are you with ${quoted(item.item)}?`),
  ];
}

/** The client's 'Email my manager' as the coach says it to them: 'email your manager'. */
function lowerAction(item: string): string {
  const bare = stripEndPunctuation(item.trim());
  const lowered = /^[A-Z][a-z]/.test(bare) ? bare.charAt(0).toLowerCase() + bare.slice(1) : bare;
  return secondPerson(lowered) ?? lowered;
}

function insightQuestions(facts: BriefFacts): string[] {
  const insight = facts.aiSummaries.flatMap((summary) => summary.keyInsights)[0];
  return insight ? [`In your AI coaching you noted ${quoted(insight)}: how is that showing up for you now?`] : [];
}

function challengeQuestions(facts: BriefFacts): string[] {
  const challenge = facts.challenges[0];
  return challenge ? [`How is ${quoted(challenge)} affecting you this week?`] : [];
}

/** Up to AI_TOOLS_LIMITS.briefQuestions questions, in the order a session would take them. */
export function briefQuestions(facts: BriefFacts): string[] {
  const focus = lowProgressGoals(facts.goals)[0]?.title ?? facts.goals.find((goal) => goal.status === 'active')?.title;
  const questions = [
    openingQuestion(facts.methodology, focus),
    ...goalQuestions(facts),
    ...actionItemQuestions(facts),
    ...insightQuestions(facts),
    ...challengeQuestions(facts),
  ];
  if (questions.length < 3) questions.push('What has changed for you since we last spoke?', 'What would you like to be different by our next session?');
  return [...new Set(questions)].slice(0, AI_TOOLS_LIMITS.briefQuestions);
}
