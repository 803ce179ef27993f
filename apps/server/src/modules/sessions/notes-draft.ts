import type { Goal } from '@coaching/contract';
import { askModel, readSessionNotesAnswer, sessionNotesTask } from '../../ai/ai-tools-prompts.js';
import { draftSessionNotes, type SessionNotesFacts, type SessionNotesGoal } from '../../ai/builtin/session-notes.js';
import type { CoachModel } from '../../ai/index.js';
import type { GoalsService } from '../goals/goals.service.js';
import type { UsersService } from '../users/users.service.js';
import type { SessionRow, SessionsRepository } from './sessions.repository.js';

const MINUTE_MS = 60_000;

/** The client's goals as the notes speak of them: the active ones, and those completed since `since`. */
function goalsSince(goals: readonly Goal[], since: Date | undefined): SessionNotesGoal[] {
  const from = since?.getTime() ?? -Infinity;
  return goals.flatMap((goal) => {
    const completedSince = goal.status === 'completed' && goal.completedDate !== null && new Date(goal.completedDate).getTime() > from;
    if (goal.status !== 'active' && !completedSince) return [];
    const milestonesDoneSince = goal.milestones.filter((milestone) => milestone.completedDate !== null && new Date(milestone.completedDate).getTime() > from).length;
    return [{ title: goal.title, status: goal.status, progress: goal.progress, milestonesDoneSince }];
  });
}

/**
 * aiAssistance.autoGenerateNotes: a session its coach completes without notes gets the AI's draft of
 * them, from the configured model or, without one (or when it fails), the built-in engine. It runs
 * after the completion has committed, so a slow model holds no transaction, and it never replaces
 * notes the coach saved meanwhile.
 */
export function createNotesDrafter(deps: {
  sessions: Pick<SessionsRepository, 'previousCompleted' | 'saveDraftNotes'>;
  usersService: Pick<UsersService, 'coachSettingsOf' | 'findPeople'>;
  goalsService: Pick<GoalsService, 'goalsOfClient'>;
  model: CoachModel;
  logger: { warn(details: object, message: string): void };
  clock: () => Date;
}) {
  const { sessions, usersService } = deps;

  async function factsOf(row: SessionRow): Promise<SessionNotesFacts> {
    const [previous, goals, people] = await Promise.all([
      sessions.previousCompleted(row.clientId, row.coachId, row.startsAt),
      deps.goalsService.goalsOfClient(row.clientId),
      usersService.findPeople([row.clientId]),
    ]);
    return {
      clientFirstName: people[0]?.firstName ?? '',
      title: row.title,
      plannedMinutes: row.duration,
      actualMinutes: row.startedAt && row.completedAt ? Math.round((row.completedAt.getTime() - row.startedAt.getTime()) / MINUTE_MS) : null,
      agenda: row.plan?.agenda ?? [],
      goals: goalsSince(goals, previous?.startsAt),
      sincePreviousSession: previous !== undefined,
    };
  }

  return {
    /** The session with its drafted notes, or undefined when the coach wrote notes, or turned the draft off. */
    async afterCompletion(row: SessionRow): Promise<SessionRow | undefined> {
      if (row.status !== 'completed' || row.notes.trim() !== '') return undefined;
      const settings = await usersService.coachSettingsOf(row.coachId);
      if (!settings.aiAssistance.autoGenerateNotes) return undefined;
      const facts = await factsOf(row);
      const notes = (await askModel(deps, 'session-notes', sessionNotesTask(facts), readSessionNotesAnswer)) ?? draftSessionNotes(facts);
      return sessions.saveDraftNotes(row.id, notes, deps.clock());
    },
  };
}

export type NotesDrafter = ReturnType<typeof createNotesDrafter>;
