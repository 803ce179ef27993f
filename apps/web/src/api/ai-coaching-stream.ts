import {
  ERROR_TABLE,
  ErrorCodeSchema,
  GLOBAL_ERROR_MESSAGES,
  StreamChunkEventSchema,
  StreamDoneEventSchema,
  StreamErrorEventSchema,
  type AiMessage,
} from '@coaching/contract';
import { ApiError } from './api-error.js';
import { apiStream } from './client.js';

export type StreamedExchange = { message: AiMessage; userMessage: AiMessage };
export type StreamReplyOptions = { signal?: AbortSignal; onChunk: (chunk: string) => void };

/**
 * Sends a message to the AI coach and streams the reply (POST .../stream): each piece goes to onChunk,
 * and the stored pair of messages is the result. A failure reported inside the stream, or a stream
 * that ends without its final event, throws an ApiError; the server had stored the client's message
 * by then (a stream opens only after that), so such an error carries a 5xx status or 200.
 */
export async function streamAiReply(conversationId: string, content: string, options: StreamReplyOptions): Promise<StreamedExchange> {
  let exchange: StreamedExchange | undefined;
  let failure: { message: string; code: string } | undefined;
  await apiStream(`/ai-coaching/conversations/${conversationId}/stream`, { content }, {
    signal: options.signal,
    onEvent: (event) => {
      const chunk = StreamChunkEventSchema.safeParse(event);
      if (chunk.success) return options.onChunk(chunk.data.chunk);
      const done = StreamDoneEventSchema.safeParse(event);
      if (done.success) exchange = { message: done.data.message, userMessage: done.data.userMessage };
      const error = StreamErrorEventSchema.safeParse(event);
      if (error.success) failure = error.data.error;
    },
  });
  if (exchange) return exchange;
  if (failure) {
    // The status the code travels with, as if the failure had come before the stream opened.
    const code = ErrorCodeSchema.safeParse(failure.code).data;
    throw new ApiError('http', code ? ERROR_TABLE[code].status : ERROR_TABLE.INTERNAL_ERROR.status, failure.message, code);
  }
  throw new ApiError('network', 200, GLOBAL_ERROR_MESSAGES.network);
}
