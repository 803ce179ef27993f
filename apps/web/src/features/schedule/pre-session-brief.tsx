import { PATHS } from '@coaching/contract';
import { LinearProgress, Link, Paper, Skeleton, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useAiAssistance } from '../../auth/use-ai-assistance.js';
import { AiAssistanceOff } from '../../components/ai-assistance-off.js';
import { useFormat } from '../../i18n/format.js';
import { useClientGoals, useCoachInsights } from './use-client-brief.js';

/** How many AI summaries the brief shows (spec section 9 lists 3 AI summaries on the coach's screens). */
const SUMMARIES = 3;

/**
 * Before the session: the client's active goals and their progress, and what their AI coaching shows
 * the coach (the latest summaries and open alerts; the API has no per-client summary call yet). The summaries
 * only while the coach has client insights on; the alerts whatever the settings.
 */
export function PreSessionBrief({ clientId }: { clientId: string }) {
  const { t } = useTranslation(['schedule', 'messages']);
  const { clientInsights } = useAiAssistance();
  const format = useFormat();
  const goals = useClientGoals(clientId);
  const insights = useCoachInsights();
  const active = (goals.data ?? []).filter((goal) => goal.status === 'active');
  const summaries = (insights.data?.summaryReports ?? []).filter((report) => report.clientId === clientId).slice(0, SUMMARIES);
  const alerts = (insights.data?.conversationAlerts ?? []).filter((alert) => alert.clientId === clientId).length;
  return (
    <Paper variant="outlined" sx={{ p: 2 }}>
      <Stack sx={{ gap: 2 }}>
        <Typography variant="h6" component="h2">
          {t('brief.title')}
        </Typography>
        <Stack sx={{ gap: 1 }}>
          <Typography variant="subtitle2" component="h3">
            {t('brief.goals')}
          </Typography>
          {goals.isPending ? (
            <Skeleton variant="rounded" height={48} aria-label={t('brief.loading')} />
          ) : goals.isError ? (
            <Typography color="text.secondary">{t('brief.goalsFailed')}</Typography>
          ) : active.length === 0 ? (
            <Typography color="text.secondary">{t('brief.noGoals')}</Typography>
          ) : (
            <Stack component="ul" sx={{ gap: 1.5, p: 0, m: 0, listStyle: 'none' }}>
              {active.map((goal) => (
                <li key={goal._id}>
                  <Typography variant="body2">{goal.title}</Typography>
                  <LinearProgress variant="determinate" value={goal.progress} aria-label={goal.title} sx={{ my: 0.5 }} />
                  <Typography variant="caption" color="text.secondary">
                    {t('brief.goalProgress', {
                      progress: goal.progress,
                      done: goal.milestones.filter((milestone) => milestone.completed).length,
                      total: goal.milestones.length,
                    })}
                  </Typography>
                </li>
              ))}
            </Stack>
          )}
        </Stack>
        <Stack sx={{ gap: 1 }}>
          <Typography variant="subtitle2" component="h3">
            {t('brief.ai')}
          </Typography>
          {insights.isPending ? (
            <Skeleton variant="rounded" height={48} aria-label={t('brief.loading')} />
          ) : insights.isError ? (
            <Typography color="text.secondary">{t('brief.aiFailed')}</Typography>
          ) : (
            <>
              {alerts > 0 && <Typography color="error">{t('brief.alerts', { count: alerts })}</Typography>}
              {!clientInsights ? (
                <AiAssistanceOff message={t('messages:aiOversight.clientInsightsOff')} />
              ) : summaries.length === 0 ? (
                <Typography color="text.secondary">{t('brief.noSummaries')}</Typography>
              ) : (
                summaries.map((report) => (
                  <div key={report.conversationId}>
                    <Typography variant="body2" sx={{ fontWeight: 600 }}>
                      {report.title}
                      {' · '}
                      {format.date(report.updatedAt)}
                    </Typography>
                    <Typography variant="body2" color="text.secondary">
                      {report.summary}
                    </Typography>
                  </div>
                ))
              )}
              <Link component={RouterLink} to={PATHS.coach.clientAiConversations.replace(':clientId', encodeURIComponent(clientId))}>
                {t('brief.allAi')}
              </Link>
            </>
          )}
        </Stack>
      </Stack>
    </Paper>
  );
}
