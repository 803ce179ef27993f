import { describe, expect, it } from 'vitest';
import { withEntry, withoutEntry } from '../../components/chip-list.js';
import { formFieldOf, rateOf, updateMeBody, yearsOf, type ProfileFormValues } from './profile-form.js';

const values: ProfileFormValues = {
  firstName: ' Sarah ',
  lastName: 'Mitchell',
  phone: '',
  bio: '',
  timezone: 'UTC',
  languages: ['English', '  '],
  certifications: [' ICF PCC '],
  specializations: [],
  experience: '0',
  hourlyRate: '',
};

describe('profile lists', () => {
  it('add a trimmed entry, and ignore a blank one or one already there in any case', () => {
    expect(withEntry(['A'], '  B  ')).toEqual(['A', 'B']);
    expect(withEntry(['A'], '   ')).toEqual(['A']);
    expect(withEntry(['Leadership'], ' leadership ')).toEqual(['Leadership']);
    expect(withoutEntry(['A', 'B'], 'A')).toEqual(['B']);
  });
});

describe('profile numbers', () => {
  it('take whole years from 0 to the contract maximum', () => {
    expect(yearsOf('0')).toBe(0);
    expect(yearsOf(' 12 ')).toBe(12);
    for (const text of ['', '-1', '2.5', '81', 'abc']) expect(yearsOf(text), text).toBeUndefined();
  });

  it('take an optional amount with at most two decimals', () => {
    expect(rateOf('')).toBeNull();
    expect(rateOf('99.95')).toBe(99.95);
    for (const text of ['-5', '1.234', '100001', 'x']) expect(rateOf(text), text).toBeUndefined();
  });
});

describe('updateMeBody', () => {
  it('goes through the contract schema: texts trimmed, blank entries dropped, numbers as numbers', () => {
    expect(updateMeBody(values)).toEqual({
      profile: { firstName: 'Sarah', lastName: 'Mitchell', phone: '', bio: '', timezone: 'UTC', languages: ['English'] },
      coachSpecific: { certifications: ['ICF PCC'], specializations: [], experience: 0, hourlyRate: null },
    });
  });

  it("maps the server's field paths to the form's fields", () => {
    expect(formFieldOf('profile.firstName')).toBe('firstName');
    expect(formFieldOf('coachSpecific.hourlyRate')).toBe('hourlyRate');
    expect(formFieldOf('coachSpecific.availability.monday')).toBeUndefined();
  });
});
