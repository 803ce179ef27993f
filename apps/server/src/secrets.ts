import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** JWT_SECRET when given; otherwise one generated on first start and kept (owner-only) in DATA_DIR. */
export function resolveJwtSecret(options: { jwtSecret?: string; dataDir: string }): string {
  if (options.jwtSecret) return options.jwtSecret;
  const file = join(options.dataDir, 'jwt-secret');
  if (existsSync(file)) {
    const stored = readFileSync(file, 'utf8').trim();
    if (stored.length >= 32) return stored;
  }
  mkdirSync(options.dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  return secret;
}
