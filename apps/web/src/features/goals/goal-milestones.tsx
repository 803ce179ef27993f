import type { Goal, Milestone } from '@coaching/contract';
import { Checkbox, FormControl, FormControlLabel, FormGroup, FormLabel } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useMilestoneToggle } from './use-goal-updates.js';

export function GoalMilestones({ goal }: { goal: Goal }) {
  const { t } = useTranslation('goals');
  if (goal.milestones.length === 0) return null;
  return (
    <FormControl component="fieldset" variant="standard" sx={{ width: '100%' }}>
      <FormLabel component="legend" sx={{ typography: 'subtitle2', mb: 0.5 }}>
        {t('card.milestones')}
      </FormLabel>
      <FormGroup>
        {goal.milestones.map((milestone) => (
          <MilestoneCheckbox key={milestone._id} goalId={goal._id} milestone={milestone} />
        ))}
      </FormGroup>
    </FormControl>
  );
}

function MilestoneCheckbox({ goalId, milestone }: { goalId: string; milestone: Milestone }) {
  const { checked, toggle, pending } = useMilestoneToggle(goalId, milestone);
  return (
    <FormControlLabel
      label={milestone.title}
      slotProps={{ typography: { variant: 'body2' } }}
      control={<Checkbox size="small" checked={checked} onChange={() => void toggle()} slotProps={{ input: { 'aria-busy': pending } }} />}
    />
  );
}
