import { PATHS } from '@coaching/contract';
import type { Goal } from '@coaching/contract';
import AddIcon from '@mui/icons-material/Add';
import AutoAwesomeIcon from '@mui/icons-material/AutoAwesome';
import { Button, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useGoals } from '../../api/goals.js';
import { DeleteGoalDialog } from './delete-goal-dialog.js';
import { GoalDialog } from './goal-dialog.js';
import { GoalFilter } from './goal-filter.js';
import { countGoals, filterGoals, type GoalFilter as Filter } from './goal-format.js';
import { GoalList, GoalsLoadError, GoalsLoading } from './goal-list.js';
import { useGoalDialogState } from './use-goal-dialog-state.js';

/** My Goals (spec section 2): the client's SMART goals, filtered by status, with create, edit and delete. */
export function GoalsPage() {
  const { t } = useTranslation('messages');
  const goalsQuery = useGoals();
  const [filter, setFilter] = useState<Filter>('all');
  const [deleting, setDeleting] = useState<Goal>();
  const { dialog, openCreate, openEdit, close } = useGoalDialogState();
  const goals = goalsQuery.data;

  return (
    <Stack spacing={3}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' } }}>
        <Typography variant="h4" component="h1">
          {t('goal.myGoalsTitle')}
        </Typography>
        <Stack direction="row" spacing={1.5}>
          <Button component={RouterLink} to={PATHS.client.goalAssistant} variant="outlined" startIcon={<AutoAwesomeIcon />}>
            {t('goal.aiGoalAssistant')}
          </Button>
          <Button variant="contained" startIcon={<AddIcon />} onClick={openCreate}>
            {t('goal.addGoal')}
          </Button>
        </Stack>
      </Stack>
      {goals ? (
        <>
          <GoalFilter value={filter} counts={countGoals(goals)} onChange={setFilter} />
          <GoalList goals={filterGoals(goals, filter)} filter={filter} onAdd={openCreate} onEdit={openEdit} onDelete={setDeleting} />
        </>
      ) : goalsQuery.isError ? (
        <GoalsLoadError retrying={goalsQuery.isFetching} onRetry={() => void goalsQuery.refetch()} />
      ) : (
        <GoalsLoading />
      )}
      {dialog && <GoalDialog key={dialog.goal?._id ?? 'new'} goal={dialog.goal} onClose={close} />}
      <DeleteGoalDialog goal={deleting} onClose={() => setDeleting(undefined)} />
    </Stack>
  );
}
