import { AiUnavailableError } from '../../ai/index.js';

export type CollectedReply = {
  text: string;
  /** complete: the model finished. failed: it broke off or went quiet. cancelled: the caller went away. */
  ending: 'complete' | 'failed' | 'cancelled';
  /** Why it failed, in words safe for a log. */
  reason?: string;
};

const ignore = () => undefined;

/**
 * Reads a model's streamed reply piece by piece. The model is stopped (its signal aborted) when it
 * sends nothing for `idleTimeoutMs`, when it fails, or when `cancelled` aborts; in every case the text
 * that arrived so far is returned, and nothing is left waiting on a model that does not listen.
 */
export async function collectReply(
  start: (signal: AbortSignal) => AsyncIterable<string>,
  options: { idleTimeoutMs: number; cancelled?: AbortSignal; onPiece?: (piece: string) => void | Promise<void> },
): Promise<CollectedReply> {
  const controller = new AbortController();
  const stopped = new Promise<never>((_resolve, reject) => {
    controller.signal.addEventListener('abort', () => reject(controller.signal.reason), { once: true });
  });
  stopped.catch(ignore);
  const cancel = () => controller.abort(new Error('cancelled'));
  if (options.cancelled?.aborted) cancel();
  options.cancelled?.addEventListener('abort', cancel, { once: true });

  let text = '';
  let iterator: AsyncIterator<string> | undefined;
  let timer: NodeJS.Timeout | undefined;
  try {
    iterator = start(controller.signal)[Symbol.asyncIterator]();
    for (;;) {
      const next = iterator.next();
      next.catch(ignore);
      const quiet = new Promise<never>((_resolve, reject) => {
        timer = setTimeout(() => reject(new AiUnavailableError(`no answer within ${options.idleTimeoutMs} ms`)), options.idleTimeoutMs);
      });
      const result = await Promise.race([next, quiet, stopped]);
      clearTimeout(timer);
      if (result.done) return { text, ending: 'complete' };
      text += result.value;
      await options.onPiece?.(result.value);
    }
  } catch (error) {
    clearTimeout(timer);
    const cancelledByCaller = options.cancelled?.aborted === true;
    if (!controller.signal.aborted) controller.abort(error);
    if (iterator?.return) Promise.resolve(iterator.return()).catch(ignore);
    if (cancelledByCaller) return { text, ending: 'cancelled' };
    const reason = error instanceof AiUnavailableError ? error.reason : error instanceof Error ? error.name : 'unknown error';
    return { text, ending: 'failed', reason };
  } finally {
    options.cancelled?.removeEventListener('abort', cancel);
  }
}
