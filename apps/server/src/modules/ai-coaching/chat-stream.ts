import type { AiMessage } from '@coaching/contract';
import type { FastifyReply } from 'fastify';
import { AppError } from '../../http/app-error.js';
import { translate } from '../../http/error-handler.js';
import { clientGone, eventStream } from '../../realtime/sse.js';

/**
 * Runs one chat exchange as the SSE protocol of the contract: a `{chunk}` event per piece, then
 * `{done, message, userMessage}`, or `{error}` when it fails after the first piece. A failure before
 * the first piece is thrown, to be answered as an ordinary JSON error.
 */
export async function replyAsChatStream(
  reply: FastifyReply,
  exchange: (options: { signal: AbortSignal; onPiece: (piece: string) => void }) => Promise<{ message: AiMessage; userMessage: AiMessage }>,
): Promise<FastifyReply> {
  const stream = eventStream(reply);
  try {
    const { message, userMessage } = await exchange({ signal: clientGone(reply), onPiece: (chunk) => void stream.send({ chunk }) });
    stream.send({ done: true, message, userMessage });
  } catch (error) {
    if (!stream.opened) throw error;
    const { message, code, status } = translate(error as Error);
    if (status >= 500 && !(error instanceof AppError)) reply.log.error({ err: { type: (error as Error).name, code } }, 'AI stream failed');
    stream.send({ error: { message, code } });
  }
  stream.end();
  return reply;
}
