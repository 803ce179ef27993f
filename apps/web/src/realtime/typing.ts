import { useQuery, type QueryClient } from '@tanstack/react-query';
import { conversationKeys } from '../api/conversations.js';

/** How long a "typing" lasts without news: a lost "stopped" (a closed tab) must not leave it on for good. */
export const TYPING_SHOWN_MS = 6_000;

const timers = new Map<string, ReturnType<typeof setTimeout>>();

/** Records that the other person of a conversation is typing (or stopped); it is forgotten after TYPING_SHOWN_MS. */
export function showTyping(queryClient: QueryClient, conversationId: string, typing: boolean): void {
  clearTimeout(timers.get(conversationId));
  timers.delete(conversationId);
  queryClient.setQueryData(conversationKeys.typing(conversationId), typing);
  if (typing) {
    timers.set(
      conversationId,
      setTimeout(() => {
        timers.delete(conversationId);
        queryClient.setQueryData(conversationKeys.typing(conversationId), false);
      }, TYPING_SHOWN_MS),
    );
  }
}

/** Whether the other person is typing in this conversation, as the event stream last said. */
export function useOtherTyping(conversationId: string): boolean {
  const { data } = useQuery({
    queryKey: conversationKeys.typing(conversationId),
    queryFn: () => false,
    initialData: false,
    staleTime: Infinity,
  });
  return data;
}
