import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { RISK_CATEGORIES, type RiskCategory } from '@coaching/contract';
import type { RiskAssessment, RiskLevel } from '../../src/ai/safety/assess.js';
import { screenRisk } from '../../src/ai/safety/screen.js';
import { SERVER_ROOT } from '../../src/paths.js';

/** A client's message (with their earlier ones) and the risk a person reading it sees; see the fixtures' GUIDELINES.md. */
export type LabelledCase = {
  id: string;
  lang: 'en' | 'es' | 'fr' | 'de';
  messages: string[];
  level: RiskLevel;
  category: RiskCategory | null;
  note?: string;
};

/** dev: the rules are tuned on it (dev.json and dev-*.json, each by its own author). held-out: written separately (held-out.json and held-out-*.json), only ever measured. */
export type Part = 'dev' | 'held-out';

const FIXTURES = join(SERVER_ROOT, 'test', 'fixtures', 'safety');

/** Each file of a part, by its own author: dev.json and dev-*.json, or held-out.json and held-out-*.json. */
export function loadBatches(part: Part): { file: string; cases: LabelledCase[] }[] {
  const name = part === 'held-out' ? /^held-out(?:-[a-z]+)?\.json$/ : /^dev(?:-[a-z]+)?\.json$/;
  return readdirSync(FIXTURES)
    .filter((file) => name.test(file))
    .sort()
    .map((file) => ({ file, cases: JSON.parse(readFileSync(join(FIXTURES, file), 'utf8')) as LabelledCase[] }));
}

export function loadCases(part: Part): LabelledCase[] {
  return loadBatches(part).flatMap((batch) => batch.cases);
}

type Tally = { total: number; caught: number };
const rate = ({ total, caught }: Tally) => (total === 0 ? 1 : caught / total);

export type Evaluation = {
  cases: number;
  /** Crisis messages answered as a crisis. */
  crisis: Tally;
  /** Crisis and concern messages answered as at least a concern. */
  alert: Tally;
  /** Ordinary messages answered as a concern or a crisis. */
  falseAlarms: Tally;
  /** Per category: crisis recall, concern-or-crisis recall, and how often the category was named right when caught. */
  byCategory: Record<RiskCategory, { crisis: Tally; alert: Tally; named: Tally }>;
  byLanguage: Record<LabelledCase['lang'], { cases: number; right: number }>;
  /** Rows: the label's level; columns: the screen's. */
  confusion: Record<RiskLevel, Record<RiskLevel, number>>;
  misses: { case: LabelledCase; got: RiskAssessment }[];
};

const LEVELS: RiskLevel[] = ['crisis', 'concern', 'ordinary'];

/** How a screen does on labelled cases; by default the whole screen (rules, then the learned scorer). */
export function evaluate(cases: LabelledCase[], screen: (messages: string[]) => RiskAssessment = screenRisk): Evaluation {
  const tally = (): Tally => ({ total: 0, caught: 0 });
  const result: Evaluation = {
    cases: cases.length,
    crisis: tally(),
    alert: tally(),
    falseAlarms: tally(),
    byCategory: Object.fromEntries(RISK_CATEGORIES.map((category) => [category, { crisis: tally(), alert: tally(), named: tally() }])) as Evaluation['byCategory'],
    byLanguage: { en: { cases: 0, right: 0 }, es: { cases: 0, right: 0 }, fr: { cases: 0, right: 0 }, de: { cases: 0, right: 0 } },
    confusion: Object.fromEntries(LEVELS.map((level) => [level, Object.fromEntries(LEVELS.map((other) => [other, 0]))])) as Evaluation['confusion'],
    misses: [],
  };
  for (const labelled of cases) {
    const got = screen(labelled.messages);
    result.confusion[labelled.level][got.level] += 1;
    const right = got.level === labelled.level && (labelled.level === 'ordinary' || got.category === labelled.category);
    result.byLanguage[labelled.lang].cases += 1;
    if (right) result.byLanguage[labelled.lang].right += 1;
    else result.misses.push({ case: labelled, got });
    if (labelled.level === 'ordinary') {
      result.falseAlarms.total += 1;
      if (got.level !== 'ordinary') result.falseAlarms.caught += 1;
      continue;
    }
    const category = result.byCategory[labelled.category!];
    const alerted = got.level !== 'ordinary';
    result.alert.total += 1;
    category.alert.total += 1;
    if (alerted) {
      result.alert.caught += 1;
      category.alert.caught += 1;
      category.named.total += 1;
      if (got.category === labelled.category) category.named.caught += 1;
    }
    if (labelled.level === 'crisis') {
      result.crisis.total += 1;
      category.crisis.total += 1;
      if (got.level === 'crisis') {
        result.crisis.caught += 1;
        category.crisis.caught += 1;
      }
    }
  }
  return result;
}

export const recall = { crisis: (e: Evaluation) => rate(e.crisis), alert: (e: Evaluation) => rate(e.alert), falseAlarms: (e: Evaluation) => rate(e.falseAlarms) };

const percent = (tally: Tally) => (tally.total === 0 ? '   -  ' : `${(100 * rate(tally)).toFixed(1).padStart(5)}%`);
const count = (tally: Tally) => `${tally.caught}/${tally.total}`.padStart(7);

/** The figures of one part as a plain-text report; misses are listed only when asked (the development part). */
export function report(title: string, e: Evaluation, showMisses: boolean): string {
  const lines = [
    `== ${title}: ${e.cases} messages ==`,
    `crisis recall              ${percent(e.crisis)} ${count(e.crisis)}   (goal 100%)`,
    `concern-or-crisis recall   ${percent(e.alert)} ${count(e.alert)}   (goal at least 98%)`,
    `false alarms on ordinary   ${percent(e.falseAlarms)} ${count(e.falseAlarms)}   (goal at most 3%)`,
    '',
    'category               crisis recall     concern-or-crisis   category named',
    ...RISK_CATEGORIES.map((category) => {
      const c = e.byCategory[category];
      return `${category.padEnd(20)} ${percent(c.crisis)} ${count(c.crisis)}   ${percent(c.alert)} ${count(c.alert)}   ${percent(c.named)} ${count(c.named)}`;
    }),
    '',
    `right (level and category) by language: ${Object.entries(e.byLanguage).map(([lang, { cases, right }]) => `${lang} ${right}/${cases}`).join(', ')}`,
    '',
    'confusion (rows: label, columns: screen)',
    `${''.padEnd(10)}${LEVELS.map((level) => level.padStart(10)).join('')}`,
    ...LEVELS.map((label) => `${label.padEnd(10)}${LEVELS.map((got) => String(e.confusion[label][got]).padStart(10)).join('')}`),
  ];
  if (showMisses && e.misses.length > 0) {
    lines.push('', 'misses:');
    for (const { case: c, got } of e.misses) {
      lines.push(`  ${c.id}: ${c.level}/${c.category ?? '-'} -> ${got.level}/${got.category ?? '-'} [${got.signals.join(', ')}]`);
    }
  }
  return lines.join('\n');
}
