import { LIST_LIMITS, PATHS, pathTo, type CoachAiInsights, type ConversationAlert } from '@coaching/contract';
import { Box, Chip, Grid, Link, Paper, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useAiAssistance } from '../../auth/use-ai-assistance.js';
import { useFormat } from '../../i18n/format.js';

const clientAiPath = (clientId: string) => pathTo(PATHS.coach.clientAiConversations, { clientId });

/** Total AI sessions; active AI clients, the first 3 named; conversation alerts, the first one quoted. */
export function OversightCounters({ insights }: { insights: CoachAiInsights }) {
  const { t } = useTranslation('coach-dashboard');
  const format = useFormat();
  const shown = insights.activeClients.slice(0, LIST_LIMITS.activeAiClients);
  const more = insights.activeClients.length - shown.length;
  const [firstAlert] = insights.conversationAlerts;
  return (
    <Grid container spacing={2}>
      <Counter label={t('oversight.totalSessions')} value={format.number(insights.totalClientAISessions)} />
      <Counter label={t('oversight.activeClients')} value={format.number(insights.activeClients.length)}>
        {shown.length === 0 ? (
          <Typography variant="body2" color="text.secondary">
            {t('oversight.noActiveClients')}
          </Typography>
        ) : (
          <Box component="ul" aria-label={t('oversight.activeClients')} sx={{ m: 0, pl: 2.5 }}>
            {shown.map((client) => (
              <li key={client.clientId}>
                <Link component={RouterLink} to={clientAiPath(client.clientId)} variant="body2">
                  {client.clientName}
                </Link>
              </li>
            ))}
          </Box>
        )}
        {more > 0 && (
          <Typography variant="caption" color="text.secondary">
            {t('oversight.moreClients', { count: more })}
          </Typography>
        )}
      </Counter>
      <Counter label={t('oversight.alerts')} value={format.number(insights.conversationAlerts.length)}>
        {firstAlert ? (
          <FirstAlert alert={firstAlert} />
        ) : (
          <Typography variant="body2" color="text.secondary">
            {t('oversight.noAlerts')}
          </Typography>
        )}
      </Counter>
    </Grid>
  );
}

function Counter({ label, value, children }: { label: string; value: string; children?: ReactNode }) {
  return (
    <Grid size={{ xs: 12, md: 4 }}>
      <Paper variant="outlined" sx={{ p: 2, height: '100%' }}>
        <Typography variant="body2" color="text.secondary" component="h3">
          {label}
        </Typography>
        <Typography variant="h5" component="p" sx={{ fontWeight: 600, mb: children ? 1 : 0 }}>
          {value}
        </Typography>
        {children}
      </Paper>
    </Grid>
  );
}

/**
 * The latest alert's message, with who raised it and how urgent it is; it opens the conversation's analysis while
 * that exists and the coach has conversation analysis on, else the client's AI conversations.
 */
function FirstAlert({ alert }: { alert: ConversationAlert }) {
  const { t } = useTranslation('coach-dashboard');
  const { conversationAnalysis } = useAiAssistance();
  const to = alert.conversationId && conversationAnalysis ? pathTo(PATHS.coach.conversationAnalysis, { conversationId: alert.conversationId }) : clientAiPath(alert.clientId);
  return (
    <Stack spacing={0.5} sx={{ alignItems: 'flex-start' }} data-testid="first-alert">
      <Chip size="small" color={alert.level === 'crisis' ? 'error' : 'warning'} label={t(`oversight.level.${alert.level}`)} />
      <Typography variant="body2" sx={{ fontStyle: 'italic', overflowWrap: 'anywhere' }}>
        {t('oversight.alertExcerpt', { excerpt: alert.excerpt })}
      </Typography>
      <Link component={RouterLink} to={to} variant="caption">
        {t('oversight.alertFrom', { name: alert.clientName })}
      </Link>
    </Stack>
  );
}
