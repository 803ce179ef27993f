// Finds the Chromium that the browser journeys (e2e/) and the bundle-size bench drive through playwright-core.
// Playwright's own download (`npx playwright install`) cannot work here: only the npm registry and the Debian
// mirrors are reachable, so the browser comes from Debian's `chromium` package.
//
//   node scripts/ensure-chromium.mjs    prints the path, installing the package first when running as root
import { execFileSync } from 'node:child_process';
import { accessSync, constants } from 'node:fs';
import { pathToFileURL } from 'node:url';

const CANDIDATES = ['/usr/bin/chromium', '/usr/bin/chromium-browser'];

function isExecutable(path) {
  try {
    accessSync(path, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

/** The first usable Chromium: CHROMIUM_PATH when set (and then only it), else the Debian locations. */
export function findChromium() {
  const configured = process.env.CHROMIUM_PATH;
  if (configured) {
    if (!isExecutable(configured)) {
      throw new Error(`CHROMIUM_PATH is set to ${configured}, which is not an executable file. Fix or unset it.`);
    }
    return configured;
  }
  return CANDIDATES.find(isExecutable);
}

function installWithApt() {
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  const run = (args) => execFileSync('apt-get', args, { env, stdio: ['ignore', 'pipe', 'pipe'], maxBuffer: 64 * 1024 * 1024 });
  try {
    run(['update']);
    run(['install', '-y', 'chromium']);
  } catch (error) {
    const output = [error.stdout, error.stderr].filter(Boolean).map(String).join('\n').trim().slice(-4_000);
    throw new Error(`Installing Chromium with apt-get failed (${error.message}).${output ? `\n${output}` : ''}`, { cause: error });
  }
}

/**
 * The path of a Chromium executable. When none is found and this process runs as root, installs Debian's
 * `chromium` package with apt-get and looks again; otherwise throws with the way to install it.
 */
export function ensureChromium({ log = (message) => process.stderr.write(`${message}\n`) } = {}) {
  const found = findChromium();
  if (found) return found;

  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!isRoot) {
    throw new Error(
      [
        `Chromium was not found (looked at ${CANDIDATES.join(', ')}).`,
        'The browser tests and the bundle-size bench need it. Install it with:',
        '  sudo apt-get update && sudo apt-get install -y chromium',
        'or point CHROMIUM_PATH at an existing Chromium or Chrome executable.',
        '(`npx playwright install` cannot work here: its download site is not reachable from this network.)',
      ].join('\n'),
    );
  }

  log('Chromium not found; installing the Debian package (apt-get install -y chromium)...');
  installWithApt();
  const installed = findChromium();
  if (!installed) {
    throw new Error(`apt-get installed chromium, but no executable appeared at ${CANDIDATES.join(' or ')}. Set CHROMIUM_PATH.`);
  }
  return installed;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  try {
    console.log(ensureChromium());
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error));
    process.exitCode = 1;
  }
}
