import { COACH_SETTINGS_MESSAGES, defaultCoachSettings, defaultPrivacy, UserSchema } from '@coaching/contract';
import { describe, expect, it } from 'vitest';
import { users } from '../../src/db/schema/users.js';
import { eq } from 'drizzle-orm';
import { createTestApp } from '../support/app.js';
import { bearer, getMe, signUp } from '../support/factories.js';
import { signUpAdmin } from '../support/goals.js';

const { app } = await createTestApp();

const putMe = (token: string, payload: object) => app.inject({ method: 'PUT', url: '/api/auth/me', headers: bearer(token), payload });

describe('coach settings on the signed-in user (GET and PUT /api/auth/me)', () => {
  it('gives a new coach the default settings and a new client the default privacy, and neither the other', async () => {
    const coach = await signUp(app, { role: 'coach' });
    const client = await signUp(app);
    const coachUser = UserSchema.parse((await getMe(app, coach.token)).json().data.user);
    const clientUser = UserSchema.parse((await getMe(app, client.token)).json().data.user);
    expect(coachUser.coachSettings).toEqual(defaultCoachSettings());
    expect(coachUser.coachSettings?.privacy.profileVisibility).toBe('clients_only');
    expect(coachUser.privacy).toBeUndefined();
    expect(clientUser.privacy).toEqual(defaultPrivacy());
    expect(clientUser.coachSettings).toBeUndefined();
  });

  it('saves what a coach changes and keeps every other setting, in the reply and on the next read', async () => {
    const coach = await signUp(app, { role: 'coach' });
    const first = await putMe(coach.token, { coachSettings: { privacy: { profileVisibility: 'public', showRating: false } } });
    expect(first.statusCode, first.body).toBe(200);
    const second = await putMe(coach.token, { coachSettings: { aiAssistance: { enableAISuggestions: false } } });
    expect(second.statusCode, second.body).toBe(200);
    const expected = {
      ...defaultCoachSettings(),
      privacy: { ...defaultCoachSettings().privacy, profileVisibility: 'public', showRating: false },
      aiAssistance: { ...defaultCoachSettings().aiAssistance, enableAISuggestions: false },
    };
    expect(second.json().data.user.coachSettings).toEqual(expected);
    expect((await getMe(app, coach.token)).json().data.user.coachSettings).toEqual(expected);
    expect(await app.services.usersService.coachSettingsOf(coach.user._id)).toEqual(expected);
  });

  it('fills settings saved by an older version from the defaults and drops fields it no longer knows', async () => {
    const coach = await signUp(app, { role: 'coach' });
    await app.services.db
      .update(users)
      .set({ coachSettings: { privacy: { allowDirectMessages: false }, calendar: { syncGoogleCalendar: true } } as never })
      .where(eq(users.id, coach.user._id));
    const settings = await app.services.usersService.coachSettingsOf(coach.user._id);
    expect(settings).toEqual({ ...defaultCoachSettings(), privacy: { ...defaultCoachSettings().privacy, allowDirectMessages: false } });
  });

  it('saves a client’s privacy choices', async () => {
    const client = await signUp(app);
    const response = await putMe(client.token, { privacy: { shareProgressWithCoach: false } });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data.user.privacy).toEqual({ ...defaultPrivacy(), shareProgressWithCoach: false });
    expect(await app.services.usersService.privacyOf(client.user._id)).toEqual({ ...defaultPrivacy(), shareProgressWithCoach: false });
  });

  it('answers 400 with a clear message when a client or an admin sends coach settings, or a coach or an admin sends privacy', async () => {
    const client = await signUp(app);
    const coach = await signUp(app, { role: 'coach' });
    const admin = await signUpAdmin(app);
    for (const who of [client, admin]) {
      const response = await putMe(who.token, { coachSettings: { privacy: { showRating: false } } });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ success: false, error: { message: COACH_SETTINGS_MESSAGES.coachSettingsForCoachesOnly } });
    }
    for (const who of [coach, admin]) {
      const response = await putMe(who.token, { privacy: { allowDataAnalytics: false } });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ success: false, error: { message: COACH_SETTINGS_MESSAGES.privacyForClientsOnly } });
    }
    expect((await getMe(app, client.token)).json().data.user.privacy).toEqual(defaultPrivacy());
  });

  it('refuses a visibility it does not know and a field that is not a setting', async () => {
    const coach = await signUp(app, { role: 'coach' });
    expect((await putMe(coach.token, { coachSettings: { privacy: { profileVisibility: 'everyone' } } })).statusCode).toBe(400);
    expect((await putMe(coach.token, { coachSettings: { calendar: { syncGoogleCalendar: true } } })).statusCode).toBe(400);
    expect((await getMe(app, coach.token)).json().data.user.coachSettings).toEqual(defaultCoachSettings());
  });

  it('answers 404 from the accessors for someone of the wrong role', async () => {
    const client = await signUp(app);
    const coach = await signUp(app, { role: 'coach' });
    await expect(app.services.usersService.coachSettingsOf(client.user._id)).rejects.toMatchObject({ statusCode: 404 });
    await expect(app.services.usersService.privacyOf(coach.user._id)).rejects.toMatchObject({ statusCode: 404 });
  });
});
