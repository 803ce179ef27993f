import { describe, expect, it } from 'vitest';
import type { WeeklyReport } from './weekly-report.js';
import { weeklyReportMail } from './weekly-report.mails.js';
import { weekStarting } from './weekly-report.schedule.js';

const report: WeeklyReport = {
  goalsCompleted: [],
  milestonesReached: ['One', 'Two', 'Three', 'Four', 'Five', 'Six', 'Seven'],
  sessionsCompleted: 0,
  reflections: 1,
  mood: { average: 4.5, before: 6.2, change: 'down' },
  confidence: { average: 7, before: null, change: null },
  reflectionStreak: 1,
  aiMessages: 0,
  messages: 2,
  nextSession: null,
  quiet: false,
};
const mail = (week: string, changes: Partial<WeeklyReport> = {}) =>
  weeklyReportMail({ firstName: '', week: weekStarting(week, 'Europe/Madrid'), report: { ...report, ...changes }, progressLink: 'https://app.test/client/progress' });

describe('the weekly report mail', () => {
  it('names at most five titles, says how many more, and words a fall and a first week of ratings', () => {
    const lines = mail('2027-03-22').text.split('\n');
    expect(lines[0]).toBe('Hi,');
    expect(lines).toEqual(expect.arrayContaining(['Milestones reached: 7', '  - Five', '  - and 2 more', 'Mood: 4.5 out of 10 on average, down from 6.2 the week before', 'Confidence: 7 out of 10 on average', 'Reflection streak: 1 day in a row', 'Messages to your coach: 2']));
    expect(lines).not.toContain('  - Six');
  });

  it('dates a week across months and years in the subject', () => {
    expect(mail('2027-03-22').subject).toBe('Your week in coaching: 22 to 28 March 2027');
    expect(mail('2027-03-29').subject).toBe('Your week in coaching: 29 March to 4 April 2027');
    expect(mail('2026-12-28').subject).toBe('Your week in coaching: 28 December 2026 to 3 January 2027');
  });
});
