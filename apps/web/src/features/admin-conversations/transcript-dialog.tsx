import type { OversightAlert, OversightConversation, OversightTranscriptMessage } from '@coaching/contract';
import { Alert, Box, Button, Chip, CircularProgress, Dialog, DialogActions, DialogContent, DialogTitle, List, ListItem, ListItemText, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useOversightTranscript, useReviewAlert } from '../../api/admin-oversight.js';
import { notify } from '../../components/notify.js';
import { RetryAlert } from '../../components/retry-alert.js';
import { useFormat } from '../../i18n/format.js';
import { ConversationFlags } from './conversation-columns.js';

function speaker(message: OversightTranscriptMessage, t: (key: 'transcript.aiCoach' | 'transcript.system') => string): string {
  if (message.role === 'system') return t('transcript.system');
  if (message.role === 'ai_coach' || message.role === 'ai' || message.role === 'assistant') return t('transcript.aiCoach');
  return message.senderName;
}

function AlertRow({ alert }: { alert: OversightAlert }) {
  const { t } = useTranslation('admin-conversations');
  const format = useFormat();
  const review = useReviewAlert();
  const onReview = async () => {
    try {
      await review.mutateAsync(alert._id);
      notify.success(t('transcript.reviewed'));
    } catch {
      notify.error(t('transcript.reviewFailed'));
    }
  };
  return (
    <ListItem
      divider
      secondaryAction={
        alert.status === 'open' && !review.isSuccess ? (
          <Button size="small" variant="outlined" loading={review.isPending} onClick={() => void onReview()}>
            {t('transcript.review')}
          </Button>
        ) : undefined
      }
    >
      <ListItemText
        primary={
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            <Chip size="small" color={alert.level === 'crisis' ? 'error' : 'warning'} label={t(`transcript.level.${alert.level}`)} />
            <span>{t(`transcript.alertStatus.${review.isSuccess ? 'acknowledged' : alert.status}`)}</span>
          </Stack>
        }
        secondary={`${format.dateTime(alert.createdAt)} · ${alert.excerpt}`}
      />
    </ListItem>
  );
}

/** One conversation's transcript, for an admin with conversations.oversee: the server records each opening in the audit log. */
export function TranscriptDialog({ conversation, onClose }: { conversation: OversightConversation; onClose: () => void }) {
  const { t } = useTranslation('admin-conversations');
  const format = useFormat();
  const transcript = useOversightTranscript(conversation.kind, conversation._id);
  const data = transcript.data;
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="md" scroll="paper">
      <DialogTitle>{t('transcript.title', { title: conversation.title })}</DialogTitle>
      <DialogContent dividers>
        {transcript.isPending && (
          <Box sx={{ display: 'flex', justifyContent: 'center', p: 3 }}>
            <CircularProgress aria-label={t('transcript.title', { title: conversation.title })} />
          </Box>
        )}
        {transcript.isError && (
          <RetryAlert retryLabel={t('tryAgain')} onRetry={() => transcript.refetch()} retrying={transcript.isFetching}>
            {t('transcript.loadFailed')}
          </RetryAlert>
        )}
        {data && (
          <Stack spacing={2}>
            <Alert severity="info">{t('transcript.audited', { time: format.dateTime(data.readAt) })}</Alert>
            <ConversationFlags conversation={data.conversation} />
            {data.alerts.length > 0 && (
              <section aria-label={t('transcript.alerts')}>
                <Typography variant="subtitle1" component="h3">
                  {t('transcript.alerts')}
                </Typography>
                <List dense>
                  {data.alerts.map((alert) => (
                    <AlertRow key={alert._id} alert={alert} />
                  ))}
                </List>
              </section>
            )}
            {data.truncated && <Alert severity="warning">{t('transcript.truncated')}</Alert>}
            {data.messages.length === 0 ? (
              <Typography color="text.secondary">{t('transcript.empty')}</Typography>
            ) : (
              <List aria-label={t('transcript.title', { title: conversation.title })}>
                {data.messages.map((message) => (
                  <ListItem key={message._id} divider alignItems="flex-start">
                    <ListItemText
                      primary={`${speaker(message, t)} · ${format.dateTime(message.createdAt)}`}
                      secondary={message.content}
                      slotProps={{ secondary: { sx: { whiteSpace: 'pre-wrap', color: 'text.primary' } } }}
                    />
                  </ListItem>
                ))}
              </List>
            )}
          </Stack>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('transcript.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
