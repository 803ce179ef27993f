import type { AiMessage } from '@coaching/contract';
import type { FastifyReply } from 'fastify';
import { AppError } from '../../http/app-error.js';
import { translate } from '../../http/error-handler.js';

/**
 * A Server-Sent Events reply that opens lazily: until the first event is sent the reply is an ordinary
 * one, so an error before any output still answers with a status and the JSON envelope.
 */
export type LazyEventStream = {
  readonly opened: boolean;
  /** Writes one `data: {json}` event, opening the stream first if needed; false once the client has gone. */
  send(data: unknown): boolean;
  /** Ends the reply; one that never opened (the client left first) is let go without an answer. */
  end(): void;
};

export function lazyEventStream(reply: FastifyReply): LazyEventStream {
  const raw = reply.raw;
  let opened = false;

  function open() {
    opened = true;
    reply.hijack();
    // Headers set by hooks (helmet, rate-limit counters) travel with the stream too.
    for (const [name, value] of Object.entries(reply.getHeaders())) {
      if (value !== undefined) raw.setHeader(name, value);
    }
    raw.writeHead(200, {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-cache',
      'x-accel-buffering': 'no',
    });
    raw.flushHeaders();
  }

  return {
    get opened() {
      return opened;
    },
    send(data) {
      if (raw.destroyed || raw.writableEnded) return false;
      if (!opened) open();
      return raw.write(`data: ${JSON.stringify(data)}\n\n`) || !raw.destroyed;
    },
    end() {
      if (!opened) reply.hijack();
      if (!raw.writableEnded) raw.end();
    },
  };
}

/** Aborts when the client hangs up before the reply is complete, so the model is stopped rather than waited on. */
export function clientGone(reply: FastifyReply): AbortSignal {
  const controller = new AbortController();
  reply.raw.once('close', () => {
    if (!reply.raw.writableFinished) controller.abort();
  });
  return controller.signal;
}

/**
 * Runs one chat exchange as the SSE protocol of the contract: a `{chunk}` event per piece, then
 * `{done, message, userMessage}`, or `{error}` when it fails after the first piece. A failure before
 * the first piece is thrown, to be answered as an ordinary JSON error.
 */
export async function replyAsChatStream(
  reply: FastifyReply,
  exchange: (options: { signal: AbortSignal; onPiece: (piece: string) => void }) => Promise<{ message: AiMessage; userMessage: AiMessage }>,
): Promise<FastifyReply> {
  const stream = lazyEventStream(reply);
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
