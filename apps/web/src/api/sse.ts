/** Beside an event's data: its `id:` field, when it had one (what a reconnect sends back as Last-Event-ID). */
export type EventMeta = { id?: string };

/**
 * Reads a text/event-stream body and hands each event's data to onEvent: its `data:` lines joined,
 * parsed as JSON, with the event's id. Comments (keep-alives) and the event and retry fields are
 * ignored, and so is an event whose data is not JSON. If onEvent throws, the stream is cancelled and
 * the error passed on.
 */
export async function readServerSentEvents(
  body: ReadableStream<Uint8Array>,
  onEvent: (data: unknown, meta: EventMeta) => void,
): Promise<void> {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let pending = '';
  let dataLines: string[] = [];
  let id: string | undefined;

  const dispatch = () => {
    if (dataLines.length === 0) return;
    const text = dataLines.join('\n');
    const meta: EventMeta = id === undefined ? {} : { id };
    dataLines = [];
    let data: unknown;
    try {
      data = JSON.parse(text);
    } catch {
      return;
    }
    onEvent(data, meta);
  };
  const field = (line: string, name: string) => line.slice(line.startsWith(`${name}: `) ? name.length + 2 : name.length + 1);
  const readLine = (line: string) => {
    if (line === '') {
      dispatch();
      id = undefined;
    } else if (line.startsWith('data:')) dataLines.push(field(line, 'data'));
    else if (line.startsWith('id:')) id = field(line, 'id');
  };

  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      pending += decoder.decode(value, { stream: true });
      const lines = pending.split(/\r\n|\n|\r(?!$)/);
      pending = lines.pop() ?? '';
      lines.forEach(readLine);
    }
    pending += decoder.decode();
    if (pending !== '') readLine(pending.replace(/\r$/, ''));
    dispatch();
  } catch (error) {
    await reader.cancel().catch(() => undefined);
    throw error;
  }
}
