import { PATHS, type Goal } from '@coaching/contract';
import AddIcon from '@mui/icons-material/Add';
import { Box, Button, Chip, Grid, LinearProgress, List, ListItem, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useGoals } from '../../api/goals.js';
import { CardEmpty, CardFailed, CardLoading, TitledCard } from '../../components/titled-card.js';
import { useFormat } from '../../i18n/format.js';

/** The client's goals with their progress and status, and how many of them are achieved. */
export function GoalsPanel() {
  const { t } = useTranslation('progress');
  const goals = useGoals();
  if (goals.isPending) return <CardLoading label={t('goals.loading')} />;
  if (goals.isError) return <CardFailed message={t('goals.loadFailed')} retryLabel={t('tryAgain')} onRetry={goals.refetch} retrying={goals.isFetching} />;
  return (
    <Grid container spacing={3}>
      <Grid size={{ xs: 12, md: 8 }}>
        <TitledCard
          title={t('goals.title')}
          action={
            <Button component={RouterLink} to={PATHS.client.goalNew} startIcon={<AddIcon />} size="small">
              {t('goals.create')}
            </Button>
          }
        >
          {() => (goals.data.length === 0 ? <CardEmpty message={t('goals.empty')} /> : <GoalList goals={goals.data} />)}
        </TitledCard>
      </Grid>
      <Grid size={{ xs: 12, md: 4 }}>
        <AchievementRate goals={goals.data} />
      </Grid>
    </Grid>
  );
}

function GoalList({ goals }: { goals: Goal[] }) {
  const { t } = useTranslation('progress');
  const format = useFormat();
  return (
    <List disablePadding>
      {goals.map((goal) => {
        const completed = goal.status === 'completed';
        return (
          <ListItem key={goal._id} disableGutters divider sx={{ display: 'block', py: 1.5 }}>
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 1 }}>
              <Typography sx={{ fontWeight: 500, textDecoration: completed ? 'line-through' : 'none' }}>{goal.title}</Typography>
              <Chip size="small" label={t(`goals.status.${goal.status}`)} color={completed ? 'success' : 'primary'} variant={completed ? 'filled' : 'outlined'} />
            </Stack>
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
              <Box sx={{ flexGrow: 1 }}>
                <LinearProgress variant="determinate" value={goal.progress} aria-label={goal.title} aria-valuetext={t('goals.progress', { percent: format.percent(goal.progress) })} />
              </Box>
              <Typography variant="body2" color="text.secondary">
                {format.percent(goal.progress)}
              </Typography>
            </Stack>
          </ListItem>
        );
      })}
    </List>
  );
}

function AchievementRate({ goals }: { goals: Goal[] }) {
  const { t } = useTranslation('progress');
  const format = useFormat();
  const completed = goals.filter((goal) => goal.status === 'completed').length;
  const total = goals.length;
  return (
    <TitledCard title={t('goals.rate.title')} description={t('goals.rate.description')}>
      {() =>
        total === 0 ? (
          <CardEmpty message={t('goals.rate.empty')} />
        ) : (
          <Stack spacing={1}>
            <Typography variant="h3" component="p" sx={{ fontWeight: 600 }}>
              {format.percent(Math.round((completed / total) * 100))}
            </Typography>
            <Typography color="text.secondary">{t('goals.rate.value', { completed: format.number(completed), total: format.number(total) })}</Typography>
          </Stack>
        )
      }
    </TitledCard>
  );
}
