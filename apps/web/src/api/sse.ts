/**
 * Reads a text/event-stream body and hands each event's data to onEvent: its `data:` lines joined,
 * parsed as JSON. Comments (keep-alives) and the event, id and retry fields are ignored, and so is
 * an event whose data is not JSON. If onEvent throws, the stream is cancelled and the error passed on.
 */
export async function readServerSentEvents(body: ReadableStream<Uint8Array>, onEvent: (data: unknown) => void): Promise<void> {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let pending = '';
  let dataLines: string[] = [];

  const dispatch = () => {
    if (dataLines.length === 0) return;
    const text = dataLines.join('\n');
    dataLines = [];
    let data: unknown;
    try {
      data = JSON.parse(text);
    } catch {
      return;
    }
    onEvent(data);
  };
  const readLine = (line: string) => {
    if (line === '') dispatch();
    else if (line.startsWith('data:')) dataLines.push(line.slice(line.startsWith('data: ') ? 6 : 5));
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
