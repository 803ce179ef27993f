import type { Goal, GoalListQuery, GoalStats, GoalStatsQuery, ParsedGoalBody } from '@coaching/contract';
import { applyGoalDefaults, defaultMilestones, GOAL_MESSAGES, goalDateToInstant, type GoalStatus, PATHS, pathTo } from '@coaching/contract';
import type { AccessPolicy, Action, Caller } from '../../access/index.js';
import type { Db } from '../../db/client.js';
import type { ListChanges } from '../../realtime/index.js';
import { AppError, validationError } from '../../http/app-error.js';
import type { NotificationsService } from '../notifications/notifications.service.js';
import type { Person, UsersService } from '../users/users.service.js';
import { toGoal } from './goals.mapper.js';
import type { GoalMilestoneRow, GoalRecord, GoalsRepository, NewMilestone } from './goals.repository.js';
import { goalStats } from './goals.stats.js';

/** What the caller is about to do to a goal (see ACCESS_RULES): reading, ticking a milestone, or editing it. */
type GoalAction = Extract<Action, 'goals.read' | 'goals.tickMilestone' | 'goals.edit'>;
type MilestoneText = { title: string; completed?: boolean; dueDate?: string | null };

const goalNotFound = () => new AppError('NOT_FOUND', GOAL_MESSAGES.notFound);
const clientNotFound = () => new AppError('NOT_FOUND', 'Client not found');

/** A milestone keeps the day it was first completed; unticking it forgets that day. */
function completionDate(completed: boolean, previous: Pick<GoalMilestoneRow, 'completed' | 'completedDate'> | undefined, now: Date) {
  if (!completed) return null;
  return previous?.completed && previous.completedDate ? previous.completedDate : now;
}

function milestoneValues(input: MilestoneText, position: number, completedDate: Date | null): NewMilestone {
  return {
    position,
    title: input.title,
    completed: input.completed ?? false,
    completedDate,
    dueDate: input.dueDate ? goalDateToInstant(input.dueDate) : null,
  };
}

/**
 * The stored fields of a goal body after the save defaults of spec section 5. On update, a status or
 * target date the body leaves out keeps its stored value (`kept`); an empty one takes the default.
 */
function savedFields(body: ParsedGoalBody, now: Date, kept?: { status: GoalStatus; targetDate: Date }) {
  const targetDate = body.targetDate === undefined && kept ? kept.targetDate.toISOString() : body.targetDate;
  const goal = applyGoalDefaults({ ...body, targetDate }, now);
  if (goal.title === '') throw validationError([{ msg: GOAL_MESSAGES.titleRequired, path: 'title' }]);
  return {
    title: goal.title,
    description: goal.description,
    category: goal.category,
    targetDate: goalDateToInstant(goal.targetDate),
    status: body.status ?? kept?.status ?? 'active',
    smartCriteria: goal.smartCriteria,
  };
}

/** Which milestones of a PUT body keep their row; an id that is not this goal's is refused before any write. */
function planMilestones(current: GoalRecord, inputs: NonNullable<ParsedGoalBody['milestones']>, now: Date) {
  const existing = new Map(current.milestones.map((milestone) => [milestone.id, milestone]));
  const kept = new Set<string>();
  const updates: { id: string; values: NewMilestone }[] = [];
  const inserts: NewMilestone[] = [];
  inputs.forEach((input, position) => {
    const previous = input._id ? existing.get(input._id) : undefined;
    if (input._id && (!previous || kept.has(input._id))) {
      throw validationError([{ msg: GOAL_MESSAGES.milestoneNotFound, path: 'milestones' }]);
    }
    const values = milestoneValues(input, position, completionDate(input.completed, previous, now));
    if (previous) {
      kept.add(previous.id);
      updates.push({ id: previous.id, values });
    } else {
      inserts.push(values);
    }
  });
  return { keepIds: [...kept], updates, inserts };
}

export function createGoalsService(deps: {
  goals: GoalsRepository;
  policy: Pick<AccessPolicy, 'requireRole' | 'require'>;
  transaction: <T>(work: (tx: Db) => Promise<T>) => Promise<T>;
  clock: () => Date;
  /** A client's goal list is kept in memory between writes; every write here tells every instance. */
  lists: Pick<ListChanges, 'cache' | 'changed'>;
  /** Goal notifications: a client hears of their coach's changes, a coach of a client completing a goal. */
  notifications: Pick<NotificationsService, 'notify'>;
  usersService: Pick<UsersService, 'findPerson'>;
}) {
  const { goals, policy, transaction, clock, lists, notifications, usersService } = deps;
  const goalLists = lists.cache('goals');
  const nameOf = (person: Person | undefined) => (person ? `${person.firstName} ${person.lastName}`.trim() : '');

  /** The coach changed a client's goal: the client hears of it (unless they turned goal updates off). */
  async function tellClient(caller: Caller, goal: Goal): Promise<void> {
    if (caller.userId === goal.clientId) return;
    await notifications.notify({
      userId: goal.clientId,
      type: 'goal.updated',
      data: { goalId: goal._id, goalTitle: goal.title, personName: nameOf(await usersService.findPerson(caller.userId)) },
      link: PATHS.client.goals,
      at: clock(),
    });
  }

  /** A client completed a goal: their coach hears of it (unless they turned goal updates off). */
  async function tellCoach(goal: Goal): Promise<void> {
    const client = await usersService.findPerson(goal.clientId);
    if (!client?.coachId) return;
    await notifications.notify({
      userId: client.coachId,
      type: 'goal.completed',
      data: { goalId: goal._id, goalTitle: goal.title, personName: nameOf(client) },
      link: pathTo(PATHS.coach.clientEdit, { id: goal.clientId }),
      at: clock(),
    });
  }

  /** The client's goals as the list shows them (with a status, only those), kept until one of them changes. */
  function goalsOf(clientId: string, status: GoalStatus | undefined): Promise<readonly Goal[]> {
    return goalLists.read(clientId, status ?? '', async () => (await goals.listByClient(clientId, status)).map(toGoal));
  }

  /** What every write ends with: the lists holding the client's goals are read again. */
  function changed<T>(clientId: string, result: T): T {
    lists.changed('goals', clientId);
    return result;
  }

  /**
   * Whose goals a list or stats call reads: the client's own, or for a coach one of their clients.
   * A coach has no goals of their own, so without a clientId there is nothing to read (undefined).
   */
  async function readableClient(caller: Caller, clientId: string | undefined): Promise<string | undefined> {
    policy.requireRole(caller, 'goals.read');
    if (clientId === undefined) return caller.role === 'client' ? caller.userId : undefined;
    await policy.require(caller, 'goals.read', clientId, clientNotFound);
    return clientId;
  }

  /**
   * A goal the caller may act on. Not visible is 404; the coach who may read it but not edit it hears 403.
   * Inside a transaction the goal stays locked until it ends, so two edits of one goal do not interleave.
   */
  async function accessibleGoal(caller: Caller, goalId: string, action: GoalAction, tx?: Db): Promise<GoalRecord> {
    policy.requireRole(caller, action);
    const goal = tx ? await goals.findByIdForUpdate(goalId, tx) : await goals.findById(goalId);
    if (!goal) throw goalNotFound();
    await policy.require(caller, action, goal.clientId, goalNotFound, tx);
    return goal;
  }

  async function reload(goalId: string, tx: Db): Promise<Goal> {
    const goal = await goals.findById(goalId, tx);
    if (!goal) throw goalNotFound();
    return toGoal(goal);
  }

  return {
    /** The same array, frozen, for every caller until the list changes (see ListCache). */
    async list(caller: Caller, query: GoalListQuery): Promise<readonly Goal[]> {
      const clientId = await readableClient(caller, query.clientId);
      if (clientId === undefined) return [];
      return goalsOf(clientId, query.status);
    },

    async stats(caller: Caller, query: GoalStatsQuery): Promise<GoalStats> {
      const clientId = await readableClient(caller, query.clientId);
      return goalStats(clientId === undefined ? [] : await goalsOf(clientId, undefined), clock());
    },

    /** The titles of a client's active goals, for the AI coach's context: the caller has already been checked. */
    async activeGoalTitles(clientId: string): Promise<string[]> {
      return (await goalsOf(clientId, 'active')).map((goal) => goal.title);
    },

    /** Every goal of a client, for a session's analytics and brief: the caller has already been checked. */
    async goalsOfClient(clientId: string): Promise<readonly Goal[]> {
      return goalsOf(clientId, undefined);
    },

    async get(caller: Caller, goalId: string): Promise<Goal> {
      return toGoal(await accessibleGoal(caller, goalId, 'goals.read'));
    },

    async create(caller: Caller, body: ParsedGoalBody): Promise<Goal> {
      policy.requireRole(caller, 'goals.create');
      const now = clock();
      const fields = savedFields(body, now);
      const inputs: MilestoneText[] = body.milestones?.length ? body.milestones : defaultMilestones(now);
      const milestones = inputs.map((input, position) => milestoneValues(input, position, input.completed ? now : null));
      return transaction(async (tx) => {
        const goalId = await goals.insert(
          {
            ...fields,
            clientId: caller.userId,
            completedDate: fields.status === 'completed' ? now : null,
            aiSuggestions: body.aiSuggestions ?? [],
            createdAt: now,
            updatedAt: now,
          },
          milestones,
          tx,
        );
        return changed(caller.userId, await reload(goalId, tx));
      });
    },

    /**
     * Replaces the goal with the body. Milestones absent from the body are left as they are; a list
     * (even an empty one) replaces them. aiSuggestions absent are kept too.
     */
    async update(caller: Caller, goalId: string, body: ParsedGoalBody): Promise<Goal> {
      const now = clock();
      let completedNow = false;
      const saved = await transaction(async (tx) => {
        const current = await accessibleGoal(caller, goalId, 'goals.edit', tx);
        const fields = savedFields(body, now, current);
        const plan = body.milestones ? planMilestones(current, body.milestones, now) : undefined;
        const wasCompleted = current.status === 'completed' && current.completedDate !== null;
        completedNow = current.status !== 'completed' && fields.status === 'completed';
        await goals.update(
          goalId,
          {
            ...fields,
            completedDate: fields.status === 'completed' ? (wasCompleted ? current.completedDate : now) : null,
            ...(body.aiSuggestions ? { aiSuggestions: body.aiSuggestions } : {}),
            updatedAt: now,
          },
          tx,
        );
        if (plan) {
          await goals.deleteMilestonesExcept(goalId, plan.keepIds, tx);
          for (const { id, values } of plan.updates) await goals.updateMilestone(goalId, id, values, tx);
          await goals.insertMilestones(goalId, plan.inserts, tx);
        }
        return changed(current.clientId, await reload(goalId, tx));
      });
      if (completedNow) await tellCoach(saved);
      return saved;
    },

    async setMilestoneCompleted(caller: Caller, goalId: string, milestoneId: string, completed: boolean): Promise<Goal> {
      const now = clock();
      const saved = await transaction(async (tx) => {
        const goal = await accessibleGoal(caller, goalId, 'goals.tickMilestone', tx);
        const milestone = goal.milestones.find((candidate) => candidate.id === milestoneId);
        if (!milestone) throw new AppError('NOT_FOUND', GOAL_MESSAGES.milestoneNotFound);
        await goals.updateMilestone(goalId, milestoneId, { completed, completedDate: completionDate(completed, milestone, now) }, tx);
        await goals.update(goalId, { updatedAt: now }, tx);
        return changed(goal.clientId, await reload(goalId, tx));
      });
      await tellClient(caller, saved);
      return saved;
    },

    async remove(caller: Caller, goalId: string): Promise<void> {
      const goal = await accessibleGoal(caller, goalId, 'goals.edit');
      if (await goals.delete(goalId)) changed(goal.clientId, undefined);
    },
  };
}

export type GoalsService = ReturnType<typeof createGoalsService>;
