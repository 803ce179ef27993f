import { GOAL_MESSAGES, type Goal } from '@coaching/contract';
import AddIcon from '@mui/icons-material/Add';
import FlagOutlinedIcon from '@mui/icons-material/FlagOutlined';
import { Alert, Box, Button, Paper, Skeleton, Typography } from '@mui/material';
import { EMPTY_STATES } from './goal-content.js';
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
  const { title, text } = EMPTY_STATES[filter];
  return (
    <Paper variant="outlined" sx={{ p: { xs: 3, md: 5 }, textAlign: 'center' }}>
      <FlagOutlinedIcon color="primary" sx={{ fontSize: 40 }} aria-hidden />
      <Typography variant="h6" component="h2" gutterBottom>
        {title}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {text}
      </Typography>
      <Button variant="contained" startIcon={<AddIcon />} onClick={onAdd}>
        {GOAL_MESSAGES.addGoal}
      </Button>
    </Paper>
  );
}

export function GoalsLoading() {
  return (
    <Box sx={GRID} aria-busy="true" aria-label="Loading goals" role="status">
      {[0, 1, 2].map((index) => (
        <Skeleton key={index} variant="rounded" height={320} />
      ))}
    </Box>
  );
}

export function GoalsLoadError({ retrying, onRetry }: { retrying: boolean; onRetry: () => void }) {
  return (
    <Alert
      severity="error"
      action={
        <Button color="inherit" size="small" loading={retrying} onClick={onRetry}>
          Try again
        </Button>
      }
    >
      {GOAL_MESSAGES.loadFailed}
    </Alert>
  );
}
