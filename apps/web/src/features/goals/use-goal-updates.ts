import { GOAL_MESSAGES, type Goal, type GoalBody, type GoalStatus } from '@coaching/contract';
import { useTranslation } from 'react-i18next';
import { useUpdateGoal } from '../../api/goals.js';
import { notify } from '../../components/notify.js';
import { goalWithStatus, milestoneInputs } from './goal-body.js';
import { saveFailureMessages } from './goal-errors.js';

export { useMilestoneToggle } from '../../components/use-milestone-toggle.js';

/*
 * The status icon stays enabled while its save is out (a disabled control drops keyboard focus); a second
 * press meanwhile is ignored. Replies are awaited rather than handled in mutate callbacks: a goal completed
 * under the Active filter leaves the list before its reply arrives, and its Undo still has to work.
 */
export function useStatusChange(goal: Goal) {
  const { t } = useTranslation('goals');
  const update = useUpdateGoal();
  const put = (id: string, body: GoalBody) => update.mutateAsync({ id, body });

  /** Puts back the status, and the milestones when the change ticked them; the server derives the progress again. */
  const undo = async (before: Goal, milestonesChanged: boolean) => {
    try {
      await put(before._id, goalWithStatus(before, before.status, milestonesChanged ? milestoneInputs(before.milestones) : undefined));
      notify.info(t('status.undone'));
    } catch (error) {
      notify.error(saveFailureMessages(error).toast);
    }
  };

  /** `closeMilestones`: tick every open milestone in the same save. */
  const change = async (status: GoalStatus, closeMilestones = false) => {
    if (update.isPending) return;
    const before = goal;
    try {
      await put(goal._id, goalWithStatus(goal, status, closeMilestones ? milestoneInputs(goal.milestones, true) : undefined));
      notify.success(status === 'completed' ? GOAL_MESSAGES.completedToast : GOAL_MESSAGES.reopenedToast, {
        action: { label: t('status.undo'), onClick: () => void undo(before, closeMilestones) },
      });
    } catch (error) {
      notify.error(saveFailureMessages(error).toast);
    }
  };
  return { change, pending: update.isPending };
}
