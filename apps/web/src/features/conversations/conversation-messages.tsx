import type { ConversationMessage } from '@coaching/contract';
import { Box, Button, CircularProgress, Typography } from '@mui/material';
import { useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useConversationMessages } from '../../api/conversations.js';
import { useAuth } from '../../auth/auth-provider.js';
import { visuallyHidden } from '../../components/visually-hidden.js';
import { ConversationMessageItem } from './conversation-message.js';
import { messageRoleLabel } from './role-label.js';
import { RetryAlert } from '../../components/retry-alert.js';

type Props = { conversationId: string; otherName: string; typing: boolean };

/**
 * The messages, oldest at the top; 'Load older messages' brings the page before and keeps what the
 * reader was looking at in place. A message from the other person that arrives while the page is open
 * is announced once, politely.
 */
export function ConversationMessages({ conversationId, otherName, typing }: Props) {
  const { t } = useTranslation(['conversations', 'messages']);
  const { user } = useAuth();
  const query = useConversationMessages(conversationId, true);
  const messages = useMemo(() => (query.data?.pages.flatMap((page) => page.messages) ?? []).toReversed(), [query.data]);
  const list = useRef<HTMLOListElement>(null);
  /** Distance from the bottom before older messages were added: the same distance after keeps the view still. */
  const fromBottom = useRef<number | undefined>(undefined);
  const newestId = messages.at(-1)?._id;
  const [announcement, setAnnouncement] = useState('');
  const seenNewest = useRef<string | undefined>(undefined);

  useLayoutEffect(() => {
    const element = list.current;
    if (!element) return;
    if (fromBottom.current !== undefined) {
      element.scrollTop = element.scrollHeight - fromBottom.current;
      fromBottom.current = undefined;
    } else {
      element.scrollTop = element.scrollHeight;
    }
  }, [messages.length, typing]);

  useEffect(() => {
    const newest = messages.at(-1);
    if (!newest) return;
    const before = seenNewest.current;
    seenNewest.current = newest._id;
    if (before === undefined || before === newest._id || newest.senderId === user?._id) return;
    setAnnouncement(t('newMessageFrom', { name: otherName, text: newest.content }));
  }, [newestId, messages, user?._id, otherName, t]);

  const loadOlder = () => {
    const element = list.current;
    if (element) fromBottom.current = element.scrollHeight - element.scrollTop;
    void query.fetchNextPage();
  };

  const sideOf = (message: ConversationMessage) => (message.role === 'system' ? 'system' : message.senderId === user?._id ? 'own' : 'other');

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', flex: 1, minHeight: 0 }}>
      <Box aria-live="polite" role="status" sx={visuallyHidden}>
        {announcement}
      </Box>
      {query.isError ? (
        <RetryAlert sx={{ m: 2 }} retryLabel={t('tryAgain')} onRetry={query.refetch}>
          {t('messages:conversation.loadFailed')}
        </RetryAlert>
      ) : query.isPending ? (
        <Box role="status" aria-label={t('loadingConversation')} sx={{ display: 'grid', placeItems: 'center', minHeight: 200 }}>
          <CircularProgress />
        </Box>
      ) : (
        <Box
          component="ol"
          ref={list}
          aria-label={t('messagesLabel')}
          tabIndex={0}
          sx={{ listStyle: 'none', m: 0, p: 2, flex: 1, minHeight: 0, overflowY: 'auto', display: 'flex', flexDirection: 'column', gap: 1.5 }}
        >
          {query.hasNextPage && (
            <Box component="li" sx={{ alignSelf: 'center' }}>
              <Button size="small" loading={query.isFetchingNextPage} onClick={loadOlder}>
                {t('loadOlder')}
              </Button>
            </Box>
          )}
          {messages.length === 0 && (
            <Box component="li" sx={{ alignSelf: 'center', color: 'text.secondary' }}>
              <Typography>{t('emptyConversation')}</Typography>
            </Box>
          )}
          {messages.map((message) => (
            <ConversationMessageItem key={message._id} message={message} label={messageRoleLabel(message, user?._id, t)} side={sideOf(message)} />
          ))}
        </Box>
      )}
      {typing && (
        <Typography variant="body2" color="text.secondary" sx={{ px: 2, fontStyle: 'italic' }}>
          {t('typing', { name: otherName })}
        </Typography>
      )}
    </Box>
  );
}
