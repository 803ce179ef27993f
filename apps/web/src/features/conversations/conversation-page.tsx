import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Alert, Box, Chip, CircularProgress, IconButton, Paper, Stack, Typography, useMediaQuery, type Theme } from '@mui/material';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { conversationsApi, useConversation, useMarkConversationRead, useSendConversationMessage } from '../../api/conversations.js';
import { useAuth } from '../../auth/auth-provider.js';
import { useOtherTyping } from '../../realtime/typing.js';
import { CoachInsightsCollapsible, CoachInsightsSide } from './coach-insights.js';
import { ConversationInput } from './conversation-input.js';
import { ConversationLoadFailure } from './conversation-load-failure.js';
import { ConversationMenu } from './conversation-menu.js';
import { ConversationMessages } from './conversation-messages.js';
import { conversationPaths, type Side } from './conversation-paths.js';
import { SlowLoadNotice } from './slow-load-notice.js';
import { reportSendFailure } from './use-send-failure.js';
import { useSlowLoad } from './use-slow-load.js';

/** /client/conversations/:conversationId and /coach/conversations/:conversationId. */
export function ConversationPage() {
  const { conversationId = '' } = useParams();
  const { user } = useAuth();
  const side: Side = user?.role === 'coach' ? 'coach' : 'client';
  const { t } = useTranslation(['conversations', 'messages']);
  const query = useConversation(conversationId);
  const slow = useSlowLoad(query.isPending);
  const paths = conversationPaths(side);
  const conversation = query.data;
  const send = useSendConversationMessage(conversationId);
  const markRead = useMarkConversationRead(conversationId);
  const typing = useOtherTyping(conversationId);
  const [draft, setDraft] = useState('');
  const markedAt = useRef<string | undefined>(undefined);
  // The coach's suggestions and analytics sit beside the messages only where both keep a readable width.
  const wide = useMediaQuery((theme: Theme) => theme.breakpoints.up('lg'), { noSsr: true });
  const coach = side === 'coach';

  // Open and unread: read now, and again whenever a message arrives while it stays open.
  const unread = conversation?.unreadCount ?? 0;
  const updatedAt = conversation?.updatedAt;
  useEffect(() => {
    if (unread === 0 || markedAt.current === updatedAt) return;
    markedAt.current = updatedAt;
    markRead.mutate(undefined);
  }, [unread, updatedAt, markRead]);

  if (query.isError) {
    return (
      <Box sx={{ maxWidth: 960 }}>
        <ConversationLoadFailure error={query.error} onRetry={() => void query.refetch()} backTo={paths.list} />
      </Box>
    );
  }
  if (!conversation) {
    return (
      <Box sx={{ maxWidth: 960 }}>
        {slow && <SlowLoadNotice />}
        <Box role="status" aria-label={t('loadingConversation')} sx={{ display: 'grid', placeItems: 'center', minHeight: 240 }}>
          <CircularProgress />
        </Box>
      </Box>
    );
  }

  const archived = conversation.status === 'archived';
  const submit = () => {
    const content = draft.trim();
    if (content === '') return;
    send.mutate(content, { onSuccess: () => setDraft(''), onError: reportSendFailure });
  };

  const page = (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby="conversation-title"
      sx={{ display: 'flex', flexDirection: 'column', flex: 1, minWidth: 0, maxWidth: 960, height: { xs: 'calc(100vh - 112px)', md: 'calc(100vh - 152px)' }, minHeight: 420 }}
    >
      <Stack direction="row" sx={{ alignItems: 'center', gap: 1, px: 2, py: 1.5, borderBottom: 1, borderColor: 'divider' }}>
        <IconButton component={Link} to={paths.list} aria-label={t('back')}>
          <ArrowBackIcon />
        </IconButton>
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Typography id="conversation-title" variant="h6" component="h1" noWrap title={conversation.title}>
            {conversation.title}
          </Typography>
          <Typography variant="body2" color="text.secondary" noWrap>
            {t('withPerson', { name: conversation.otherName })}
          </Typography>
        </Box>
        <Chip size="small" label={t(`statuses.${conversation.status}`)} variant="outlined" />
        {coach && <ConversationMenu conversation={conversation} />}
      </Stack>
      {coach && !wide && <CoachInsightsCollapsible conversationId={conversationId} />}
      <ConversationMessages conversationId={conversationId} otherName={conversation.otherName} typing={typing} />
      {archived && (
        <Alert severity="info" sx={{ mx: 2, mt: 1 }}>
          {t('messages:conversation.archived')}
        </Alert>
      )}
      <ConversationInput
        value={draft}
        onChange={setDraft}
        onSend={submit}
        onTyping={(typing) => void conversationsApi.typing(conversationId, typing).catch(() => undefined)}
        pending={send.isPending}
        disabled={archived}
        templates={coach ? { firstName: conversation.clientName.split(' ')[0] || undefined } : undefined}
      />
    </Paper>
  );
  if (!coach || !wide) return page;
  return (
    <Stack direction="row" sx={{ gap: 2, alignItems: 'flex-start', maxWidth: 960 + 340 + 16 }}>
      {page}
      <CoachInsightsSide conversationId={conversationId} />
    </Stack>
  );
}
