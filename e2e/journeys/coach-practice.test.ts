import { randomBytes } from 'node:crypto';
import { inject, describe, expect, it } from 'vitest';
import { button, type DemoAccount, expectHidden, expectPath, expectVisible, field, signIn, text, useBrowser } from '../support/browser.js';
import { mailsTo } from '../support/mailbox.js';

const browser = useBrowser();
const stamp = randomBytes(4).toString('hex');
const PASSWORD = 'Practice1!';

/** A coach of this journey's own, made through the API, so the demo coach's figures stay as other journeys expect them. */
async function newCoach(): Promise<DemoAccount> {
  const account: DemoAccount = {
    role: 'coach',
    email: `coach-${stamp}@example.com`,
    password: PASSWORD,
    firstName: 'Dana',
    lastName: 'Brooks',
    home: '/coach',
    roleLabel: 'Professional Coach',
  };
  const api = (path: string, method: string, body: object, token?: string) =>
    fetch(`${inject('baseURL')}/api${path}`, {
      method,
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify(body),
    });
  const response = await api('/auth/register', 'POST', { email: account.email, username: `coach_${stamp}`, password: PASSWORD, profile: { firstName: 'Dana', lastName: 'Brooks' }, role: 'coach' });
  expect(response.status).toBe(201);
  // A new coach waits for verification (issue 20): they submit their certification and the demo admin approves it.
  const { token, user } = ((await response.json()) as { data: { token: string; user: { _id: string } } }).data;
  const certification = { name: 'ICF Associate Certified Coach (ACC)', issuer: 'International Coaching Federation', year: 2020 };
  expect((await api('/coach/verification', 'PUT', { certifications: [certification], experience: 5 }, token)).status).toBe(200);
  const admin = await api('/auth/login', 'POST', { email: 'admin@example.com', password: 'Admin123!' });
  const adminToken = ((await admin.json()) as { data: { token: string } }).data.token;
  expect((await api(`/users/${user._id}/verification`, 'PATCH', { decision: 'approve' }, adminToken)).status).toBe(200);
  return account;
}

const client: DemoAccount = {
  role: 'client',
  email: `invitee-${stamp}@example.com`,
  password: PASSWORD,
  firstName: 'Robin',
  lastName: 'Hale',
  home: '/client',
  roleLabel: 'Premium Member',
};

/** The three journeys of issue 18 share one coach and the client they invite, in order. */
describe.sequential("the coach's practice", () => {
  let coach: DemoAccount;

  it('the coach invites a new client by email, and the link in the mail registers a client who appears in My Clients', async () => {
    coach = await newCoach();
    const page = await browser.newPage();
    await signIn(page, coach);
    await page.goto('/coach/clients');
    await button(page, 'Add New Client').first().click();
    const dialog = page.getByRole('dialog', { name: 'Add New Client' });
    await field(dialog, 'Client Name').fill('Robin Hale');
    await field(dialog, 'Email Address').fill(client.email);
    await button(dialog, 'Send Invitation').click();
    await expectVisible(text(page, 'Invitation sent'));

    const [mail] = await mailsTo(inject('mailboxURL'), client.email, (received) => received.text.includes('/register?invitation='));
    expect(mail, 'no invitation mail arrived').toBeDefined();
    const link = /https?:\/\/\S+\/register\?invitation=[\w-]+/.exec(mail!.text)?.[0];
    expect(link).toBeDefined();

    const invitee = await browser.newPage();
    await invitee.goto(link!);
    await expectVisible(text(invitee, 'Dana Brooks invited you'));
    expect(await field(invitee, 'Email').inputValue()).toBe(client.email);
    await field(invitee, 'Username').fill(`robin_${stamp}`);
    await field(invitee, 'Password').fill(PASSWORD);
    await field(invitee, 'Confirm Password').fill(PASSWORD);
    await button(invitee, 'Next').click();
    await field(invitee, 'First Name').fill('Robin');
    await field(invitee, 'Last Name').fill('Hale');
    await button(invitee, 'Create Account').click();
    await expectPath(invitee, '/client', 20_000);

    await page.reload();
    await expectVisible(page.getByRole('heading', { name: 'Robin Hale' }).first());
  });

  it("the coach edits the client's AI configuration, and the client's next AI reply follows it", async () => {
    const coachPage = await browser.newPage();
    await signIn(coachPage, coach);
    await coachPage.goto('/coach/clients');
    await coachPage.getByRole('link', { name: 'AI Config' }).first().click();
    await expectVisible(coachPage.getByRole('heading', { name: /Robin Hale/ }).first());
    await coachPage.getByRole('combobox', { name: 'Response length' }).click();
    await coachPage.getByRole('option', { name: 'Brief', exact: true }).click();
    await coachPage.getByRole('combobox', { name: 'Coaching Style' }).click();
    await coachPage.getByRole('option', { name: 'Directive', exact: true }).click();
    await button(coachPage, 'Save').click();
    await expectVisible(text(coachPage, 'AI configuration saved'));

    const page = await browser.newPage();
    await signIn(page, client);
    await page.goto('/client/ai-coaching');
    // The client's AI coach now runs as their coach set it: brief replies.
    await expectVisible(page.getByRole('note').getByText(/brief replies/));
    await button(page, 'New Conversation').click();
    const dialog = page.getByRole('dialog');
    await field(dialog, 'Title').fill('Delegation');
    await button(dialog, 'Create').click();
    await field(page, 'Message').fill('I want to get better at delegating work to my team, because I end up doing everything myself.');
    await field(page, 'Message').press('Enter');
    const announced = page.getByRole('status').filter({ hasText: /^AI Coach: / });
    await expectVisible(announced, 20_000);
    const reply = ((await announced.textContent()) ?? '').replace(/^AI Coach: /, '');
    // Brief: at most two sentences, as the coach chose.
    expect(reply.split(/(?<=[.!?])\s+/).filter((sentence) => /\w/.test(sentence)).length, reply).toBeLessThanOrEqual(2);
  });

  it('a client turns transcripts off, and the coach then sees summaries only', async () => {
    const page = await browser.newPage();
    await signIn(page, client);
    await page.goto('/client/settings');
    const sharing = page.getByRole('switch', { name: 'Share my progress with my coach' });
    await expectVisible(sharing);
    expect(await sharing.isChecked()).toBe(true);
    await sharing.click();
    await button(page, 'Save Settings').click();
    await expectVisible(text(page, 'Settings saved successfully!'));

    const coachPage = await browser.newPage();
    await signIn(coachPage, coach);
    await coachPage.goto('/coach/clients');
    // The card's Settings button opens the client's page, which links to their AI conversations.
    await coachPage.getByRole('main').getByRole('link', { name: 'Settings' }).first().click();
    await coachPage.getByRole('link', { name: 'AI conversations' }).click();
    await coachPage.getByRole('link', { name: /Delegation/ }).or(coachPage.getByRole('button', { name: /Delegation/ })).first().click();
    await expectVisible(text(coachPage, 'Robin Hale shares summaries only; the full transcript is private.').first(), 15_000);
    await expectHidden(coachPage.getByText('I want to get better at delegating work to my team', { exact: false }));
    // Nothing was read in full, so the client's log stays empty.
    await page.reload();
    await expectVisible(text(page, 'Nobody has read your AI conversations'));
  });
});
