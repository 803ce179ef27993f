import { GOAL_MESSAGES, type Goal, type Milestone } from '@coaching/contract';
import { useToggleMilestone, useUpdateGoal } from '../../api/goals.js';
import { notify } from '../../components/notify.js';
import { goalWithStatus } from './goal-body.js';
import { saveFailureMessages } from './goal-errors.js';

/*
 * Both controls stay enabled while their save is out (a disabled control drops keyboard focus);
 * a second press meanwhile is ignored. Replies are awaited rather than handled in mutate callbacks:
 * a goal completed under the Active filter leaves the list before its reply arrives.
 */

export function useStatusToggle(goal: Goal) {
  const update = useUpdateGoal();
  const toggle = async () => {
    if (update.isPending) return;
    const status = goal.status === 'completed' ? 'active' : 'completed';
    try {
      await update.mutateAsync({ id: goal._id, body: goalWithStatus(goal, status) });
      notify.success(status === 'completed' ? GOAL_MESSAGES.completedToast : GOAL_MESSAGES.reopenedToast);
    } catch (error) {
      notify.error(saveFailureMessages(error).toast);
    }
  };
  return { toggle, pending: update.isPending };
}

/** The box shows its new state while the save is out, and falls back if the save fails. */
export function useMilestoneToggle(goalId: string, milestone: Milestone) {
  const update = useToggleMilestone();
  const checked = update.isPending && update.variables ? update.variables.completed : milestone.completed;

  const toggle = async () => {
    if (update.isPending) return;
    try {
      await update.mutateAsync({ goalId, milestoneId: milestone._id, completed: !milestone.completed });
    } catch {
      notify.error(GOAL_MESSAGES.updateMilestoneFailed);
    }
  };
  return { checked, toggle, pending: update.isPending };
}
