import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { SERVER_ROOT } from './paths.js';

export const VERSION: string = (JSON.parse(readFileSync(join(SERVER_ROOT, 'package.json'), 'utf8')) as { version: string }).version;
