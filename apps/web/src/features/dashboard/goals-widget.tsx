import { PATHS } from '@coaching/contract';
import AutoAwesomeIcon from '@mui/icons-material/AutoAwesome';
import { Button, Card, CardActions, CardContent, CardHeader, Divider, Skeleton, Stack, Typography } from '@mui/material';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { RetryAlert } from '../../components/retry-alert.js';
import { Link as RouterLink } from 'react-router';
import { useGoals } from '../../api/goals.js';
import { GoalsWidgetItem } from './goals-widget-item.js';
import { widgetGoals } from './widget-goals.js';

/** The dashboard's goals: the first three active ones, each with two milestones (spec section 9). */
export function GoalsWidget() {
  const { t } = useTranslation('messages');
  const titleId = useId();
  return (
    <Card variant="outlined" component="section" aria-labelledby={titleId}>
      <CardHeader
        title={t('goal.widgetTitle')}
        slotProps={{ title: { component: 'h2', variant: 'h6', id: titleId } }}
        action={
          <Button component={RouterLink} to={PATHS.client.goalAssistant} size="small" startIcon={<AutoAwesomeIcon />}>
            {t('goal.aiGoalAssistant')}
          </Button>
        }
      />
      <CardContent sx={{ pt: 0 }}>
        <GoalsWidgetBody />
      </CardContent>
      <CardActions sx={{ px: 2, pb: 2 }}>
        <Button component={RouterLink} to={PATHS.client.goals}>
          {t('goal.viewAllGoals')}
        </Button>
      </CardActions>
    </Card>
  );
}

function GoalsWidgetBody() {
  const { t } = useTranslation(['messages', 'dashboard']);
  const { data, isPending, isFetching, refetch } = useGoals();
  if (isPending) {
    return (
      <Stack spacing={2} aria-busy="true" aria-label={t('dashboard:loadingGoals')} data-testid="goals-widget-loading">
        {[0, 1, 2].map((index) => (
          <Skeleton key={index} variant="rounded" height={72} />
        ))}
      </Stack>
    );
  }
  if (!data) {
    return (
      <RetryAlert retryLabel={t('goal.widgetTryAgain')} onRetry={() => refetch()} retrying={isFetching}>
        {t('goal.loadFailed')}
      </RetryAlert>
    );
  }
  const goals = widgetGoals(data);
  if (goals.length === 0) {
    return (
      <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
        <Typography color="text.secondary">{t('goal.widgetEmpty')}</Typography>
        <Button component={RouterLink} to={PATHS.client.goalNew} variant="contained">
          {t('goal.createFirstGoal')}
        </Button>
      </Stack>
    );
  }
  const now = new Date();
  return (
    <Stack component="ul" spacing={2} divider={<Divider component="li" aria-hidden />} sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {goals.map((goal) => (
        <GoalsWidgetItem key={goal._id} goal={goal} now={now} />
      ))}
    </Stack>
  );
}
