import type { AiMessage } from '@coaching/contract';
import { Box, Typography } from '@mui/material';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { isAuthorMessage, roleLabel } from './chat-format.js';
import { MessageItem } from './message-item.js';
import type { ReplyView } from './use-reply-stream.js';

/** Whom the AI speaks with here: a client it coaches, or a coach it assists with their practice. */
export type Audience = 'client' | 'coach';

type MessageListProps = { messages: AiMessage[]; exchange: ReplyView | undefined; ownConversation: boolean; audience: Audience };

const sideOf = (message: AiMessage) => (isAuthorMessage(message) ? 'author' : message.role === 'system' ? 'system' : 'other');

/**
 * The conversation, then the exchange in flight: the message just sent, and the typing indicator
 * until the reply's first words show. Not a live region: the page announces the finished reply once.
 */
export function MessageList({ messages, exchange, ownConversation, audience }: MessageListProps) {
  const { t } = useTranslation(['messages', 'ai-coaching']);
  const list = useRef<HTMLOListElement>(null);
  useEffect(() => {
    if (list.current) list.current.scrollTop = list.current.scrollHeight;
  }, [messages.length, exchange?.reply, exchange?.userText]);

  if (messages.length === 0 && !exchange) {
    return (
      <Box sx={{ flex: 1, minHeight: 0, overflowY: 'auto', display: 'grid', placeItems: 'center', p: 3 }}>
        <Typography color="text.secondary" sx={{ textAlign: 'center' }}>
          {audience === 'coach' ? t('ai-coaching:coachEmptyChat') : t('aiCoaching.emptyChat')}
        </Typography>
      </Box>
    );
  }
  return (
    <Box
      component="ol"
      ref={list}
      aria-label={t('aiCoaching.messagesLabel')}
      // It scrolls inside the chat: focusable, so the keyboard can scroll it too.
      tabIndex={0}
      sx={{ listStyle: 'none', m: 0, p: 2, flex: 1, minHeight: 0, overflowY: 'auto', display: 'flex', flexDirection: 'column', gap: 1.5 }}
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
