import { NotificationListSchema, type Goal, type Notification, type NotificationType, type User } from '@coaching/contract';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../support/app.js';
import { bearer, getMe, PASSWORD, signIn, signUp, type SignedIn } from '../support/factories.js';
import { createGoal, goalBody, goalsApi } from '../support/goals.js';
import { again, DAY, HOUR, schedule, utcAt } from '../sessions/support.js';

// The notification switches of a user's settings, as the notification centre, the session reminders and the
// goals honour them. Tests run due jobs themselves (JOBS_POLL_MS=0) at the time their clock says.
const { app, clock, database } = await createTestApp();
const services = app.services;

const updateMe = (user: SignedIn, payload: object) => app.inject({ method: 'PUT', url: '/api/auth/me', headers: bearer(user.token), payload });

async function turnOff(user: SignedIn, notifications: object): Promise<User> {
  const response = await updateMe(user, { preferences: { notifications } });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data.user as User;
}

async function notificationsOf(user: SignedIn, type?: NotificationType): Promise<Notification[]> {
  const response = await app.inject({ method: 'GET', url: '/api/notifications?limit=100', headers: bearer(user.token) });
  expect(response.statusCode, response.body).toBe(200);
  const { notifications } = NotificationListSchema.parse(response.json().data);
  return type ? notifications.filter((notification) => notification.type === type) : notifications;
}

const mailKindsTo = async (user: SignedIn) => (await services.outbox.listForRecipient(user.email)).map((mail) => mail.kind).sort();

/** A coach and a client in their care, each with a name of their own. */
async function coachAndClient(): Promise<{ coach: SignedIn; client: SignedIn }> {
  const coach = await signUp(app, { role: 'coach', profile: { firstName: 'Sarah', lastName: 'Mitchell' } });
  const client = await signUp(app, { profile: { firstName: 'Jordan', lastName: 'Taylor' } });
  await services.usersService.assignCoach(client.user._id, coach.user._id);
  return { coach, client };
}

async function messageFromCoach(coach: SignedIn, client: SignedIn, content: string): Promise<void> {
  const started = await app.inject({ method: 'POST', url: '/api/conversations', headers: bearer(coach.token), payload: { clientId: client.user._id, title: 'Between sessions' } });
  expect(started.statusCode, started.body).toBe(201);
  const conversationId = (started.json().data.conversation as { _id: string })._id;
  const sent = await app.inject({ method: 'POST', url: `/api/conversations/${conversationId}/messages`, headers: bearer(coach.token), payload: { content } });
  expect(sent.statusCode, sent.body).toBe(201);
}

/** Moves the clock to `offsetMs` from `iso`, signs the users in again (tokens last minutes) and runs what is due. */
async function runRemindersAt(iso: string, offsetMs: number, ...users: SignedIn[]): Promise<void> {
  clock.advance(new Date(iso).getTime() + offsetMs - clock().getTime());
  await again(app, ...users);
  await services.jobs.runDue();
}

async function tickFirstMilestone(who: SignedIn, goal: Goal, completed = true): Promise<void> {
  const response = await goalsApi(app, who.token).toggle(goal._id, goal.milestones[0]!._id, { completed });
  expect(response.statusCode, response.body).toBe(200);
}

describe('notification preferences', () => {
  it('start with the spec defaults; an account saved before session reminders and goal updates existed reads them as on', async () => {
    const user = await signUp(app);
    expect(user.user.preferences.notifications).toEqual({ email: true, sms: false, push: true, sessionReminders: true, goalUpdates: true });
    expect(user.user.profile.communicationPreferences).toMatchObject({ weeklyReports: true });

    // What an older version stored: no session reminders or goal updates in the JSON.
    const older = { notifications: { email: false, sms: false, push: true }, language: 'fr', theme: 'dark' };
    await database.db.execute(sql`update users set preferences = ${JSON.stringify(older)}::jsonb where id = ${user.user._id}`);
    const later = await signIn(app, user.email, PASSWORD);
    const me = (await getMe(app, later.token)).json().data.user as User;
    expect(me.preferences).toEqual({
      notifications: { email: false, sms: false, push: true, sessionReminders: true, goalUpdates: true },
      language: 'fr',
      theme: 'dark',
    });

    const saved = await turnOff(later, { sessionReminders: false });
    expect(saved.preferences.notifications).toEqual({ email: false, sms: false, push: true, sessionReminders: false, goalUpdates: true });
    const unknown = await updateMe(later, { preferences: { notifications: { weeklyDigest: false } } });
    expect(unknown.statusCode).toBe(400);
  });

  it('with email off, a client hears of messages, sessions and reminders in the app but gets no mail', async () => {
    const { coach, client } = await coachAndClient();
    await turnOff(client, { email: false });

    await messageFromCoach(coach, client, 'How did the presentation go?');
    const session = await schedule(app, coach, client, utcAt(clock(), 3, '10:00'));
    await runRemindersAt(session.scheduledDate, -DAY, coach, client);

    expect((await notificationsOf(client)).map((notification) => notification.type).sort()).toEqual(['conversation.message', 'session.confirmed', 'session.reminder']);
    expect(await mailKindsTo(client)).toEqual([]);
    // The coach, with email on, got the mails the client did not: their session's invitation and reminder.
    expect(await mailKindsTo(coach)).toEqual(['session_reminder', 'session_scheduled']);
  });

  it('turning email off in the profile’s communication preferences stops the mail too', async () => {
    const { coach, client } = await coachAndClient();
    const response = await updateMe(client, { profile: { communicationPreferences: { emailNotifications: false } } });
    expect(response.statusCode, response.body).toBe(200);
    await messageFromCoach(coach, client, 'Quick question about Thursday');
    expect(await notificationsOf(client, 'conversation.message')).toHaveLength(1);
    expect(await mailKindsTo(client)).toEqual([]);
  });

  it('with session reminders off, no reminder arrives, in the app or by mail, while the other session news still does', async () => {
    const { coach, client } = await coachAndClient();
    await turnOff(client, { sessionReminders: false });
    const session = await schedule(app, coach, client, utcAt(clock(), 3, '10:00'));

    await runRemindersAt(session.scheduledDate, -DAY, coach, client);
    await runRemindersAt(session.scheduledDate, -HOUR, coach, client);

    expect(await notificationsOf(client, 'session.reminder')).toEqual([]);
    expect(await mailKindsTo(client)).toEqual(['session_scheduled']);
    expect(await notificationsOf(client, 'session.confirmed')).toHaveLength(1);
    // The coach keeps theirs: 24 h and 1 h before.
    expect(await notificationsOf(coach, 'session.reminder')).toHaveLength(2);
    expect(await mailKindsTo(coach)).toEqual(['session_reminder', 'session_reminder', 'session_scheduled']);
  });

  it("tells a client of their coach's change to their goal, and nothing once they turn goal updates off", async () => {
    const { coach, client } = await coachAndClient();
    const goal = await createGoal(app, client.token, { title: 'Speak up in leadership meetings' });

    await tickFirstMilestone(coach, goal);
    const [update] = await notificationsOf(client, 'goal.updated');
    expect(update).toMatchObject({
      type: 'goal.updated',
      link: '/client/goals',
      read: false,
      data: { goalId: goal._id, goalTitle: 'Speak up in leadership meetings', personName: 'Sarah Mitchell' },
    });
    // Their own ticks are no news to them.
    await tickFirstMilestone(client, goal, false);
    expect(await notificationsOf(client, 'goal.updated')).toHaveLength(1);

    await turnOff(client, { goalUpdates: false });
    await tickFirstMilestone(coach, goal);
    await tickFirstMilestone(coach, goal, false);
    expect(await notificationsOf(client, 'goal.updated')).toHaveLength(1);
    expect(await mailKindsTo(client)).toEqual([]);
  });

  it('tells a coach when their client completes a goal, unless the coach turned goal updates off', async () => {
    const { coach, client } = await coachAndClient();
    const first = await createGoal(app, client.token, { title: 'Run a 10k' });
    const completed = await goalsApi(app, client.token).update(first._id, goalBody({ title: 'Run a 10k', status: 'completed' }));
    expect(completed.statusCode, completed.body).toBe(200);
    // Saving it again completed is not a second completion.
    await goalsApi(app, client.token).update(first._id, goalBody({ title: 'Run a 10k', status: 'completed' }));
    const notices = await notificationsOf(coach, 'goal.completed');
    expect(notices).toHaveLength(1);
    expect(notices[0]).toMatchObject({ link: `/coach/clients/${client.user._id}/edit`, data: { goalId: first._id, goalTitle: 'Run a 10k', personName: 'Jordan Taylor' } });

    await turnOff(coach, { goalUpdates: false });
    const second = await createGoal(app, client.token, { title: 'Read twelve books' });
    await goalsApi(app, client.token).update(second._id, goalBody({ title: 'Read twelve books', status: 'completed' }));
    expect(await notificationsOf(coach, 'goal.completed')).toHaveLength(1);
  });
});
