import AddIcon from '@mui/icons-material/Add';
import { Alert, Box, Button, CircularProgress, Paper, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { ChatInput } from './chat-input.js';
import { ConversationLoadError } from './conversation-load-error.js';
import { ConversationActions } from './conversation-actions.js';
import { MessageList, type Audience } from './message-list.js';
import { sessionStats } from './session-stats.js';
import { StatsBar } from './stats-bar.js';
import type { AiChat } from './use-ai-chat.js';

/**
 * The title wraps between words and breaks a word only when it alone is wider than the column; it
 * takes a line of its own before it is squeezed beside the actions, and past two lines it ends in an
 * ellipsis, the whole title showing on hover and read out in full.
 */
const TITLE_STYLE = {
  flex: '1 1 14rem',
  minWidth: 0,
  wordBreak: 'normal',
  overflowWrap: 'break-word',
  display: '-webkit-box',
  WebkitBoxOrient: 'vertical',
  WebkitLineClamp: 2,
  overflow: 'hidden',
} as const;

type ChatPanelProps = { chat: AiChat; audience: Audience; onNewConversation: () => void };

/**
 * The chat column: stats bar, the conversation's title and actions, the messages and the input. It
 * fills the height it is given; only the messages scroll, so the input always stays in view.
 */
export function ChatPanel({ chat, audience, onNewConversation }: ChatPanelProps) {
  const { t } = useTranslation('messages');
  const { conversation, query } = chat;
  const loading = chat.conversationId !== undefined && !conversation && !query.isError;
  const completed = conversation !== undefined && !chat.canSend && chat.ownConversation;
  const locked = query.isError || (conversation !== undefined && !chat.canSend);
  const title = conversation?.title ?? t('aiCoaching.newConversation');

  return (
    <Paper variant="outlined" component="section" aria-label={title} sx={{ display: 'flex', flexDirection: 'column', minWidth: 0, flex: 1, minHeight: 0 }}>
      <StatsBar stats={sessionStats(conversation, chat.exchange)} />
      <Stack direction="row" sx={{ px: 2, pb: 1, alignItems: 'center', columnGap: 1, rowGap: 0.5, borderBottom: 1, borderColor: 'divider', flexWrap: 'wrap', flexShrink: 0 }}>
        <Typography variant="h6" component="h2" title={title} sx={TITLE_STYLE}>
          {title}
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
        <MessageList messages={chat.messages} exchange={chat.exchange} ownConversation={chat.ownConversation} audience={audience} />
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
