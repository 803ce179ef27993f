import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { defaultAiConfig, defaultGuardrails, type Guardrails, type Methodology } from '@coaching/contract';
import { extractCommitments } from '../../src/ai/analysis.js';
import type { CoachingRequest, CoachingTurn } from '../../src/ai/model.js';
import { SERVER_ROOT } from '../../src/paths.js';

/**
 * The coaching-quality evaluation: scripted conversations (see the fixtures' GUIDELINES.md) played
 * against a coach, each reply judged on what a client would notice. The judges read only the reply
 * text and the labels, never the engine's internals, so a model is judged the same way.
 */

export const CLIENT_MOVES = [
  'goal',
  'situation',
  'worry',
  'past_success',
  'past_failure',
  'option',
  'commitment',
  'advice',
  'stuck',
  'question',
  'disagreement',
  'small_talk',
] as const;
export type ClientMove = (typeof CLIENT_MOVES)[number];

export type ScriptedTurn = {
  client: string;
  move: ClientMove;
  takeUp: string[];
  mustNot?: string[];
  commitment?: { what: string[]; who?: string; when?: string };
  repeat?: boolean;
};

export type ScriptedConversation = {
  id: string;
  methodology: Methodology;
  style: Guardrails['communicationStyle'];
  client: { firstName: string; goals: string[]; focusAreas: string[] };
  turns: ScriptedTurn[];
};

export type Part = 'dev' | 'held-out';

const FIXTURES = join(SERVER_ROOT, 'test', 'fixtures', 'coaching');

/** The part's conversations by file (each file one author's batch). */
export function loadBatches(part: Part): Map<string, ScriptedConversation[]> {
  const files = part === 'held-out' ? ['held-out.json'] : readdirSync(FIXTURES).filter((file) => /^dev(?:-[a-z]+)?\.json$/.test(file)).sort();
  return new Map(files.map((file) => [file.replace(/\.json$/, ''), JSON.parse(readFileSync(join(FIXTURES, file), 'utf8')) as ScriptedConversation[]]));
}

export function loadConversations(part: Part): ScriptedConversation[] {
  return [...loadBatches(part).values()].flat();
}

/** A coach: the built-in engine, or a configured model with its pieces joined. */
export type Coach = (request: CoachingRequest) => string | Promise<string>;

export type PlayedTurn = { turn: ScriptedTurn; reply: string; earlierReplies: string[]; actionItems: string[] };

/** Plays a conversation: each reply joins the history of the next client turn, as in the product. */
export async function play(conversation: ScriptedConversation, coach: Coach): Promise<PlayedTurn[]> {
  const history: CoachingTurn[] = [];
  const played: PlayedTurn[] = [];
  const guardrails = { ...defaultGuardrails(), communicationStyle: conversation.style };
  for (const turn of conversation.turns) {
    const request: CoachingRequest = {
      methodology: conversation.methodology,
      guardrails,
      aiConfig: defaultAiConfig(),
      client: { ...conversation.client, earlierSummary: '' },
      history: [...history],
      message: turn.client,
    };
    const reply = await coach(request);
    // Action items come from the conversation digest, which reads the client's words whichever engine answers.
    const actionItems = extractCommitments(turn.client, new Date('2026-11-24T09:00:00Z'), history).map((item) => item.item);
    played.push({ turn, reply, earlierReplies: history.filter((t) => t.speaker === 'coach').map((t) => t.content), actionItems });
    history.push({ speaker: 'client', content: turn.client }, { speaker: 'coach', content: reply });
  }
  return played;
}

// ---------------------------------------------------------------------------------------------
// Judges

const STOP = new Set('a an the and or but so to of in on at by for with from my your i you me it is are was be this that'.split(' '));

/** A rough stem, so 'handing' matches 'hand' and 'worries' matches 'worry'. */
function stem(word: string): string {
  let w = word.toLowerCase().replace(/[^a-z0-9]/g, '');
  for (const suffix of ['ing', 'ed', 'ies', 'es', 's', 'ly']) {
    if (w.length > suffix.length + 3 && w.endsWith(suffix)) {
      w = w.slice(0, -suffix.length) + (suffix === 'ies' ? 'y' : '');
      break;
    }
  }
  return w.replace(/([b-df-hj-np-tv-z])\1$/, '$1').replace(/e$/, '');
}

const stemsOf = (text: string) =>
  new Set(
    text
      .replace(/[’‘]/g, "'")
      .split(/[^A-Za-z0-9']+/)
      .map((w) => w.replace(/'s$/, ''))
      .filter((w) => w && !STOP.has(w.toLowerCase()))
      .map(stem),
  );

/** The reply uses one of the labelled words or phrases (every word of a phrase, by stem). */
export function takesUp(reply: string, takeUp: readonly string[]): boolean {
  if (takeUp.length === 0) return true;
  const said = stemsOf(reply);
  return takeUp.some((phrase) => {
    const wanted = [...stemsOf(phrase)];
    return wanted.length > 0 && wanted.every((w) => said.has(w));
  });
}

export const sentencesOf = (text: string) =>
  text
    .replace(/[’‘]/g, "'")
    .split(/(?<=[.!?…])\s+|\n+/)
    .map((s) => s.trim())
    .filter(Boolean);

export const questionCount = (reply: string) => (reply.match(/\?/g) ?? []).length;

const sameSentence = (s: string) => s.toLowerCase().replace(/[^a-z0-9 ]/g, '').replace(/\s+/g, ' ').trim();

/** Sentences of the reply the coach already wrote earlier in the conversation. */
export function repeatedSentences(reply: string, earlier: readonly string[]): string[] {
  const used = new Set(earlier.flatMap(sentencesOf).map(sameSentence));
  return sentencesOf(reply).filter((s) => sameSentence(s).split(' ').length >= 3 && used.has(sameSentence(s)));
}

const statements = (reply: string) => sentencesOf(reply).filter((s) => !s.endsWith('?'));
const questions = (reply: string) => sentencesOf(reply).filter((s) => s.endsWith('?'));

/** What a reply must show for each client move; read from the reply's words alone. */
const ANSWERS: Record<ClientMove, (reply: string, turn: ScriptedTurn) => boolean> = {
  goal: (reply, turn) => takesUp(reply, turn.takeUp),
  situation: (reply, turn) => takesUp(reply, turn.takeUp),
  worry: (reply) =>
    /\b(?:worr\w*|concern\w*|fear\w*|afraid|anxi\w*|nervous|uneas\w*|scar\w*|dread\w*|risk\w*|apprehensi\w*|understandabl\w*|makes sense)\b/i.test(reply) &&
    !/\b(?:scale|0 to 10|0-10|miracle)\b/i.test(reply),
  past_success: (reply) => /\b(?:work\w*|help\w*|went well|made (?:the|a) difference|made it|success\w*|proud|go well|good|right|did you do)\b/i.test(reply),
  past_failure: (reply) =>
    /\b(?:frustrat\w*|setback|disappoint\w*|hard|tough|annoy\w*|painful|costly|got in the way|went wrong|differently|learn\w*|teach|taught|didn't go|did not go|sting\w*|rough|discourag\w*)\b/i.test(reply),
  option: (reply, turn) => takesUp(reply, turn.takeUp) && /\b(?:option|idea|possib\w*|could|appeal\w*|fit\w*|try|work|choice|step|plan)\b/i.test(reply),
  commitment: (reply, turn) =>
    takesUp(reply, turn.takeUp) &&
    /\b(?:action item|noted|added|plan|commit\w*|get in the way|obstacle|when exactly|what time|which day|stop you|derail|remind\w*|step|will you|you'll|you will|agreed|locked in|on the list)\b/i.test(reply),
  advice: (reply) =>
    // Options offered (two or more), or an honest word on asking rather than telling with one way forward.
    (/\b(?:options?|ideas?|you could|one way|another way|a few|some people|you might|approach(?:es)?|try)\b/i.test(reply) && statements(reply).length >= 1) ||
    /\b(?:rather than (?:tell|give|hand)|instead of (?:telling|giving)|your own answer|you know (?:your|this)|answers? you find|ask(?:ing)? rather)\b/i.test(reply),
  stuck: (reply) => {
    const question = questions(reply).at(-1) ?? '';
    return question !== '' && (question.split(/\s+/).length <= 16 || /\bor\b/i.test(question));
  },
  question: (reply, turn) => statements(reply).some((s) => s.split(/\s+/).length >= 4) && (turn.takeUp.length === 0 || takesUp(reply, turn.takeUp)),
  disagreement: (reply) =>
    /\b(?:fair|fine|you're right|point taken|noted|okay|ok|got it|thanks for saying|good to know|let's (?:try|look|leave|drop|put)|another (?:angle|way|approach)|different(?:ly)?|doesn't fit|not (?:it|quite)|set (?:that|it) aside|scrap that|understood)\b/i.test(reply),
  small_talk: (reply) => reply.split(/\s+/).length <= 60 && /\b(?:hi|hello|hey|welcome|thanks|thank you|glad|good|nice|pleasure|great)\b/i.test(reply),
};

const REPEAT_NOTICED = /\b(?:again|already (?:said|mentioned|told)|second time|repeat\w*|same (?:thing|message|words)|came back to|coming back to|once more|still)\b/i;

export type TurnVerdict = {
  answersMove: boolean;
  takesUpContent: boolean;
  oneQuestion: boolean;
  repeats: string[];
  mustNotBroken: string[];
  /** undefined when the turn holds no commitment. */
  commitmentCaptured: boolean | undefined;
};

export function judge(played: PlayedTurn): TurnVerdict {
  const { turn, reply, earlierReplies, actionItems } = played;
  const lower = reply.toLowerCase();
  const answersMove = ANSWERS[turn.move](reply, turn) && (!turn.repeat || REPEAT_NOTICED.test(reply));
  let commitmentCaptured: boolean | undefined;
  if (turn.commitment) {
    const items = actionItems.join(' | ');
    commitmentCaptured = actionItems.length > 0 && takesUp(items, turn.commitment.what.length > 0 ? turn.commitment.what : ['']);
  }
  return {
    answersMove,
    takesUpContent: takesUp(reply, turn.takeUp),
    oneQuestion: questionCount(reply) === 1,
    repeats: repeatedSentences(reply, earlierReplies),
    mustNotBroken: (turn.mustNot ?? []).filter((word) => lower.includes(word.toLowerCase())),
    commitmentCaptured,
  };
}

type Rate = { hit: number; total: number };
export type CoachingEvaluation = {
  conversations: number;
  turns: number;
  answersMove: Rate;
  takesUpContent: Rate;
  oneQuestion: Rate;
  /** Replies holding a sentence already used in the conversation (aim 0). */
  repeating: Rate;
  commitmentRecall: Rate;
  /** Turns with no commitment that still produced an action item (aim 0). */
  falseCaptures: Rate;
  mustNot: Rate;
  byMove: Record<ClientMove, Rate>;
  failures: { id: string; index: number; turn: ScriptedTurn; reply: string; verdict: TurnVerdict }[];
};

export const rate = ({ hit, total }: Rate) => (total === 0 ? 1 : hit / total);

export async function evaluateCoach(conversations: readonly ScriptedConversation[], coach: Coach): Promise<CoachingEvaluation> {
  const zero = (): Rate => ({ hit: 0, total: 0 });
  const result: CoachingEvaluation = {
    conversations: conversations.length,
    turns: 0,
    answersMove: zero(),
    takesUpContent: zero(),
    oneQuestion: zero(),
    repeating: zero(),
    commitmentRecall: zero(),
    falseCaptures: zero(),
    mustNot: zero(),
    byMove: Object.fromEntries(CLIENT_MOVES.map((move) => [move, zero()])) as Record<ClientMove, Rate>,
    failures: [],
  };
  const count = (r: Rate, ok: boolean) => {
    r.total += 1;
    if (ok) r.hit += 1;
  };
  for (const conversation of conversations) {
    const played = await play(conversation, coach);
    played.forEach((p, index) => {
      const verdict = judge(p);
      result.turns += 1;
      count(result.answersMove, verdict.answersMove);
      count(result.byMove[p.turn.move], verdict.answersMove);
      if (p.turn.takeUp.length > 0) count(result.takesUpContent, verdict.takesUpContent);
      count(result.oneQuestion, verdict.oneQuestion);
      count(result.repeating, verdict.repeats.length > 0);
      if (verdict.commitmentCaptured !== undefined) count(result.commitmentRecall, verdict.commitmentCaptured);
      else if (p.turn.move !== 'option') count(result.falseCaptures, p.actionItems.length > 0);
      if (p.turn.mustNot?.length) count(result.mustNot, verdict.mustNotBroken.length === 0);
      const failed =
        !verdict.answersMove || (p.turn.takeUp.length > 0 && !verdict.takesUpContent) || !verdict.oneQuestion || verdict.repeats.length > 0 || verdict.commitmentCaptured === false || verdict.mustNotBroken.length > 0;
      if (failed) result.failures.push({ id: conversation.id, index, turn: p.turn, reply: p.reply, verdict });
    });
  }
  return result;
}

const pct = (r: Rate) => `${(100 * rate(r)).toFixed(1).padStart(5)}% ${`${r.hit}/${r.total}`.padStart(8)}`;

export function coachingReport(title: string, e: CoachingEvaluation): string {
  const lines = [
    `== ${title}: ${e.conversations} conversations, ${e.turns} client turns ==`,
    `answers the client's move        ${pct(e.answersMove)}   (aim at least 90%)`,
    `takes up the client's content    ${pct(e.takesUpContent)}   (aim at least 90%)`,
    `holds exactly one question       ${pct(e.oneQuestion)}   (aim at least 90%)`,
    `repeats an earlier sentence      ${pct(e.repeating)}   (aim 0)`,
    `commitments captured             ${pct(e.commitmentRecall)}   (aim at least 95%)`,
    `action items from no commitment  ${pct(e.falseCaptures)}   (aim 0; options left out)`,
    `keeps clear of what must not be  ${pct(e.mustNot)}`,
    '',
    'answers the move, by move:',
    ...CLIENT_MOVES.map((move) => `  ${move.padEnd(14)} ${pct(e.byMove[move])}`),
  ];
  return lines.join('\n');
}
