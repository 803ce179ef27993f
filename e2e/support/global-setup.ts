import type { TestProject } from 'vitest/node';
import { buildProduct, ensureChromium, startBuiltServer } from './built-product.js';
import { startMailbox } from './mailbox.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Where the built server under test listens, e.g. http://127.0.0.1:41234 */
    baseURL: string;
    /** The Chromium executable the journeys drive. */
    chromiumPath: string;
    /** Where the journeys read the mails the product sent (support/mailbox.ts). */
    mailboxURL: string;
  }
}

/**
 * Once per run: Chromium, a fresh build (E2E_SKIP_BUILD=1 reuses the last one), and the built server on
 * a free loopback port with a new embedded database.
 */
export default async function setup(project: TestProject) {
  const chromiumPath = await ensureChromium();
  if (process.env.E2E_SKIP_BUILD !== '1') buildProduct();
  // Every journey signs in from the same address; the per-address limit is not what they test.
  // Mail goes over real SMTP to a local mailbox, where a journey reads the link a person would click.
  const mailbox = await startMailbox();
  const server = await startBuiltServer({ AUTH_RATE_LIMIT_PER_MINUTE: '1000', SMTP_URL: mailbox.smtpUrl });
  project.provide('baseURL', server.baseURL);
  project.provide('chromiumPath', chromiumPath);
  project.provide('mailboxURL', mailbox.readerUrl);
  return async () => {
    await server.stop();
    await mailbox.stop();
  };
}
