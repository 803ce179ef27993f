import { PATHS, pathTo, type AiConversation, type AiMessage } from '@coaching/contract';
import InsightsIcon from '@mui/icons-material/Insights';
import LockIcon from '@mui/icons-material/Lock';
import { Alert, Box, Button, List, ListItem, Paper, Stack, Typography } from '@mui/material';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useAiConversation } from '../../api/ai-coaching.js';
import { useAiAssistance } from '../../auth/use-ai-assistance.js';
import { useFormat } from '../../i18n/format.js';
import { CardFailed, CardLoading } from '../../components/titled-card.js';

/**
 * One AI conversation as the client's coach may read it: the transcript, or, when the client shares summaries
 * only, a note saying so with the summary, insights and action items. Nothing is worked out from the messages here.
 */
export function ConversationReader({ conversationId, clientName }: { conversationId: string; clientName: string | undefined }) {
  const { t } = useTranslation('coach-ai-oversight');
  const conversation = useAiConversation(conversationId);
  const { conversationAnalysis } = useAiAssistance();
  if (conversation.isPending) return <CardLoading label={t('reader.loading')} />;
  if (conversation.isError) return <CardFailed retryLabel={t('tryAgain')} message={t('reader.loadFailed')} onRetry={conversation.refetch} retrying={conversation.isFetching} />;
  const { data } = conversation;
  return (
    <Paper variant="outlined" component="article" aria-label={data.title || t('untitled')} sx={{ p: 2 }}>
      <Stack spacing={2}>
        <Stack direction="row" spacing={2} sx={{ justifyContent: 'space-between', alignItems: 'flex-start' }}>
          <Typography variant="h6" component="h2">
            {data.title || t('untitled')}
          </Typography>
          {conversationAnalysis && (
            <Button
              component={RouterLink}
              to={pathTo(PATHS.coach.conversationAnalysis, { conversationId: data._id })}
              size="small"
              variant="outlined"
              startIcon={<InsightsIcon />}
              sx={{ flexShrink: 0 }}
            >
              {t('reader.analysis')}
            </Button>
          )}
        </Stack>
        {data.transcript === 'summary' ? <SummaryOnly conversation={data} clientName={clientName} /> : <Transcript messages={data.messages} />}
      </Stack>
    </Paper>
  );
}

function SummaryOnly({ conversation, clientName }: { conversation: AiConversation; clientName: string | undefined }) {
  const { t } = useTranslation('coach-ai-oversight');
  const { summary, keyInsights, actionItems } = conversation.sessionSummary;
  return (
    <Stack spacing={2}>
      <Alert severity="info" icon={<LockIcon />} data-testid="summary-only">
        {clientName ? t('reader.summaryOnly', { name: clientName }) : t('reader.summaryOnlyUnknown')}
      </Alert>
      <Section title={t('analysis.summaryTitle')}>
        <Typography variant="body2" color={summary ? 'text.primary' : 'text.secondary'}>
          {summary || t('analysis.summaryEmpty')}
        </Typography>
      </Section>
      <Section title={t('analysis.insightsTitle')}>
        {keyInsights.length === 0 ? (
          <Typography variant="body2" color="text.secondary">
            {t('analysis.insightsEmpty')}
          </Typography>
        ) : (
          <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
            {keyInsights.map((insight) => (
              <li key={insight}>{insight}</li>
            ))}
          </Box>
        )}
      </Section>
      <Section title={t('analysis.actionItemsTitle')}>
        {actionItems.length === 0 ? (
          <Typography variant="body2" color="text.secondary">
            {t('analysis.actionItemsEmpty')}
          </Typography>
        ) : (
          <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
            {actionItems.map((item) => (
              <li key={item._id}>
                {item.item} · {t(`actionStatus.${item.status}`)}
              </li>
            ))}
          </Box>
        )}
      </Section>
    </Stack>
  );
}

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id}>
      <Typography id={id} variant="subtitle2" component="h3" sx={{ mb: 0.5 }}>
        {title}
      </Typography>
      {children}
    </section>
  );
}

function Transcript({ messages }: { messages: AiMessage[] }) {
  const { t } = useTranslation('coach-ai-oversight');
  const format = useFormat();
  if (messages.length === 0) {
    return (
      <Typography variant="body2" color="text.secondary">
        {t('reader.noMessages')}
      </Typography>
    );
  }
  const speaker = (message: AiMessage) => {
    if (message.role === 'system') return t('reader.system');
    return message.role === 'client' || message.role === 'user' ? t('reader.client') : t('reader.aiCoach');
  };
  return (
    <List aria-label={t('reader.transcriptLabel')} dense sx={{ maxHeight: 560, overflowY: 'auto' }} tabIndex={0}>
      {messages.map((message) => (
        <ListItem key={message._id} disableGutters sx={{ display: 'block' }} data-testid="transcript-message">
          <Typography variant="caption" color="text.secondary" component="p">
            {speaker(message)} · {format.dateTime(message.timestamp)}
          </Typography>
          <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            {message.content}
          </Typography>
        </ListItem>
      ))}
    </List>
  );
}
