import { SESSION_LIMITS } from '@coaching/contract';

/**
 * The built-in engine's draft of a coach's notes for a session that has just ended (the coach's
 * aiAssistance.autoGenerateNotes). It knows what the server knows (the plan, the client's goals and
 * how they moved since the session before), not what was said, so what only the coach knows stays a
 * [placeholder] in brackets, as the practice assistant's drafts do: nothing is invented.
 */

export type SessionNotesGoal = {
  title: string;
  status: 'active' | 'completed';
  progress: number;
  /** Milestones completed since the previous session with this coach (or ever, for a first session). */
  milestonesDoneSince: number;
};

/** What a draft is drawn from: facts the server holds, never an AI transcript. */
export type SessionNotesFacts = {
  clientFirstName: string;
  title: string;
  plannedMinutes: number;
  /** From start to completion, when the coach started the session in the app. */
  actualMinutes: number | null;
  agenda: readonly { title: string; minutes: number }[];
  goals: readonly SessionNotesGoal[];
  /** false for the first session with this coach. */
  sincePreviousSession: boolean;
};

const GOALS_LISTED = 5;

function goalLine(goal: SessionNotesGoal, sincePrevious: boolean): string {
  if (goal.status === 'completed') return `- ${goal.title}: completed`;
  const since = sincePrevious ? 'since the last session' : 'so far';
  const moved = goal.milestonesDoneSince === 0 ? `no milestone completed ${since}` : `${goal.milestonesDoneSince === 1 ? '1 milestone' : `${goal.milestonesDoneSince} milestones`} completed ${since}`;
  return `- ${goal.title}: ${goal.progress}%, ${moved}`;
}

export function draftSessionNotes(facts: SessionNotesFacts): string {
  const minutes = facts.actualMinutes ?? facts.plannedMinutes;
  const who = facts.clientFirstName || '[client name]';
  const agenda = facts.agenda.length > 0 ? facts.agenda.map((item) => `- ${item.title} (${item.minutes} min): [what was discussed]`) : ['- [the main topics]'];
  const goals = facts.goals.slice(0, GOALS_LISTED).map((goal) => goalLine(goal, facts.sincePreviousSession));
  const lines = [
    `${facts.title} with ${who}, ${minutes} minutes.`,
    '',
    'Covered:',
    ...agenda,
    ...(goals.length > 0 ? ['', 'Goals:', ...goals] : []),
    '',
    `What ${who} noticed or decided: [insights and shifts]`,
    'Agreed next steps: [the actions agreed, with their dates]',
    'To follow up next time: [anything to come back to]',
  ];
  return lines.join('\n').slice(0, SESSION_LIMITS.notesMaxLength);
}
