import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** apps/server, found from this file whether it runs from src/ (tsx) or from the dist/ bundle. */
function findPackageRoot(): string {
  let directory = dirname(fileURLToPath(import.meta.url));
  while (!existsSync(join(directory, 'package.json'))) {
    const parent = dirname(directory);
    if (parent === directory) throw new Error('Cannot locate the server package root');
    directory = parent;
  }
  return directory;
}

export const SERVER_ROOT = findPackageRoot();
export const MIGRATIONS_FOLDER = join(SERVER_ROOT, 'drizzle');
export const WEB_DIST_FOLDER = join(SERVER_ROOT, '..', 'web', 'dist');
