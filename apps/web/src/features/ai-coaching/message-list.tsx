import type { AiMessage } from '@coaching/contract';
import { Box, Typography } from '@mui/material';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { isAuthorMessage, roleLabel } from './chat-format.js';
import { MessageItem } from './message-item.js';
import type { ReplyView } from './use-reply-stream.js';

type MessageListProps = { messages: AiMessage[]; exchange: ReplyView | undefined; ownConversation: boolean };

const sideOf = (message: AiMessage) => (isAuthorMessage(message) ? 'author' : message.role === 'system' ? 'system' : 'other');

/**
 * The conversation, then the exchange in flight: the message just sent, and the typing indicator
 * until the reply's first words show. Not a live region: the page announces the finished reply once.
 */
export function MessageList({ messages, exchange, ownConversation }: MessageListProps) {
  const { t } = useTranslation('messages');
  const list = useRef<HTMLOListElement>(null);
  useEffect(() => {
    if (list.current) list.current.scrollTop = list.current.scrollHeight;
  }, [messages.length, exchange?.reply, exchange?.userText]);

  if (messages.length === 0 && !exchange) {
    return (
      <Box sx={{ flex: 1, display: 'grid', placeItems: 'center', p: 3, minHeight: 240 }}>
        <Typography color="text.secondary" sx={{ textAlign: 'center' }}>
          {t('aiCoaching.emptyChat')}
        </Typography>
      </Box>
    );
  }
  return (
    <Box
      component="ol"
      ref={list}
      aria-label={t('aiCoaching.messagesLabel')}
      sx={{ listStyle: 'none', m: 0, p: 2, flex: 1, minHeight: 240, maxHeight: '60vh', overflowY: 'auto', display: 'flex', flexDirection: 'column', gap: 1.5 }}
    >
      {messages.map((message) => (
        <MessageItem key={message._id} label={roleLabel(message.role, ownConversation)} content={message.content} side={sideOf(message)} metadata={message.metadata} />
      ))}
      {exchange && <MessageItem label={roleLabel('client', true)} content={exchange.userText} side="author" />}
      {exchange &&
        (exchange.reply === '' ? (
          <Box component="li" sx={{ color: 'text.secondary', fontStyle: 'italic', px: 1 }}>
            <Typography variant="body2">{t('aiCoaching.typing')}</Typography>
          </Box>
        ) : (
          <MessageItem label={t('aiCoaching.roleLabels.aiCoach')} content={exchange.reply} side="other" />
        ))}
    </Box>
  );
}
