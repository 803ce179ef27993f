import { daysLeft, GOAL_WARNING_DAYS_LEFT, type Goal, type Milestone } from '@coaching/contract';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import RadioButtonUncheckedIcon from '@mui/icons-material/RadioButtonUnchecked';
import { Box, Checkbox, Chip, FormControlLabel, LinearProgress, List, ListItem, Stack, Typography } from '@mui/material';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMilestoneToggle } from '../../components/use-milestone-toggle.js';
import { useFormat } from '../../i18n/format.js';
import { valueLabel } from '../../i18n/localize-message.js';
import { widgetMilestones } from './widget-goals.js';

/** One active goal: progress bar, days left (amber under 30) and its next two milestones, each a box to tick. */
export function GoalsWidgetItem({ goal, now }: { goal: Goal; now: Date }) {
  const { t } = useTranslation(['dashboard', 'messages']);
  const format = useFormat();
  const titleId = useId();
  const days = daysLeft(goal.targetDate, now);
  // The two milestones are chosen once: ticking one keeps it (and the keyboard focus) in place instead of
  // swapping in the next open one under the pointer.
  const [shownIds] = useState(() => new Set(widgetMilestones(goal.milestones).map((milestone) => milestone._id)));
  const shown = goal.milestones.filter((milestone) => shownIds.has(milestone._id));
  return (
    <Box component="li" aria-labelledby={titleId} data-testid="widget-goal">
      <Stack direction="row" spacing={1} sx={{ justifyContent: 'space-between', alignItems: 'baseline' }}>
        <Typography id={titleId} variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
          {goal.title}
        </Typography>
        <Typography variant="caption" sx={{ color: days < GOAL_WARNING_DAYS_LEFT ? 'warning.main' : 'text.secondary', flexShrink: 0 }}>
          {t('messages:goal.daysLeftLabel', { count: days })}
        </Typography>
      </Stack>
      <Chip label={valueLabel('common:labels.goalCategories', goal.category)} size="small" variant="outlined" sx={{ my: 0.5 }} />
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
        <LinearProgress variant="determinate" value={goal.progress} aria-label={t('goalProgress', { title: goal.title })} sx={{ flex: 1, height: 8, borderRadius: 4 }} />
        <Typography variant="body2" color="text.secondary">
          {format.percent(goal.progress)}
        </Typography>
      </Stack>
      <List dense disablePadding aria-label={t('goalMilestones', { title: goal.title })}>
        {shown.map((milestone) => (
          <ListItem key={milestone._id} disableGutters sx={{ py: 0 }}>
            <MilestoneBox goalId={goal._id} goalTitleId={titleId} milestone={milestone} />
          </ListItem>
        ))}
      </List>
    </Box>
  );
}

/** Ticks the milestone with the goals page's call; named by its title, described by its goal's. */
function MilestoneBox({ goalId, goalTitleId, milestone }: { goalId: string; goalTitleId: string; milestone: Milestone }) {
  const { checked, toggle, pending } = useMilestoneToggle(goalId, milestone);
  return (
    <FormControlLabel
      label={milestone.title}
      slotProps={{ typography: { variant: 'body2' } }}
      control={
        <Checkbox
          size="small"
          checked={checked}
          onChange={() => void toggle()}
          icon={<RadioButtonUncheckedIcon fontSize="small" />}
          checkedIcon={<CheckCircleIcon fontSize="small" color="success" />}
          slotProps={{ input: { 'aria-busy': pending, 'aria-describedby': goalTitleId } }}
        />
      }
    />
  );
}
