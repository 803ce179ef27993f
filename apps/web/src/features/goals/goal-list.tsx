import type { Goal } from '@coaching/contract';
import AddIcon from '@mui/icons-material/Add';
import FlagOutlinedIcon from '@mui/icons-material/FlagOutlined';
import { Alert, Box, Button, Paper, Skeleton, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { GoalFilter } from './goal-format.js';
import { GoalCard } from './goal-card.js';

const GRID = { display: 'grid', gap: 3, gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 340px), 1fr))' } as const;

type Props = { goals: Goal[]; filter: GoalFilter; onAdd: () => void; onEdit: (goal: Goal) => void; onDelete: (goal: Goal) => void };

export function GoalList({ goals, filter, onAdd, onEdit, onDelete }: Props) {
  if (goals.length === 0) return <EmptyGoals filter={filter} onAdd={onAdd} />;
  const now = new Date();
  return (
    <Box sx={GRID}>
      {goals.map((goal) => (
        <GoalCard key={goal._id} goal={goal} now={now} onEdit={onEdit} onDelete={onDelete} />
      ))}
    </Box>
  );
}

function EmptyGoals({ filter, onAdd }: { filter: GoalFilter; onAdd: () => void }) {
  const { t } = useTranslation(['goals', 'messages']);
  return (
    <Paper variant="outlined" sx={{ p: { xs: 3, md: 5 }, textAlign: 'center' }}>
      <FlagOutlinedIcon color="primary" sx={{ fontSize: 40 }} aria-hidden />
      <Typography variant="h6" component="h2" gutterBottom>
        {t(`empty.${filter}.title`)}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {t(`empty.${filter}.text`)}
      </Typography>
      <Button variant="contained" startIcon={<AddIcon />} onClick={onAdd}>
        {t('messages:goal.addGoal')}
      </Button>
    </Paper>
  );
}

export function GoalsLoading() {
  const { t } = useTranslation('goals');
  return (
    <Box sx={GRID} aria-busy="true" aria-label={t('loading')} role="status">
      {[0, 1, 2].map((index) => (
        <Skeleton key={index} variant="rounded" height={320} />
      ))}
    </Box>
  );
}

export function GoalsLoadError({ retrying, onRetry }: { retrying: boolean; onRetry: () => void }) {
  const { t } = useTranslation(['goals', 'messages']);
  return (
    <Alert
      severity="error"
      action={
        <Button color="inherit" size="small" loading={retrying} onClick={onRetry}>
          {t('tryAgain')}
        </Button>
      }
    >
      {t('messages:goal.loadFailed')}
    </Alert>
  );
}
