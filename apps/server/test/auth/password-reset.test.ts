import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../support/app.js';
import { getMe, signIn, signUp } from '../support/factories.js';

const { app, clock } = await createTestApp();

const NEUTRAL = 'If an account exists for that email, a password reset link is on its way.';

function forgot(appInstance: typeof app, email: string) {
  return appInstance.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email } });
}

function reset(token: string, password: string) {
  return app.inject({ method: 'POST', url: '/api/auth/reset-password', payload: { token, password } });
}

async function mailedToken(appInstance: typeof app, email: string): Promise<string> {
  const [mail] = await appInstance.services.outbox.listForRecipient(email);
  const match = mail?.textBody.match(/reset-password\?token=([A-Za-z0-9_-]+)/);
  if (!match?.[1]) throw new Error(`no reset link mailed to ${email}`);
  return match[1];
}

describe('POST /api/auth/forgot-password', () => {
  it('answers the same neutral success whether or not the account exists', async () => {
    const user = await signUp(app);
    const known = await forgot(app, user.email);
    const unknown = await forgot(app, 'no-account@example.com');
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(known.json()).toEqual({ success: true, data: null, message: NEUTRAL });
    expect(unknown.json()).toEqual(known.json());
    expect(await app.services.outbox.listForRecipient('no-account@example.com')).toEqual([]);
  });

  it('keeps the reset mail, with its link, in the outbox when no SMTP is configured', async () => {
    const user = await signUp(app, { profile: { firstName: 'Noor', lastName: 'Haddad' } });
    await forgot(app, user.email.toUpperCase());
    const [mail] = await app.services.outbox.listForRecipient(user.email);
    expect(mail).toMatchObject({ subject: 'Reset your password', status: 'logged', kind: 'password-reset' });
    expect(mail!.textBody).toContain('Hi Noor,');
    expect(mail!.textBody).toMatch(/http:\/\/coaching\.test\/reset-password\?token=[A-Za-z0-9_-]{43}/);
  });

  it('mails nothing to a deactivated account', async () => {
    const user = await signUp(app);
    await app.services.usersService.setActive(user.user._id, false);
    expect((await forgot(app, user.email)).statusCode).toBe(200);
    expect(await app.services.outbox.listForRecipient(user.email)).toEqual([]);
  });
});

describe('POST /api/auth/reset-password', () => {
  it('sets the new password once, and ends every session', async () => {
    const user = await signUp(app);
    await forgot(app, user.email);
    const token = await mailedToken(app, user.email);

    const response = await reset(token, 'Brand!New1');
    expect(response.statusCode).toBe(200);
    expect(response.json().message).toBe('Password reset successfully!');
    expect((await getMe(app, user.token)).statusCode).toBe(401);
    expect((await signIn(app, user.email, 'Brand!New1')).user._id).toBe(user.user._id);
    const oldPassword = await app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: user.email, password: user.password } });
    expect(oldPassword.statusCode).toBe(401);

    const again = await reset(token, 'Other!New2');
    expect(again.statusCode).toBe(400);
    expect(again.json().error).toEqual({ code: 'INVALID_RESET_TOKEN', message: 'Invalid reset token' });
  });

  it('refuses a token older than one hour', async () => {
    const user = await signUp(app);
    await forgot(app, user.email);
    const token = await mailedToken(app, user.email);
    clock.advance(61 * 60_000);
    const response = await reset(token, 'Brand!New1');
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe('INVALID_RESET_TOKEN');
    expect((await signIn(app, user.email, user.password)).user._id).toBe(user.user._id);
  });

  it('refuses an unknown token', async () => {
    const response = await reset('this-token-was-never-issued', 'Brand!New1');
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toBe('Invalid reset token');
  });

  it('applies the registration password rules and names a missing token', async () => {
    const user = await signUp(app);
    await forgot(app, user.email);
    const token = await mailedToken(app, user.email);
    const weak = await reset(token, 'weakpass');
    expect(weak.statusCode).toBe(400);
    expect(weak.json().errors).toEqual([
      { msg: 'Password must contain uppercase, lowercase, number, and special character', path: 'password' },
    ]);
    const missing = await reset('', 'Brand!New1');
    expect(missing.json().errors).toEqual([
      { msg: 'Invalid or missing reset token. Please request a new password reset.', path: 'token' },
    ]);
    // The refused attempts did not spend the token.
    expect((await reset(token, 'Brand!New1')).statusCode).toBe(200);
  });
});

describe('reset mail over SMTP', () => {
  it('delivers the link through a real SMTP server and marks the outbox row sent', async () => {
    const received: { to: string; body: string }[] = [];
    const smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      onData(stream, session, callback) {
        let body = '';
        stream.on('data', (chunk: Buffer) => (body += chunk.toString()));
        stream.on('end', () => {
          received.push({ to: session.envelope.rcptTo.map((r) => r.address).join(','), body });
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
    afterAll(() => new Promise<void>((resolve) => smtp.close(() => resolve())));
    const { port } = smtp.server.address() as AddressInfo;

    const mailing = await createTestApp({ env: { SMTP_URL: `smtp://127.0.0.1:${port}` } });
    const user = await signUp(mailing.app);
    expect((await forgot(mailing.app, user.email)).statusCode).toBe(200);
    await mailing.app.services.mailer.idle();

    expect(received).toHaveLength(1);
    expect(received[0]!.to).toBe(user.email);
    expect(received[0]!.body).toContain('Subject: Reset your password');
    // Undo quoted-printable line folding and escaping to read the link as the recipient sees it.
    const decoded = received[0]!.body.replace(/=\r?\n/g, '').replaceAll('=3D', '=');
    expect(decoded).toContain(`/reset-password?token=${await mailedToken(mailing.app, user.email)}`);
    const [row] = await mailing.app.services.outbox.listForRecipient(user.email);
    expect(row).toMatchObject({ status: 'sent', attempts: 1 });
    expect(row!.sentAt).not.toBeNull();
  });

  it('keeps the mail as failed, and still answers neutrally, when the SMTP server refuses', async () => {
    const closed = new SMTPServer({ authOptional: true });
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const { port } = closed.server.address() as AddressInfo;
    await new Promise<void>((resolve) => closed.close(() => resolve()));

    const mailing = await createTestApp({ env: { SMTP_URL: `smtp://127.0.0.1:${port}` } });
    const user = await signUp(mailing.app);
    expect((await forgot(mailing.app, user.email)).json().message).toBe(NEUTRAL);
    await mailing.app.services.mailer.idle();
    const [row] = await mailing.app.services.outbox.listForRecipient(user.email);
    expect(row).toMatchObject({ status: 'failed', attempts: 1 });
    expect(row!.lastError).toMatch(/ECONNREFUSED|connect/i);
  });
});
