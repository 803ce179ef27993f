import AddIcon from '@mui/icons-material/Add';
import { Alert, Box, Button, CircularProgress, Paper, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { ChatInput } from './chat-input.js';
import { ConversationLoadError } from './conversation-load-error.js';
import { ConversationActions } from './conversation-actions.js';
import { MessageList } from './message-list.js';
import { sessionStats } from './session-stats.js';
import { StatsBar } from './stats-bar.js';
import type { AiChat } from './use-ai-chat.js';

/** The chat column: stats bar, the conversation's title and actions, the messages and the input. */
export function ChatPanel({ chat, onNewConversation }: { chat: AiChat; onNewConversation: () => void }) {
  const { t } = useTranslation('messages');
  const { conversation, query } = chat;
  const loading = chat.conversationId !== undefined && !conversation && !query.isError;
  const completed = conversation !== undefined && !chat.canSend && chat.ownConversation;
  const locked = query.isError || (conversation !== undefined && !chat.canSend);

  return (
    <Paper variant="outlined" component="section" aria-label={conversation?.title ?? t('aiCoaching.newConversation')} sx={{ display: 'flex', flexDirection: 'column', minWidth: 0 }}>
      <StatsBar stats={sessionStats(conversation, chat.exchange)} />
      <Stack direction="row" sx={{ px: 2, pb: 1, alignItems: 'center', gap: 1, borderBottom: 1, borderColor: 'divider', flexWrap: 'wrap' }}>
        <Typography variant="h6" component="h2" sx={{ flex: 1, minWidth: 0, overflowWrap: 'anywhere' }}>
          {conversation?.title ?? t('aiCoaching.newConversation')}
        </Typography>
        {conversation && chat.ownConversation && <ConversationActions conversation={conversation} disabled={chat.pending} />}
      </Stack>
      {query.isError ? (
        <ConversationLoadError error={query.error} retrying={query.isFetching} onRetry={() => void query.refetch()} />
      ) : loading ? (
        <Box role="status" aria-label={t('aiCoaching.loadingConversation')} sx={{ display: 'grid', placeItems: 'center', minHeight: 240 }}>
          <CircularProgress />
        </Box>
      ) : (
        <MessageList messages={chat.messages} exchange={chat.exchange} ownConversation={chat.ownConversation} />
      )}
      {conversation?.safetyHold && (
        <Alert severity="warning" role="status" sx={{ mx: 2, mt: 1 }}>
          {chat.ownConversation ? t('aiCoaching.safetyHold') : t('aiCoaching.safetyHoldCoach')}
        </Alert>
      )}
      {completed && (
        <Alert
          severity="info"
          sx={{ mx: 2, mt: 1 }}
          action={
            <Button color="inherit" size="small" startIcon={<AddIcon />} onClick={onNewConversation}>
              {t('aiCoaching.newConversation')}
            </Button>
          }
        >
          {t('aiCoaching.conversationNotActive')}
        </Alert>
      )}
      <ChatInput value={chat.draft} onChange={chat.setDraft} onSend={() => void chat.send()} pending={chat.pending} disabled={locked} canSend={chat.canSend} />
    </Paper>
  );
}
