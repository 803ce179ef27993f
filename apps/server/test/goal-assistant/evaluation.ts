import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  type AssistGoalResult,
  type GoalAssistanceType,
  GoalAssistanceTypeSchema,
  type GoalData,
  SMART_CRITERIA,
  type SmartCriterion,
} from '@coaching/contract';
import { SERVER_ROOT } from '../../src/paths.js';
import { grammarFindings, sentences, sharedRun } from './grammar.js';

/**
 * The goal-assistant quality check: every assist over every goal of the set (see the fixtures'
 * GUIDELINES.md), judged on what a user would notice in the suggestion. The judge reads only the
 * answer and the fixture's labels, never the engine's internals, so a model is judged the same way.
 */

export type FixtureGoal = {
  id: string;
  kind: string;
  phrasing: string;
  goal: Partial<GoalData>;
  /** Stems of the words that name what the goal is about; a suggestion must reuse one of them. */
  keyWords: string[];
};

export type Part = 'dev' | 'held-out';

export function loadGoals(part: Part): FixtureGoal[] {
  const file = join(SERVER_ROOT, 'test', 'fixtures', 'goal-assistant', `${part}.json`);
  return JSON.parse(readFileSync(file, 'utf8')) as FixtureGoal[];
}

export function goalData(item: FixtureGoal): GoalData {
  return { title: '', category: '', specific: '', measurable: '', achievable: '', relevant: '', timeBound: '', ...item.goal };
}

export type Finding = { id: string; type: GoalAssistanceType; rule: string; where: string; detail: string };

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const usesWord = (text: string, stem: string) => new RegExp(`(?<![\\p{L}\\p{N}])${escape(stem)}`, 'iu').test(text);

/** A figure: digits, or a count written as a word. */
const NUMBER = /\d|\b(?:one|two|three|four|five|six|seven|eight|nine|ten|twelve|once|twice|half)\b/i;

type VagueWord = {
  word: string;
  pattern: RegExp;
  /** Whether this occurrence, in its sentence, already comes with a figure. */
  measured: (sentence: string, match: RegExpExecArray) => boolean;
  /** Hedges are Refine's to remove; Expand keeps the user's voice and fills in what is missing. */
  hedge?: boolean;
};

const COMPARATIVE_ADJECTIVE = /^(?:\p{L}+(?:ent|ant|ive|ful|ous|able|ible|ic|ed|al))$/u;
const withFigure = (sentence: string) => NUMBER.test(sentence);
const amountMeasured = (sentence: string, match: RegExpExecArray) => {
  const before = sentence.slice(0, match.index);
  const after = sentence.slice(match.index + match[0].length);
  if (/(?:\d|%|\b(?:one|two|three|no|any))\s*$/i.test(before)) return true;
  if (/^\s+than\s+(?:\$?\d|one|two|three|four|five|ten)/i.test(after)) return true;
  const next = /^\s+(\p{L}+)/u.exec(after)?.[1] ?? '';
  return COMPARATIVE_ADJECTIVE.test(next) && withFigure(sentence);
};
const never = () => false;

/** The tips' vague words ("better", "more") and their kin that the refine prompt lists. */
const VAGUE_WORDS: readonly VagueWord[] = [
  { word: 'better', pattern: /\bbetter\b/gi, measured: withFigure },
  { word: 'more', pattern: /\bmore\b/gi, measured: amountMeasured },
  { word: 'less', pattern: /\bless\b/gi, measured: amountMeasured },
  { word: 'fewer', pattern: /\bfewer\b/gi, measured: amountMeasured },
  { word: 'improve', pattern: /\bimprov\w*/gi, measured: withFigure },
  { word: 'some', pattern: /\bsome\b(?!\s+of\s+the\s+\d)/gi, measured: never },
  { word: 'a lot', pattern: /\b(?:a lot|lots)\b/gi, measured: never },
  { word: 'soon', pattern: /(?<!as\s)\bsoon\b/gi, measured: never },
  { word: 'regularly', pattern: /\bregularly\b/gi, measured: never },
  { word: 'often', pattern: /(?<!how\s)\boften\b/gi, measured: never },
  { word: 'maybe', pattern: /\b(?:maybe|perhaps)\b/gi, measured: never, hedge: true },
  { word: 'hopefully', pattern: /\bhopefully\b/gi, measured: never, hedge: true },
  { word: 'try to', pattern: /\btry(?:ing)? to\b/gi, measured: never, hedge: true },
];

function unmeasuredVagueWords(text: string, withHedges: boolean): string[] {
  const found: string[] = [];
  for (const sentence of sentences(text)) {
    for (const vague of VAGUE_WORDS) {
      if (vague.hedge && !withHedges) continue;
      for (const match of sentence.matchAll(vague.pattern)) {
        if (!vague.measured(sentence, match as RegExpExecArray)) found.push(vague.word);
      }
    }
  }
  return [...new Set(found)];
}

/** An improvement that asks the user about the word: it quotes the word and asks a question. */
function questioned(word: string, improvements: readonly string[]): boolean {
  // 'improve' is asked about as the user wrote it: 'improving', 'improvement'.
  const quoted = new RegExp(`['‘“"]${escape(word.slice(0, 6))}[^'’”"]*['’”"]`, 'i');
  return improvements.some((line) => quoted.test(line) && line.includes('?'));
}

const CONTENT_STOP = new Set(
  ('a an the and or but to of in on at for with by from into my your our me you i we it its this that is be am are was ' +
    'will want would like hope need should must can could try maybe perhaps so because as up out more less better some ' +
    'than very really just get do have make regularly often soon eventually someday hopefully lot lots').split(' '),
);
const contentWords = (text: string) =>
  (text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []).filter((word) => word.length > 2 && !CONTENT_STOP.has(word));

/** The share of a user's words a rewritten criterion kept (a word counts by its first five letters). */
function keptShare(original: string, rewritten: string): number {
  const words = [...new Set(contentWords(original))];
  if (words.length === 0) return 1;
  const kept = new Set(contentWords(rewritten).map((word) => word.slice(0, 5)));
  return words.filter((word) => kept.has(word.slice(0, 5))).length / words.length;
}

const TYPES = GoalAssistanceTypeSchema.options;

const LABEL: Record<SmartCriterion, string> = {
  specific: 'Specific',
  measurable: 'Measurable',
  achievable: 'Achievable',
  relevant: 'Relevant',
  timeBound: 'Time-bound',
};

export function judge(item: FixtureGoal, type: GoalAssistanceType, result: AssistGoalResult): Finding[] {
  const findings: Finding[] = [];
  const add = (rule: string, where: string, detail: string) => findings.push({ id: item.id, type, rule, where, detail });
  const given = goalData(item);
  const data = result.parsedData;

  for (const key of SMART_CRITERIA) {
    const text = data[key];
    if (text.trim() === '') {
      // Refine tightens what is there; only Expand must fill every criterion.
      if (type === 'expand') add('empty criterion', LABEL[key], 'left empty');
      continue;
    }
    const written = given[key].trim() !== '';
    for (const finding of grammarFindings(text)) add(finding.rule, LABEL[key], `${finding.match} | ${text}`);
    if (type === 'summarize') continue;
    if (!written && !item.keyWords.some((stem) => usesWord(text, stem))) add("misses the goal's words", LABEL[key], text);
    if (written && keptShare(given[key], text) < 0.6) add("drops the user's words", LABEL[key], `${given[key]} -> ${text}`);
    for (const word of unmeasuredVagueWords(text, type === 'refine')) {
      if (!written) add('vague word in a written suggestion', LABEL[key], `'${word}' | ${text}`);
      else if (!questioned(word, data.improvements)) add('vague word neither replaced nor questioned', LABEL[key], `'${word}' | ${text}`);
    }
  }

  const filled = SMART_CRITERIA.filter((key) => data[key].trim() !== '');
  for (const [index, first] of filled.entries()) {
    for (const second of filled.slice(index + 1)) {
      const run = sharedRun(data[first], data[second], 6);
      if (run) add('criteria copy each other', `${LABEL[first]} / ${LABEL[second]}`, run);
      const same = sentences(data[first]).find((sentence) => sentences(data[second]).includes(sentence));
      if (same) add('criteria copy each other', `${LABEL[first]} / ${LABEL[second]}`, same);
    }
  }

  if (type === 'summarize') {
    const summary = result.content;
    for (const finding of grammarFindings(summary, { summary: true })) add(finding.rule, 'summary', `${finding.match} | ${summary}`);
    if (!item.keyWords.some((stem) => usesWord(summary, stem))) add("misses the goal's words", 'summary', summary);
    for (const key of SMART_CRITERIA) {
      if (given[key].trim() !== '' && keptShare(given[key], summary) < 0.6) add("drops the user's words", 'summary', `${LABEL[key]} | ${summary}`);
    }
  }

  for (const line of data.improvements) {
    for (const finding of grammarFindings(line, { fragment: true })) add(finding.rule, 'improvements', `${finding.match} | ${line}`);
  }
  if (new Set(data.improvements).size !== data.improvements.length) add('repeated improvement', 'improvements', data.improvements.join(' / '));
  if (result.content.trim() === '') add('empty content', 'content', '');
  return findings;
}

export type Assist = (goal: GoalData, type: GoalAssistanceType) => AssistGoalResult | Promise<AssistGoalResult>;

export type Evaluation = { answers: number; findings: Finding[]; failedAnswers: number };

export async function evaluate(goals: readonly FixtureGoal[], assist: Assist): Promise<Evaluation> {
  const findings: Finding[] = [];
  let failedAnswers = 0;
  for (const item of goals) {
    for (const type of TYPES) {
      const found = judge(item, type, await assist(goalData(item), type));
      if (found.length > 0) failedAnswers += 1;
      findings.push(...found);
    }
  }
  return { answers: goals.length * TYPES.length, findings, failedAnswers };
}

/** Per rule, how many answers broke it: the figures a bench prints. */
export function findingsByRule(evaluation: Evaluation): Map<string, number> {
  const byRule = new Map<string, Set<string>>();
  for (const finding of evaluation.findings) {
    const answers = byRule.get(finding.rule) ?? new Set<string>();
    answers.add(`${finding.id}/${finding.type}`);
    byRule.set(finding.rule, answers);
  }
  return new Map([...byRule].map(([rule, answers]) => [rule, answers.size]));
}

export function qualityReport(title: string, evaluation: Evaluation): string {
  const clean = evaluation.answers - evaluation.failedAnswers;
  const lines = [`${title}: ${clean}/${evaluation.answers} answers pass every check`];
  for (const [rule, count] of findingsByRule(evaluation)) lines.push(`  ${rule}: ${count}`);
  return lines.join('\n');
}

export function listFindings(findings: readonly Finding[]): string {
  return findings.map((f) => `${f.id} [${f.type}] ${f.rule} in ${f.where}: ${f.detail}`).join('\n');
}
