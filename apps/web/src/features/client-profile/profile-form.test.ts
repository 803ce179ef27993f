import { describe, expect, it } from 'vitest';
import { makeClient } from './client-profile-test-utils.js';
import { formFieldOf, profileFormValues, updateMeBody, type ClientProfileFormValues } from './profile-form.js';

const values: ClientProfileFormValues = {
  firstName: ' Jordan ',
  lastName: 'Taylor',
  phone: ' ',
  bio: '',
  timezone: 'UTC',
  goals: [' Delegate more ', '  '],
  currentChallenges: [],
  preferredCoachingStyle: 'directive',
};

describe('the client profile form', () => {
  it('starts from the saved user, lists copied', () => {
    const user = makeClient();
    const form = profileFormValues(user);
    expect(form).toMatchObject({ firstName: 'Jordan', goals: ['Delegate more'], currentChallenges: ['Saying no'], preferredCoachingStyle: 'solution-focused' });
    expect(form.goals).not.toBe(user.clientSpecific?.goals);
  });

  it('becomes the body through the contract schema: texts trimmed, blank entries dropped', () => {
    expect(updateMeBody(values)).toEqual({
      profile: { firstName: 'Jordan', lastName: 'Taylor', phone: '', bio: '', timezone: 'UTC' },
      clientSpecific: { goals: ['Delegate more'], currentChallenges: [], preferredCoachingStyle: 'directive' },
    });
  });

  it('sends no preference as empty, and leaves out a style saved as free text', () => {
    expect(updateMeBody({ ...values, preferredCoachingStyle: '' }).clientSpecific).toHaveProperty('preferredCoachingStyle', '');
    expect(updateMeBody({ ...values, preferredCoachingStyle: 'Gentle, please' }).clientSpecific).not.toHaveProperty('preferredCoachingStyle');
  });

  it("maps the server's field paths to the form's fields", () => {
    expect(formFieldOf('profile.firstName')).toBe('firstName');
    expect(formFieldOf('clientSpecific.goals.3')).toBe('goals');
    expect(formFieldOf('clientSpecific.preferredCoachingStyle')).toBe('preferredCoachingStyle');
    expect(formFieldOf('clientSpecific.achievedGoals')).toBeUndefined();
    expect(formFieldOf('privacy')).toBeUndefined();
  });
});
