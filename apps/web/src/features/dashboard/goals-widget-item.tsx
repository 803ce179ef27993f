import { daysLeft, GOAL_WARNING_DAYS_LEFT, type Goal } from '@coaching/contract';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import RadioButtonUncheckedIcon from '@mui/icons-material/RadioButtonUnchecked';
import { Box, Chip, LinearProgress, List, ListItem, ListItemIcon, ListItemText, Stack, Typography } from '@mui/material';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../i18n/format.js';
import { valueLabel } from '../../i18n/localize-message.js';
import { widgetMilestones } from './widget-goals.js';

/** One active goal: progress bar, days left (amber under 30) and its next two milestones. */
export function GoalsWidgetItem({ goal, now }: { goal: Goal; now: Date }) {
  const { t } = useTranslation(['dashboard', 'messages']);
  const format = useFormat();
  const titleId = useId();
  const days = daysLeft(goal.targetDate, now);
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
        {widgetMilestones(goal.milestones).map((milestone) => (
          <ListItem key={milestone._id} disableGutters>
            <ListItemIcon sx={{ minWidth: 32 }}>
              {milestone.completed ? (
                <CheckCircleIcon fontSize="small" color="success" titleAccess={t('milestoneCompleted')} />
              ) : (
                <RadioButtonUncheckedIcon fontSize="small" color="disabled" titleAccess={t('milestoneOpen')} />
              )}
            </ListItemIcon>
            <ListItemText primary={milestone.title} />
          </ListItem>
        ))}
      </List>
    </Box>
  );
}
