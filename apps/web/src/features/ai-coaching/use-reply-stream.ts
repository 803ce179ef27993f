import { TYPING_REPLY_DELAY_MS } from '@coaching/contract';
import { useCallback, useEffect, useRef, useState } from 'react';

/** The AI reply as it shows while it streams in, and the message it answers. */
export type ReplyView = { userText: string; sentAt: string; baseCount: number; reply: string };

type Run = { buffer: string; shown: number; revealAt: number; complete: boolean; onDrained?: () => void };

/** One word every tick; a long backlog goes faster, so the text never trails the stream by much. */
const WORD_TICK_MS = 30;
const BACKLOG_TICKS = 40;

/** Where the reveal stops next: whole words only, except the stream's very end. */
function nextStop(text: string, from: number, complete: boolean): number {
  const words = text.slice(from).match(/\s*\S+\s*/g);
  if (!words) return text.length;
  let stop = from;
  for (const word of words.slice(0, Math.max(1, Math.ceil(words.length / BACKLOG_TICKS)))) {
    const stillArriving = !complete && stop + word.length === text.length && !/\s$/.test(word);
    if (stillArriving) break;
    stop += word.length;
  }
  return stop;
}

/**
 * The typing indicator, then the reply word by word: pieces are buffered as they arrive and shown
 * only once the typing delay (spec section 9: 1 s) has passed, then revealed a word at a time.
 */
export function useReplyStream() {
  const [view, setView] = useState<ReplyView>();
  const run = useRef<Run | undefined>(undefined);
  const timer = useRef<ReturnType<typeof setInterval>>(undefined);

  const tick = useCallback(() => {
    const current = run.current;
    if (!current || Date.now() < current.revealAt) return;
    if (current.shown < current.buffer.length) {
      current.shown = nextStop(current.buffer, current.shown, current.complete);
      const reply = current.buffer.slice(0, current.shown);
      setView((shown) => shown && { ...shown, reply });
    }
    if (current.complete && current.shown >= current.buffer.length) current.onDrained?.();
  }, []);

  const start = useCallback(
    (userText: string, baseCount: number) => {
      clearInterval(timer.current);
      run.current = { buffer: '', shown: 0, revealAt: Date.now() + TYPING_REPLY_DELAY_MS, complete: false };
      setView({ userText, sentAt: new Date().toISOString(), baseCount, reply: '' });
      timer.current = setInterval(tick, WORD_TICK_MS);
    },
    [tick],
  );

  const push = useCallback((chunk: string) => {
    if (run.current) run.current.buffer += chunk;
  }, []);

  /** Resolves once the typing delay has passed and every word received is on screen. */
  const drain = useCallback(
    () =>
      new Promise<void>((resolve) => {
        if (!run.current) return resolve();
        run.current.complete = true;
        run.current.onDrained = resolve;
      }),
    [],
  );

  const stop = useCallback(() => {
    clearInterval(timer.current);
    run.current?.onDrained?.();
    run.current = undefined;
    setView(undefined);
  }, []);

  useEffect(() => () => clearInterval(timer.current), []);
  return { view, start, push, drain, stop };
}

export type ReplyStream = ReturnType<typeof useReplyStream>;
