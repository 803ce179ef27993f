import { capitalise, stripEndPunctuation } from '../text.js';
import { sentencesOf } from '../coach/reflect.js';

/** Notes or a transcript a coach pastes in, read back as a summary: the main points, what was agreed, what to watch. */

export type NotesSummary = { points: string[]; agreed: string[]; concerns: string[] };

/** What was agreed: a commitment said outright, or a 'will' that is not a fear ('worried her manager will...'). */
const AGREED = /\b(?:agreed to|committed to|commit to|promised to|next step|action item|by (?:monday|tuesday|wednesday|thursday|friday|saturday|sunday|next week|the end))\b/i;
const WILL = /\b(?:will|'ll|is going to|are going to|plans? to)\b(?! not\b)/i;
const CONCERN = /\b(?:worr\w*|afraid|fear\w*|concern\w*|anxious|stuck|struggl\w*|difficult|hard|frustrat\w*|overwhelm\w*|avoid\w*|resist\w*|doubt\w*|stress\w*|tired|not sure)\b/i;
/** A transcript's speaker labels ('Coach:', 'Client:', 'Jordan:'), which a summary leaves out. */
const SPEAKER = /^(?:[A-Z][\w ]{0,20}|you|me):\s*/i;
const MAX_WORDS = 24;

function shortened(sentence: string): string {
  const bare = stripEndPunctuation(sentence.replace(SPEAKER, '').trim());
  const words = bare.split(/\s+/);
  return capitalise(words.length <= MAX_WORDS ? bare : `${words.slice(0, MAX_WORDS).join(' ')}…`);
}

export function summariseNotes(notes: string, perPart: number): NotesSummary {
  const sentences = sentencesOf(notes)
    .map((sentence) => sentence.trim())
    .filter((sentence) => sentence.replace(SPEAKER, '').split(/\s+/).length >= 4 && !sentence.endsWith('?'));
  const agreed = sentences.filter((sentence) => AGREED.test(sentence) || (WILL.test(sentence) && !CONCERN.test(sentence)));
  const concerns = sentences.filter((sentence) => !agreed.includes(sentence) && CONCERN.test(sentence));
  const points = sentences.filter((sentence) => !agreed.includes(sentence) && !concerns.includes(sentence));
  return {
    // Notes that are all agreements and concerns have no other main points; nothing is listed twice.
    points: (agreed.length + concerns.length > 0 ? points : sentences).slice(0, perPart).map(shortened),
    agreed: agreed.slice(0, perPart).map(shortened),
    concerns: concerns.slice(0, perPart).map(shortened),
  };
}

/** The summary as the reply's lines: a heading per part that has anything in it, and a line per point. */
export function summaryLines(summary: NotesSummary): string[] {
  const part = (heading: string, items: string[]) => (items.length > 0 ? [`${heading}:`, ...items.map((item) => `- ${item}`)] : []);
  return [...part('Main points', summary.points), ...part('Agreed next steps', summary.agreed), ...part('Worth following up', summary.concerns)];
}

/** What to look at when a coach reviews one of their sessions or conversations. */
export const REVIEW_POINTS = [
  'what the client wanted from the session, and whether they got it',
  'where the client shifted or found something new',
  'openings you left unexplored',
  'who did most of the talking, and who did most of the thinking',
  'what the client committed to, and whether it is theirs rather than yours',
];
