import { tz } from '@date-fns/tz';
import { addDays, format } from 'date-fns';
import { escapeHtml } from '../../mail/escape-html.js';
import { whenIn } from '../sessions/sessions.mails.js';
import type { Rating, WeeklyReport } from './weekly-report.js';
import type { ReportWeek } from './weekly-report.schedule.js';

/** The weekly report mail: the week's figures as a short table, or a few encouraging lines after a quiet week. */

const TITLES_SHOWN = 5;
const TURN_OFF = 'You get this report every Monday morning. To stop it, turn off Settings › Notifications › Weekly reports.';

const plural = (count: number, one: string, many = `${one}s`) => `${count} ${count === 1 ? one : many}`;

/** "Monday 22 March to Sunday 28 March 2027" and "22 to 28 March 2027", in the week's timezone (the client's). */
function datesOf(week: ReportWeek): { long: string; short: string } {
  const zone = { in: tz(week.timezone) };
  const first = (pattern: string) => format(week.from, pattern, zone);
  const last = (pattern: string) => format(addDays(week.from, 6, zone), pattern, zone);
  const sameYear = first('yyyy') === last('yyyy');
  const sameMonth = first('yyyy-MM') === last('yyyy-MM');
  return {
    long: `${first(sameYear ? 'EEEE d MMMM' : 'EEEE d MMMM yyyy')} to ${last('EEEE d MMMM yyyy')}`,
    short: `${first(sameMonth ? 'd' : sameYear ? 'd MMMM' : 'd MMMM yyyy')} to ${last('d MMMM yyyy')}`,
  };
}

function ratingLine(rating: Rating): string {
  const average = `${rating.average} out of 10 on average`;
  if (rating.change === 'up') return `${average}, up from ${rating.before} the week before`;
  if (rating.change === 'down') return `${average}, down from ${rating.before} the week before`;
  if (rating.change === 'same') return `${average}, about the same as the week before`;
  return average;
}

/** At most five titles, and how many more there were. */
const titlesOf = (titles: string[]) => [...titles.slice(0, TITLES_SHOWN), ...(titles.length > TITLES_SHOWN ? [`and ${titles.length - TITLES_SHOWN} more`] : [])];

/** The table's rows: a label, a value, and the titles it counts. */
function rowsOf(report: WeeklyReport): { label: string; value: string; titles?: string[] }[] {
  return [
    { label: 'Goals completed', value: String(report.goalsCompleted.length), titles: titlesOf(report.goalsCompleted) },
    { label: 'Milestones reached', value: String(report.milestonesReached.length), titles: titlesOf(report.milestonesReached) },
    { label: 'Sessions completed', value: String(report.sessionsCompleted) },
    { label: 'Reflections written', value: String(report.reflections) },
    ...(report.mood ? [{ label: 'Mood', value: ratingLine(report.mood) }] : []),
    ...(report.confidence ? [{ label: 'Confidence', value: ratingLine(report.confidence) }] : []),
    { label: 'Reflection streak', value: report.reflectionStreak > 0 ? `${plural(report.reflectionStreak, 'day')} in a row` : 'none at the moment' },
    { label: 'AI coaching messages sent', value: String(report.aiMessages) },
    ...(report.messages > 0 ? [{ label: 'Messages to your coach', value: String(report.messages) }] : []),
  ];
}

export function weeklyReportMail(input: { firstName: string; week: ReportWeek; report: WeeklyReport; progressLink: string }) {
  const { report } = input;
  const dates = datesOf(input.week);
  const greeting = input.firstName ? `Hi ${input.firstName},` : 'Hi,';
  const intro = report.quiet
    ? `Last week, ${dates.long}, was a quiet one, and that is all right. A few minutes this week are enough to pick things up again: write a short reflection, tick off a milestone, or talk a goal through with your AI coach.`
    : `Here is your week, ${dates.long}.`;
  const next = report.nextSession
    ? `Your next session: ${report.nextSession.title} with ${report.nextSession.coachName}, ${whenIn(report.nextSession.start, input.week.timezone)}.`
    : undefined;
  const rows = report.quiet ? [] : rowsOf(report);
  const link = `See your progress: ${input.progressLink}`;

  const text = [
    greeting,
    '',
    intro,
    ...(rows.length ? ['', ...rows.flatMap((row) => [`${row.label}: ${row.value}`, ...(row.titles ?? []).map((title) => `  - ${title}`)])] : []),
    ...(next ? ['', next] : []),
    '',
    link,
    '',
    TURN_OFF,
  ].join('\n');
  const cell = (row: (typeof rows)[number]) =>
    `<tr><th align="left">${escapeHtml(row.label)}</th><td>${escapeHtml(row.value)}${row.titles?.length ? `<ul>${row.titles.map((title) => `<li>${escapeHtml(title)}</li>`).join('')}</ul>` : ''}</td></tr>`;
  const html = [
    `<p>${escapeHtml(greeting)}</p>`,
    `<p>${escapeHtml(intro)}</p>`,
    ...(rows.length ? [`<table>${rows.map(cell).join('')}</table>`] : []),
    ...(next ? [`<p>${escapeHtml(next)}</p>`] : []),
    `<p><a href="${escapeHtml(input.progressLink)}">See your progress</a></p>`,
    `<p>${escapeHtml(TURN_OFF)}</p>`,
  ].join('\n');
  return { subject: `Your week in coaching: ${dates.short}`, text, html };
}
