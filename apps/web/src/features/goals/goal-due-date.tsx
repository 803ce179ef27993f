import { daysLeft, type Goal } from '@coaching/contract';
import EventIcon from '@mui/icons-material/Event';
import WarningAmberIcon from '@mui/icons-material/WarningAmber';
import { Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../i18n/format.js';
import { isDueSoon } from './goal-format.js';

/** Target date and days left; an open goal under 30 days says so in words and an icon, not colour alone. */
export function GoalDueDate({ goal, now }: { goal: Goal; now: Date }) {
  const { t } = useTranslation(['goals', 'messages']);
  const format = useFormat();
  const dueSoon = isDueSoon(goal, now);
  const target = t('card.target', { date: format.date(goal.targetDate) });
  const Icon = dueSoon ? WarningAmberIcon : EventIcon;
  return (
    <Stack
      direction="row"
      spacing={1}
      data-testid="goal-due-date"
      sx={{ alignItems: 'center', flexWrap: 'wrap', color: dueSoon ? 'warning.main' : 'text.secondary' }}
    >
      <Icon fontSize="small" aria-hidden />
      <Typography variant="body2" color="inherit">
        {goal.status === 'completed' && goal.completedDate
          ? `${target} · ${t('card.completedOn', { date: format.date(goal.completedDate) })}`
          : `${target} · ${t('messages:goal.daysLeftLabel', { count: daysLeft(goal.targetDate, now) })}`}
      </Typography>
      {dueSoon && (
        <Typography variant="caption" color="inherit" sx={{ fontWeight: 700 }}>
          {t('card.dueSoon')}
        </Typography>
      )}
    </Stack>
  );
}
