import type { Goal } from '@coaching/contract';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import { Box, Card, CardActions, CardContent, Chip, IconButton, LinearProgress, Stack, Tooltip, Typography } from '@mui/material';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../i18n/format.js';
import { valueLabel } from '../../i18n/localize-message.js';
import { shownProgress } from './goal-format.js';
import { GoalDueDate } from './goal-due-date.js';
import { GoalMilestones } from './goal-milestones.js';
import { GoalStatusButton } from './goal-status-button.js';
import { SmartCriteriaDisclosure } from './smart-criteria-list.js';

type Props = { goal: Goal; now: Date; onEdit: (goal: Goal) => void; onDelete: (goal: Goal) => void };

export function GoalCard({ goal, now, onEdit, onDelete }: Props) {
  const { t } = useTranslation('goals');
  const format = useFormat();
  const titleId = useId();
  const completed = goal.status === 'completed';
  const progress = shownProgress(goal);
  return (
    <Card component="article" variant="outlined" aria-labelledby={titleId} sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}>
      <CardContent sx={{ flex: 1 }}>
        <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', mb: 1 }}>
          <Chip size="small" label={valueLabel('common:labels.goalCategories', goal.category)} />
          {completed && <Chip size="small" color="success" variant="outlined" label={t('card.completed')} />}
          <GoalStatusButton goal={goal} />
        </Stack>
        <Typography id={titleId} variant="h6" component="h2" sx={{ textDecoration: completed ? 'line-through' : 'none' }}>
          {goal.title}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {goal.description}
        </Typography>
        <Box sx={{ mb: 2 }}>
          <SmartCriteriaDisclosure criteria={goal.smartCriteria} />
        </Box>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 2 }}>
          <LinearProgress variant="determinate" value={progress} aria-label={t('card.progress')} sx={{ flex: 1, height: 8, borderRadius: 4 }} />
          <Typography variant="body2" sx={{ minWidth: 40, textAlign: 'right' }}>{format.percent(progress)}</Typography>
        </Stack>
        <GoalMilestones goal={goal} />
        <GoalDueDate goal={goal} now={now} />
      </CardContent>
      <CardActions sx={{ justifyContent: 'flex-end' }}>
        <Tooltip title={t('card.edit')}>
          <IconButton aria-label={t('card.edit')} onClick={() => onEdit(goal)}>
            <EditOutlinedIcon />
          </IconButton>
        </Tooltip>
        <Tooltip title={t('card.delete')}>
          <IconButton aria-label={t('card.delete')} onClick={() => onDelete(goal)}>
            <DeleteOutlineIcon />
          </IconButton>
        </Tooltip>
      </CardActions>
    </Card>
  );
}
