import { GOAL_MESSAGES, type Milestone } from '@coaching/contract';
import { useToggleMilestone } from '../api/goals.js';
import { notify } from './notify.js';

/**
 * Ticks or unticks one milestone (PUT /goals/{goalId}/milestones/{milestoneId}), for the goals page and the
 * dashboard alike. The box shows its new state while the save is out, and falls back if the save fails.
 * It stays enabled meanwhile (a disabled control drops keyboard focus); a second press is ignored.
 */
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
