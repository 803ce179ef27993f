import type { Goal } from '@coaching/contract';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import RadioButtonUncheckedIcon from '@mui/icons-material/RadioButtonUnchecked';
import { IconButton, Tooltip } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CompleteGoalDialog } from './complete-goal-dialog.js';
import { useStatusChange } from './use-goal-updates.js';

/** The card's status icon: completes the goal (asking about open milestones first) or reopens it; both can be undone. */
export function GoalStatusButton({ goal }: { goal: Goal }) {
  const { t } = useTranslation('goals');
  const { change, pending } = useStatusChange(goal);
  const [asking, setAsking] = useState(false);
  const completed = goal.status === 'completed';
  const openMilestones = goal.milestones.filter((milestone) => !milestone.completed).length;
  const label = completed ? t('card.markActive') : t('card.markCompleted');

  const onClick = () => {
    if (completed) void change('active');
    else if (openMilestones > 0) setAsking(true);
    else void change('completed');
  };

  return (
    <>
      <Tooltip title={label}>
        <IconButton aria-label={label} aria-busy={pending} onClick={onClick} sx={{ ml: 'auto' }}>
          {completed ? <CheckCircleIcon color="success" /> : <RadioButtonUncheckedIcon />}
        </IconButton>
      </Tooltip>
      <CompleteGoalDialog
        goal={goal}
        open={asking}
        openMilestones={openMilestones}
        onCancel={() => setAsking(false)}
        onComplete={(closeMilestones) => {
          setAsking(false);
          void change('completed', closeMilestones);
        }}
      />
    </>
  );
}
