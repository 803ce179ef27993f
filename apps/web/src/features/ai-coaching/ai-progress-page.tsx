import { AI_COACHING_MESSAGES as M } from '@coaching/contract';
import { Alert, Box, Button, Link, Paper, Skeleton, Stack, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { useAiStats } from '../../api/ai-coaching.js';
import { ActionItemRow } from './action-item-row.js';
import { ProgressSummary } from './progress-summary.js';

/** /client/ai-coaching/progress: the client's AI coaching stats, goals and every action item (GET /ai-coaching/stats). */
export function AiProgressPage() {
  const query = useAiStats();
  const stats = query.data;
  return (
    <Stack spacing={3}>
      <Typography variant="h4" component="h1">
        {M.progressTitle}
      </Typography>
      {query.isError ? (
        <Alert severity="error" action={<Button color="inherit" size="small" loading={query.isFetching} onClick={() => void query.refetch()}>{M.tryAgain}</Button>}>
          {M.progressLoadFailed}
        </Alert>
      ) : !stats ? (
        <Box role="status" aria-label={M.progressLoading}>
          <Skeleton variant="rounded" height={96} sx={{ mb: 2 }} />
          <Skeleton variant="rounded" height={160} />
        </Box>
      ) : stats.totalAIConversations === 0 ? (
        <Paper variant="outlined" sx={{ p: 3, textAlign: 'center' }}>
          <Typography sx={{ mb: 2 }}>{M.progressEmpty}</Typography>
          <Button component={RouterLink} to="/client/ai-coaching" variant="contained">
            {M.progressStart}
          </Button>
        </Paper>
      ) : (
        <>
          <ProgressSummary stats={stats} />
          <Paper variant="outlined" component="section" aria-label={M.progressCoachingGoals} sx={{ p: 2 }}>
            <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 700, mb: 1 }}>
              {M.progressCoachingGoals}
            </Typography>
            {stats.coachingGoals.length === 0 ? (
              <Typography color="text.secondary">{M.progressNoGoals}</Typography>
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
          <Paper variant="outlined" component="section" aria-label={M.progressActionItems} sx={{ p: 2 }}>
            <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 700, mb: 1 }}>
              {M.progressActionItems}
            </Typography>
            {stats.actionItems.length === 0 ? (
              <Typography color="text.secondary">{M.noActionItems}</Typography>
            ) : (
              <Box component="ul" sx={{ m: 0, p: 0, listStyle: 'none' }}>
                {stats.actionItems.map(({ conversationId, conversationTitle, ...item }) => (
                  <ActionItemRow key={item._id} item={item} conversationId={conversationId} editable>
                    <Link component={RouterLink} to={`/client/ai-coaching/session/${conversationId}`} variant="caption">
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
