import { PATHS, pathTo, type ConversationAnalysis } from '@coaching/contract';
import { Alert, Button, Grid, Paper, Stack, Typography } from '@mui/material';
import ForumIcon from '@mui/icons-material/Forum';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router';
import { useConversationAnalysis } from '../../api/ai-oversight.js';
import { isApiError } from '../../api/api-error.js';
import { useAiAssistance } from '../../auth/use-ai-assistance.js';
import { AiAssistanceOff } from '../../components/ai-assistance-off.js';
import { EngagementChip } from '../../components/engagement-chip.js';
import { SentimentEmoji } from '../../components/sentiment-emoji.js';
import { useFormat } from '../../i18n/format.js';
import { localizeMessage } from '../../i18n/localize-message.js';
import { ActionItemsCard, FlagsCard, InsightsCard } from './analysis-details.js';
import { CardFailed, CardLoading } from '../../components/titled-card.js';
import { useScoreLabel } from './oversight-format.js';
import { SentimentChart } from './sentiment-chart.js';
import { StagesReached } from './stages-reached.js';

/**
 * /coach/conversation-analysis/:conversationId (issue 18): the course of one AI conversation without its words:
 * sentiment message by message, engagement, the stages reached, insights, action items and flags. Not while
 * the coach has conversation analysis turned off in their settings (the server refuses it then too).
 */
export function ConversationAnalysisPage() {
  const { t } = useTranslation(['coach-ai-oversight', 'common', 'messages']);
  const { conversationId = '' } = useParams();
  const { conversationAnalysis } = useAiAssistance();
  const analysis = useConversationAnalysis(conversationId, conversationAnalysis);
  const heading = (
    <Typography variant="h4" component="h1">
      {t('common:titles.coachConversationAnalysis')}
    </Typography>
  );
  // Turned off here, or on another device since this page's user was read: the server then says so with 403.
  const refused = isApiError(analysis.error) && analysis.error.status === 403 ? analysis.error : undefined;
  if (!conversationAnalysis || refused) {
    return (
      <Stack spacing={3}>
        {heading}
        <AiAssistanceOff message={refused ? localizeMessage(refused.message) : t('messages:aiOversight.conversationAnalysisOff')} />
      </Stack>
    );
  }
  if (analysis.isPending) {
    return (
      <Stack spacing={3}>
        {heading}
        <CardLoading label={t('analysis.loading')} />
      </Stack>
    );
  }
  if (analysis.isError) {
    const missing = isApiError(analysis.error) && analysis.error.status === 404;
    return (
      <Stack spacing={3}>
        {heading}
        {missing ? (
          <Alert severity="info">{t('analysis.notFound')}</Alert>
        ) : (
          <CardFailed retryLabel={t('tryAgain')} message={t('analysis.loadFailed')} onRetry={analysis.refetch} retrying={analysis.isFetching} />
        )}
      </Stack>
    );
  }
  return (
    <Stack spacing={3}>
      {heading}
      <AnalysisHeader analysis={analysis.data} />
      <SentimentChart points={analysis.data.sentiment.points} />
      <StagesReached analysis={analysis.data} />
      <Grid container spacing={3}>
        <Grid size={{ xs: 12, md: 4 }}>
          <InsightsCard analysis={analysis.data} />
        </Grid>
        <Grid size={{ xs: 12, md: 4 }}>
          <ActionItemsCard analysis={analysis.data} />
        </Grid>
        <Grid size={{ xs: 12, md: 4 }}>
          <FlagsCard analysis={analysis.data} />
        </Grid>
      </Grid>
    </Stack>
  );
}

function AnalysisHeader({ analysis }: { analysis: ConversationAnalysis }) {
  const { t } = useTranslation(['coach-ai-oversight', 'common']);
  const format = useFormat();
  const score = useScoreLabel();
  const methodology = t(`common:labels.methodologies.${analysis.methodology}`);
  return (
    <Stack spacing={2}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ justifyContent: 'space-between', alignItems: { sm: 'flex-start' } }}>
        <div>
          <Typography variant="h5" component="h2">
            {analysis.title || t('untitled')}
          </Typography>
          <Typography color="text.secondary">
            {t('analysis.clientLine', { name: analysis.clientName, methodology, when: format.relative(analysis.lastActivity) })}
          </Typography>
        </div>
        <Button
          component={RouterLink}
          to={pathTo(PATHS.coach.clientAiConversations, { clientId: analysis.clientId })}
          variant="outlined"
          startIcon={<ForumIcon />}
          sx={{ flexShrink: 0 }}
        >
          {t('analysis.conversations', { name: analysis.clientName })}
        </Button>
      </Stack>
      <Grid container spacing={2}>
        <Figure label={t('analysis.messages')}>{format.number(analysis.messageCount)}</Figure>
        <Figure label={t('analysis.overallSentiment')}>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            <SentimentEmoji score={analysis.sentiment.overall} />
            <span>{score(analysis.sentiment.overall)}</span>
          </Stack>
        </Figure>
        <Figure label={t('analysis.engagement')}>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            <EngagementChip level={analysis.engagement.level} />
            <span>{score(analysis.engagement.score)}</span>
          </Stack>
        </Figure>
      </Grid>
    </Stack>
  );
}

function Figure({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Grid size={{ xs: 12, sm: 4 }}>
      <Paper variant="outlined" sx={{ p: 2 }}>
        <Typography variant="body2" color="text.secondary" component="h3">
          {label}
        </Typography>
        <Typography variant="h6" component="div">
          {children}
        </Typography>
      </Paper>
    </Grid>
  );
}
