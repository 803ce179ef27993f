import { createECDH, randomBytes } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { chromium, type Browser, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { CHROMIUM_ARGS, startBuiltServer, type BuiltServer } from '../support/built-product.js';
import { button, DEMO, expectVisible, signIn, text, UI_TIMEOUT_MS } from '../support/browser.js';

/**
 * Web Push from the settings page in real Chromium, against a built server started with VAPID keys. Chromium
 * registers the app's real service worker; its PushManager is the one part replaced, since its push service
 * (Google's) is out of reach here: the subscription it hands back points to a push service this test runs on
 * loopback, with keys this test holds. What the server then pushes there proves it stored the subscription.
 */

type Received = { path: string; headers: IncomingHttpHeaders; bytes: number };

/** A P-256 key pair as VAPID keys are written (what web-push's generateVAPIDKeys makes). */
function vapidKeys() {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  return { publicKey: ecdh.getPublicKey('base64url'), privateKey: ecdh.getPrivateKey('base64url') };
}

async function startPushService() {
  const received: Received[] = [];
  const server: Server = createServer((request, response) => {
    let bytes = 0;
    request.on('data', (chunk: Buffer) => (bytes += chunk.length));
    request.on('end', () => {
      received.push({ path: request.url ?? '', headers: request.headers, bytes });
      response.writeHead(201).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { base, received, stop: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

/** Runs in the page before the app: PushManager answers with a subscription to the test's push service. */
function replacePushManager({ endpoint, p256dh, auth }: { endpoint: string; p256dh: string; auth: string }) {
  let current: PushSubscription | null = null;
  const record = window as unknown as { subscribedWith?: string };
  PushManager.prototype.subscribe = async function (options?: PushSubscriptionOptionsInit) {
    const key = new Uint8Array(options?.applicationServerKey as Uint8Array);
    record.subscribedWith = btoa(String.fromCharCode(...key)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
    current = {
      endpoint,
      expirationTime: null,
      options: { userVisibleOnly: true, applicationServerKey: key.buffer },
      toJSON: () => ({ endpoint, expirationTime: null, keys: { p256dh, auth } }),
      unsubscribe: async () => {
        current = null;
        return true;
      },
    } as unknown as PushSubscription;
    return current;
  };
  PushManager.prototype.getSubscription = async () => current;
}

describe('Web Push from the settings page', () => {
  const keys = vapidKeys();
  let server: BuiltServer;
  let pushService: Awaited<ReturnType<typeof startPushService>>;
  let browser: Browser;

  beforeAll(async () => {
    pushService = await startPushService();
    // Not production: there, a push service must be a public https host, which this machine cannot reach.
    server = await startBuiltServer({
      NODE_ENV: 'development',
      AUTH_RATE_LIMIT_PER_MINUTE: '1000',
      VAPID_PUBLIC_KEY: keys.publicKey,
      VAPID_PRIVATE_KEY: keys.privateKey,
      VAPID_SUBJECT: 'mailto:admin@example.com',
    });
    browser = await chromium.launch({ executablePath: inject('chromiumPath'), args: CHROMIUM_ARGS });
  });

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    await pushService?.stop();
  });

  async function clientPage(endpoint: string): Promise<Page> {
    const context = await browser.newContext({ baseURL: server.baseURL, viewport: { width: 1280, height: 800 } });
    context.setDefaultTimeout(UI_TIMEOUT_MS);
    await context.grantPermissions(['notifications'], { origin: server.baseURL });
    const browserKey = createECDH('prime256v1');
    browserKey.generateKeys();
    await context.addInitScript(replacePushManager, { endpoint, p256dh: browserKey.getPublicKey('base64url'), auth: randomBytes(16).toString('base64url') });
    return context.newPage();
  }

  async function coachWritesToClient(content: string): Promise<void> {
    const login = await fetch(`${server.baseURL}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: DEMO.coach.email, password: DEMO.coach.password }),
    });
    const { data } = (await login.json()) as { data: { token: string } };
    const headers = { authorization: `Bearer ${data.token}`, 'content-type': 'application/json' };
    const list = (await (await fetch(`${server.baseURL}/api/conversations`, { headers })).json()) as { data: { conversations: { _id: string }[] } };
    const conversation = list.data.conversations[0];
    expect(conversation, 'the demo coach has a conversation with the demo client').toBeDefined();
    const sent = await fetch(`${server.baseURL}/api/conversations/${conversation!._id}/messages`, { method: 'POST', headers, body: JSON.stringify({ content }) });
    expect(sent.status, await sent.text()).toBe(201);
  }

  it('the client turns push on and saves: the real service worker is registered, the subscription stored and pushed to; off and saved, it is removed', async () => {
    const endpoint = `${pushService.base}/push/${randomBytes(8).toString('hex')}`;
    const page = await clientPage(endpoint);
    await signIn(page, DEMO.client);
    await page.goto('/client/settings');
    const push = page.getByRole('switch', { name: 'Push notifications' });
    // On for the account (the default), not in this browser yet.
    await expectVisible(text(page, 'On for your account, but this browser does not receive them yet.'));

    // Off for the account first, then on again, each with Save Settings.
    await push.click();
    await button(page, 'Save Settings').click();
    await expectVisible(text(page, 'Settings saved successfully!'));
    await expect.poll(() => push.isChecked()).toBe(false);
    await push.click();
    await expectVisible(text(page, 'This browser receives them once you save your settings.'));
    await button(page, 'Save Settings').click();
    await expectVisible(text(page, 'This browser receives them, even when the app is closed.'));

    const worker = await page.evaluate(async () => (await navigator.serviceWorker.getRegistration('/sw.js'))?.active?.scriptURL);
    expect(worker).toBe(`${server.baseURL}/sw.js`);
    expect(await page.evaluate(() => (window as unknown as { subscribedWith?: string }).subscribedWith)).toBe(keys.publicKey);

    await coachWritesToClient('Looking forward to our session on Thursday.');
    await expect.poll(() => pushService.received.filter((request) => request.path === new URL(endpoint).pathname).length, { timeout: 15_000 }).toBe(1);
    const [pushed] = pushService.received;
    expect(pushed!.headers['content-encoding']).toBe('aes128gcm');
    expect(pushed!.headers.authorization).toContain(`k=${keys.publicKey}`);
    expect(pushed!.bytes).toBeGreaterThan(100);

    // Off, and saved: this browser's subscription is removed from the platform (200, not 404: it was stored).
    await push.click();
    const removed = page.waitForResponse((response) => response.url().endsWith('/api/notifications/push-subscriptions') && response.request().method() === 'DELETE');
    await button(page, 'Save Settings').click();
    expect((await removed).status()).toBe(200);
    await expectVisible(text(page, 'Settings saved successfully!'));
  });
});
