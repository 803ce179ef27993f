import type { AiConversation, AiMessage, User } from '@coaching/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { aiCoachingKeys, useAiConversation } from '../../api/ai-coaching.js';
import { notify } from '../../components/notify.js';
import { i18n } from '../../i18n/i18n.js';
import { localSystemMessage, sendFailureToast } from './chat-format.js';
import { sendExchange } from './send-exchange.js';
import { useReplyStream } from './use-reply-stream.js';

/** A message only this browser shows, placed after the first `afterCount` messages of its conversation. */
type ChatNote = { conversationId: string | undefined; afterCount: number; message: AiMessage };

function interleave(messages: AiMessage[], notes: ChatNote[]): AiMessage[] {
  const shown: AiMessage[] = [];
  const queue = [...notes].sort((a, b) => a.afterCount - b.afterCount);
  messages.forEach((message, index) => {
    while (queue[0] && queue[0].afterCount <= index) shown.push(queue.shift()!.message);
    shown.push(message);
  });
  return [...shown, ...queue.map((note) => note.message)];
}

const isOpen = (conversation: AiConversation | undefined) => !conversation || conversation.status === 'active' || conversation.status === 'paused';

/**
 * The AI chat's state: which conversation is open (none until the first message creates one), the
 * draft, the exchange in flight and what the page tells screen readers. Server data stays in the
 * query cache; only what this browser alone knows lives here.
 */
export function useAiChat(user: User, initialConversationId: string | undefined) {
  const queryClient = useQueryClient();
  const [conversationId, setConversationId] = useState(initialConversationId);
  const [draft, setDraft] = useState('');
  const [pending, setPending] = useState(false);
  const [notes, setNotes] = useState<ChatNote[]>([]);
  const [nextFocusAreas, setNextFocusAreas] = useState<string[]>([]);
  const [announcement, setAnnouncement] = useState('');
  const reply = useReplyStream();
  const query = useAiConversation(conversationId);
  const inFlight = useRef<AbortController | undefined>(undefined);
  useEffect(() => () => inFlight.current?.abort(), []);

  const conversation = query.data;
  const ownConversation = !conversation || conversation.clientId === user._id;
  // Nothing is sent to a conversation that is still loading or failed to load.
  const canSend = (conversationId === undefined || conversation !== undefined) && isOpen(conversation) && ownConversation;

  const open = useCallback((id: string | undefined) => {
    setConversationId(id);
    setNotes([]);
    setAnnouncement('');
  }, []);

  const reset = useCallback(() => {
    open(undefined);
    setNextFocusAreas([]);
  }, [open]);

  const failed = (outcome: { conversationId: string | undefined; error: unknown; stored: boolean }, content: string) => {
    const toast = sendFailureToast(outcome.error);
    notify.error(toast.message, toast.duration);
    if (user.role === 'client') {
      const stored = outcome.conversationId && queryClient.getQueryData<AiConversation>(aiCoachingKeys.conversation(outcome.conversationId));
      const note = { conversationId: outcome.conversationId, afterCount: stored ? stored.messages.length : 0, message: localSystemMessage(i18n.t('messages:ai.systemApology')) };
      setNotes((current) => [...current, note]);
    }
    // The server never had it: the text goes back where it was typed.
    if (!outcome.stored) setDraft((current) => (current.trim() ? `${content}\n${current}` : content));
  };

  const send = async () => {
    const content = draft.trim();
    if (inFlight.current || content === '' || !canSend) return;
    const controller = new AbortController();
    inFlight.current = controller;
    setPending(true);
    setDraft('');
    setAnnouncement('');
    try {
      const outcome = await sendExchange({
        queryClient,
        conversationId,
        focusAreas: nextFocusAreas,
        content,
        signal: controller.signal,
        reply,
        onCreated: setConversationId,
      });
      if (outcome.ok) {
        setAnnouncement(i18n.t('ai-coaching:announcement', { author: i18n.t('messages:aiCoaching.roleLabels.aiCoach'), content: outcome.reply.content }));
      }
      else failed(outcome, content);
    } catch {
      // Aborted: the page has gone.
    } finally {
      inFlight.current = undefined;
      setPending(false);
      reply.stop();
    }
  };

  const base = conversation?.messages ?? [];
  // While a reply streams, a refetch may already hold the new pair: the exchange shows them instead.
  const stored = reply.view ? base.slice(0, reply.view.baseCount) : base;
  const messages = interleave(stored, notes.filter((note) => note.conversationId === conversationId));

  return {
    conversationId,
    conversation,
    query,
    messages,
    exchange: reply.view,
    ownConversation,
    canSend,
    draft,
    setDraft,
    send,
    pending,
    open,
    reset,
    nextFocusAreas,
    setNextFocusAreas,
    announcement,
  };
}

export type AiChat = ReturnType<typeof useAiChat>;
