import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';

/** Raised when the embedded database cannot be opened; its message tells the operator what to do. */
export class EmbeddedDatabaseError extends Error {
  override name = 'EmbeddedDatabaseError';
}

/** PGlite runs in WebAssembly: its file errors carry Emscripten's errno numbers, not Node's codes. */
const EMSCRIPTEN_ERRNO: Record<number, string> = { 2: 'EACCES', 29: 'EIO', 44: 'ENOENT', 51: 'ENOSPC', 63: 'EPERM', 69: 'EROFS' };

function errnoOf(error: unknown): string | undefined {
  if (!error || typeof error !== 'object') return undefined;
  const { code, errno } = error as { code?: unknown; errno?: unknown };
  if (typeof code === 'string') return code;
  return typeof errno === 'number' ? EMSCRIPTEN_ERRNO[errno] : undefined;
}

/** What went wrong with the embedded database in `directory`, and what to do about it, in one paragraph. */
export function explainEmbeddedFailure(directory: string, error: unknown): string {
  const opening = `The embedded database in ${directory} could not be opened`;
  switch (errnoOf(error)) {
    case 'ENOSPC':
      return `${opening}: the disk is full. Free some space on that disk (or set DATA_DIR to another one) and start again.`;
    case 'EACCES':
    case 'EPERM':
    case 'EROFS':
      return `${opening}: this user may not write there. Make the folder writable, or set DATA_DIR to a folder that is.`;
    case 'EIO':
      return `${opening}: the disk reported a read or write error. Check the disk, then restore the folder from a backup if its files were lost.`;
    default: {
      // Emscripten's own words for a crash of the engine say nothing to an operator.
      const message = error instanceof Error ? error.message.replace(/^Aborted\(\).*$/s, 'the engine stopped while reading them') : '';
      const detail = message ? ` (${message})` : '';
      return (
        `${opening}: its files are damaged or were written by another version${detail}. ` +
        'Restore the folder from a backup, or move it away to start with a fresh database (the demo accounts are seeded again).'
      );
    }
  }
}

/** Opens (or creates) the embedded database kept in `directory`. */
export async function openEmbeddedDatabase(directory: string): Promise<PGlite> {
  try {
    mkdirSync(directory, { recursive: true });
    return await PGlite.create(directory);
  } catch (error) {
    throw new EmbeddedDatabaseError(explainEmbeddedFailure(directory, error), { cause: error });
  }
}
