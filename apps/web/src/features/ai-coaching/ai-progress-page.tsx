import { PATHS, pathTo } from '@coaching/contract';
import { Alert, Box, Button, Link, Paper, Skeleton, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useAiStats } from '../../api/ai-coaching.js';
import { ActionItemRow } from './action-item-row.js';
import { ProgressSummary } from './progress-summary.js';

/** /client/ai-coaching/progress: the client's AI coaching stats, goals and every action item (GET /ai-coaching/stats). */
export function AiProgressPage() {
  const { t } = useTranslation('messages');
  const query = useAiStats();
  const stats = query.data;
  return (
    <Stack spacing={3}>
      <Typography variant="h4" component="h1">
        {t('aiCoaching.progressTitle')}
      </Typography>
      {query.isError ? (
        <Alert severity="error" action={<Button color="inherit" size="small" loading={query.isFetching} onClick={() => void query.refetch()}>{t('aiCoaching.tryAgain')}</Button>}>
          {t('aiCoaching.progressLoadFailed')}
        </Alert>
      ) : !stats ? (
        <Box role="status" aria-label={t('aiCoaching.progressLoading')}>
          <Skeleton variant="rounded" height={96} sx={{ mb: 2 }} />
          <Skeleton variant="rounded" height={160} />
        </Box>
      ) : stats.totalAIConversations === 0 ? (
        <Paper variant="outlined" sx={{ p: 3, textAlign: 'center' }}>
          <Typography sx={{ mb: 2 }}>{t('aiCoaching.progressEmpty')}</Typography>
          <Button component={RouterLink} to={PATHS.client.aiCoaching} variant="contained">
            {t('aiCoaching.progressStart')}
          </Button>
        </Paper>
      ) : (
        <>
          <ProgressSummary stats={stats} />
          <Paper variant="outlined" component="section" aria-label={t('aiCoaching.progressCoachingGoals')} sx={{ p: 2 }}>
            <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 700, mb: 1 }}>
              {t('aiCoaching.progressCoachingGoals')}
            </Typography>
            {stats.coachingGoals.length === 0 ? (
              <Typography color="text.secondary">{t('aiCoaching.progressNoGoals')}</Typography>
            ) : (
              <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
                {stats.coachingGoals.map((goal) => (
                  <Typography component="li" key={goal} sx={{ overflowWrap: 'anywhere' }}>
                    {goal}
                  </Typography>
                ))}
              </Box>
            )}
          </Paper>
          <Paper variant="outlined" component="section" aria-label={t('aiCoaching.progressActionItems')} sx={{ p: 2 }}>
            <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 700, mb: 1 }}>
              {t('aiCoaching.progressActionItems')}
            </Typography>
            {stats.actionItems.length === 0 ? (
              <Typography color="text.secondary">{t('aiCoaching.noActionItems')}</Typography>
            ) : (
              <Box component="ul" sx={{ m: 0, p: 0, listStyle: 'none' }}>
                {stats.actionItems.map(({ conversationId, conversationTitle, ...item }) => (
                  <ActionItemRow key={item._id} item={item} conversationId={conversationId} editable>
                    <Link component={RouterLink} to={pathTo(PATHS.client.aiSession, { sessionId: conversationId })} variant="caption">
                      {conversationTitle}
                    </Link>
                  </ActionItemRow>
                ))}
              </Box>
            )}
          </Paper>
        </>
      )}
    </Stack>
  );
}
