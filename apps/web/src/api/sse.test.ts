import { describe, expect, it } from 'vitest';
import { readServerSentEvents } from './sse.js';

function bodyOf(...pieces: string[]): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  return new ReadableStream({
    start(controller) {
      pieces.forEach((piece) => controller.enqueue(encoder.encode(piece)));
      controller.close();
    },
  });
}

async function eventsOf(...pieces: string[]): Promise<unknown[]> {
  const events: unknown[] = [];
  await readServerSentEvents(bodyOf(...pieces), (event) => events.push(event));
  return events;
}

describe('readServerSentEvents', () => {
  it('parses data lines into events, across chunk boundaries', async () => {
    expect(await eventsOf('data: {"chunk":"Hel', 'lo "}\n', '\ndata: {"chunk":"there"}\n\ndata: {"done":true}\n\n')).toEqual([
      { chunk: 'Hello ' },
      { chunk: 'there' },
      { done: true },
    ]);
  });

  it("hands over each event's id, and none for an event without one", async () => {
    const seen: unknown[] = [];
    await readServerSentEvents(bodyOf(': heartbeat\n\nid: 7\ndata: {"a":1}\n\ndata: {"b":2}\n\nid:8\r\ndata: {"c":3}\r\n\r\n'), (data, meta) =>
      seen.push([data, meta]),
    );
    expect(seen).toEqual([
      [{ a: 1 }, { id: '7' }],
      [{ b: 2 }, {}],
      [{ c: 3 }, { id: '8' }],
    ]);
  });

  it('joins multi-line data, accepts CRLF and a last event without its blank line', async () => {
    expect(await eventsOf('data: {"a":\r\ndata: 1}\r\n\r\n', 'data:{"b":2}')).toEqual([{ a: 1 }, { b: 2 }]);
  });

  it('keeps a multi-byte character split between chunks whole', async () => {
    const bytes = new TextEncoder().encode('data: {"chunk":"😊"}\n\n');
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(bytes.slice(0, 17));
        controller.enqueue(bytes.slice(17));
        controller.close();
      },
    });
    const events: unknown[] = [];
    await readServerSentEvents(body, (event) => events.push(event));
    expect(events).toEqual([{ chunk: '😊' }]);
  });

  it('ignores comments, other fields and data that is not JSON', async () => {
    expect(await eventsOf(': keep-alive\n\nevent: message\nid: 7\ndata: not json\n\nretry: 100\ndata: {"ok":true}\n\n')).toEqual([{ ok: true }]);
  });

  it('cancels the stream when the handler throws', async () => {
    let cancelled = false;
    const body = new ReadableStream<Uint8Array>({
      start: (controller) => controller.enqueue(new TextEncoder().encode('data: {"a":1}\n\n')),
      cancel: () => void (cancelled = true),
    });
    await expect(readServerSentEvents(body, () => { throw new Error('stop'); })).rejects.toThrow('stop');
    expect(cancelled).toBe(true);
  });
});
