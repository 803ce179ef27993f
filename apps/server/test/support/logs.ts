import { Writable } from 'node:stream';

export type LogEntry = { level: number; msg: string; reason?: string; [key: string]: unknown };

/** A log destination for createTestApp whose lines (and parsed pino entries) the test can read. */
export function captureLogs() {
  const lines: string[] = [];
  const logStream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(chunk.toString());
      done();
    },
  });
  const entries = () => lines.map((line) => JSON.parse(line) as LogEntry);
  return { lines, logStream, entries };
}
