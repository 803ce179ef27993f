import { daysLeft, GOAL_MESSAGES, GOAL_WARNING_DAYS_LEFT, type Goal } from '@coaching/contract';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import RadioButtonUncheckedIcon from '@mui/icons-material/RadioButtonUnchecked';
import { Box, Chip, LinearProgress, List, ListItem, ListItemIcon, ListItemText, Stack, Typography } from '@mui/material';
import { useId } from 'react';
import { widgetMilestones } from './widget-goals.js';

/** One active goal: progress bar, days left (amber under 30) and its next two milestones. */
export function GoalsWidgetItem({ goal, now }: { goal: Goal; now: Date }) {
  const titleId = useId();
  const days = daysLeft(goal.targetDate, now);
  return (
    <Box component="li" aria-labelledby={titleId} data-testid="widget-goal">
      <Stack direction="row" spacing={1} sx={{ justifyContent: 'space-between', alignItems: 'baseline' }}>
        <Typography id={titleId} variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
          {goal.title}
        </Typography>
        <Typography variant="caption" sx={{ color: days < GOAL_WARNING_DAYS_LEFT ? 'warning.main' : 'text.secondary', flexShrink: 0 }}>
          {GOAL_MESSAGES.daysLeftLabel(days)}
        </Typography>
      </Stack>
      <Chip label={goal.category} size="small" variant="outlined" sx={{ my: 0.5 }} />
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
        <LinearProgress variant="determinate" value={goal.progress} aria-label={`${goal.title} progress`} sx={{ flex: 1, height: 8, borderRadius: 4 }} />
        <Typography variant="body2" color="text.secondary">
          {goal.progress}%
        </Typography>
      </Stack>
      <List dense disablePadding aria-label={`${goal.title} milestones`}>
        {widgetMilestones(goal.milestones).map((milestone) => (
          <ListItem key={milestone._id} disableGutters>
            <ListItemIcon sx={{ minWidth: 32 }}>
              {milestone.completed ? (
                <CheckCircleIcon fontSize="small" color="success" titleAccess="Completed" />
              ) : (
                <RadioButtonUncheckedIcon fontSize="small" color="disabled" titleAccess="Not completed" />
              )}
            </ListItemIcon>
            <ListItemText primary={milestone.title} />
          </ListItem>
        ))}
      </List>
    </Box>
  );
}
