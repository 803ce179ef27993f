import type { PreSessionBrief } from '@coaching/contract';
import type { TFunction } from 'i18next';
import type { Formatters } from '../../i18n/format.js';

/** The brief as plain text, section by section, for the clipboard: what the page shows, in the reader's language. */
export function briefText(brief: PreSessionBrief, t: TFunction<'coach-ai-tools'>, format: Formatters): string {
  const name = `${brief.client.firstName} ${brief.client.lastName}`.trim();
  const section = (title: string, lines: string[], empty: string) => [title, ...(lines.length ? lines.map((line) => `- ${line}`) : [empty]), ''];
  return [
    t('brief.title', { name }),
    ...(brief.session ? [t('brief.forSession', { title: brief.session.title, date: format.dateTime(brief.session.scheduledDate) })] : []),
    brief.sinceLastSession ? t('brief.sinceSession', { date: format.date(brief.sinceDate) }) : t('brief.sinceDays'),
    '',
    ...section(
      t('brief.goals'),
      brief.goals.map((goal) => `${goal.title}: ${t('brief.progress', { progress: goal.progress })}`),
      t('brief.noGoals'),
    ),
    ...section(t('brief.actionItems'), brief.openActionItems.map((item) => item.item), t('brief.noActionItems')),
    ...section(t('brief.aiSummaries'), brief.aiSummaries.map((summary) => `${summary.title}: ${summary.summary}`), t('brief.noAiSummaries')),
    ...(brief.lastSessionNotes ? [t('brief.lastNotes'), brief.lastSessionNotes, ''] : []),
    ...section(t('brief.questions'), brief.suggestedQuestions, t('summary.none')),
  ]
    .join('\n')
    .trim();
}
