import type { CoachingRequest, CoachingTurn } from '../../model.js';
import { normalise } from '../coach/words.js';

/**
 * What a coach asks their practice assistant for, read from their message: the kind of help, and the
 * client, the day, the topic and the session they name. Earlier messages fill in a client named before.
 */

export type PracticeIntent =
  | 'summarise'
  | 'draft'
  | 'prepare'
  | 'review'
  | 'exercise'
  | 'client_situation'
  | 'business'
  | 'self_care'
  | 'greeting'
  | 'thanks'
  | 'goodbye'
  | 'other';

export type SessionKind = 'first' | 'final' | 'regular';
export type DraftPurpose = 'reminder' | 'follow_up' | 'reschedule' | 'missed' | 'welcome' | 'check_in';

export type PracticeReading = {
  intent: PracticeIntent;
  /** The client the coach names ('Jordan'), in this message or an earlier one. */
  clientName: string | undefined;
  /** When, as the coach said it: 'tomorrow', 'on Friday', 'next week'. */
  when: string | undefined;
  /** What the session or message is about, in the coach's words ('delegation'). */
  topic: string | undefined;
  sessionKind: SessionKind;
  /** The session's length in minutes (60 unless the coach says otherwise). */
  minutes: number;
  draftPurpose: DraftPurpose;
  /** Notes or a transcript the coach pasted in, when the message carries some. */
  notes: string | undefined;
};

const DAYS = 'monday|tuesday|wednesday|thursday|friday|saturday|sunday';
const NOT_NAMES = new Set([
  'I', 'AI', 'OK', 'GROW', 'ICF', 'Zoom', 'Teams', 'Google', 'Slack', 'The', 'This', 'That', 'My', 'Our', 'Can', 'Could', 'Would',
  'Please', 'Help', 'Hi', 'Hello', 'Hey', 'Thanks', 'She', 'He', 'They', 'We', 'It', 'There', 'Then', 'Today', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday',
  'January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December',
]);
const NAME_AFTER = /\b(?:with|for|to|client|coachee|about|from|of|remind|email|message|text|call|tell|ask|prepare)\s+([A-Z][a-z]+(?:-[A-Z][a-z]+)?)\b/g;
const NAME_POSSESSIVE = /\b([A-Z][a-z]+)'s\s+(?:session|goals?|progress|conversation|call|meeting|action|notes|plan)/g;

/** In notes: a name that does something ('Jordan talked about...'). */
const NAME_SUBJECT = /\b([A-Z][a-z]+) (?:talked|said|says|wants|wanted|feels|felt|agreed|shared|mentioned|explained|told|described|seemed|seems|arrived|opened|started|admitted|realised|realized|decided)\b/g;

function nameIn(text: string, patterns: readonly RegExp[] = [NAME_POSSESSIVE, NAME_AFTER]): string | undefined {
  const clean = normalise(text);
  for (const pattern of patterns) {
    for (const match of clean.matchAll(pattern)) {
      if (!NOT_NAMES.has(match[1]!)) return match[1]!;
    }
  }
  return undefined;
}

const WHEN = new RegExp(`\\b(today|tonight|tomorrow|this (?:morning|afternoon|evening|week)|next week|next (?:${DAYS})|(?:on )?(?:${DAYS}))\\b`, 'i');

function whenIn(text: string): string | undefined {
  const found = WHEN.exec(text)?.[1];
  if (!found) return undefined;
  const lower = found.toLowerCase();
  const day = new RegExp(`^(?:on |next )?(${DAYS})$`).exec(lower);
  if (!day) return lower;
  const name = day[1]!.charAt(0).toUpperCase() + day[1]!.slice(1);
  return lower.startsWith('next') ? `next ${name}` : `on ${name}`;
}

const TOPIC =
  /\b(?:about|around|regarding|focus(?:ed|ing)? on|working on|to work on|on the topic of|on)\s+((?:(?:his|her|their|the|a|an|my|our)\s+)?[a-z][\w'-]*(?:\s+(?!and\b|but\b|so\b|because\b|tomorrow\b|today\b|tonight\b|next\b|this\b|on\b|at\b|by\b|with\b|for\b|before\b|after\b)[\w'-]+){0,4})/gi;
const NOT_TOPICS = new RegExp(`^(?:it|this|that|them|him|her|me|us|time|track|${DAYS}|the (?:session|call|meeting)|a (?:session|call|meeting)|my (?:session|client|practice))$`, 'i');

function topicIn(text: string): string | undefined {
  for (const match of normalise(text).matchAll(TOPIC)) {
    const topic = match[1]!.replace(/^(?:my|our)\s+/i, 'your ').trim();
    if (!NOT_TOPICS.test(topic) && !/^(?:a|an|the|your)$/i.test(topic)) return topic.replace(/[.,;:!?]+$/, '');
  }
  return undefined;
}

/** Text the coach pasted under their request: what follows a colon or a line break, when it runs to a few sentences. */
function notesIn(message: string): string | undefined {
  const split = /^(.{0,200}?)(?::\s*|\n+)([\s\S]+)$/.exec(message.trim());
  const body = split?.[2]?.trim() ?? '';
  if (body.split(/\s+/).length >= 25) return body;
  return message.split(/\s+/).length >= 70 ? message.trim() : undefined;
}

const PURPOSES: [RegExp, DraftPurpose][] = [
  [/\b(?:resched\w*|move|moving|postpone|cancel\w*|new time|another time|change the time)\b/i, 'reschedule'],
  [/\b(?:missed|no[- ]show|didn't (?:show|turn up|come)|did not (?:show|come))\b/i, 'missed'],
  [/\b(?:welcome|new client|first session|onboard\w*|introduc\w*)\b/i, 'welcome'],
  [/\b(?:remind\w*|upcoming|before (?:our|the|their) (?:next )?session)\b/i, 'reminder'],
  [/\b(?:follow[- ]?up|after (?:our|the|their) session|recap|thank\w*)\b/i, 'follow_up'],
];

const has = (pattern: RegExp, text: string) => pattern.test(text);
/** The running of the practice itself: fees, finding clients, packages, contracts, notes and time. */
export const BUSINESS = /\b(?:pric\w*|fees?|rates?|charg\w*|invoic\w*|marketing|find(?:ing)? (?:new )?clients|get(?:ting)? (?:more )?clients|referrals?|niche|packages?|programmes?|programs?|contracts?|terms and conditions|session notes|record[- ]keeping|admin|calendar|schedul\w*|my week)\b/i;

function intentOf(message: string, notes: string | undefined): PracticeIntent {
  const text = normalise(message);
  const words = text.split(/\s+/).length;
  if (notes && (has(/\b(?:summar\w*|recap|notes|transcript|key points|takeaways)\b/i, text) || !has(/\b(?:draft|write)\b/i, text))) return 'summarise';
  if (has(/\b(?:draft|write|compose|word|phrase|send|reply)\b/i, text) && has(/\b(?:message|e-?mail|note|text|reply|follow[- ]?up|reminder|invit\w*|welcome|letter|dm)\b/i, text)) return 'draft';
  if (has(/\b(?:e-?mail|message|text)\s+(?:to|for)\b/i, text)) return 'draft';
  if (has(/\b(?:remind|tell|invite|thank|welcome|nudge|chase)\s+(?:him|her|them|[A-Z][a-z]+)\b|\blet (?:him|her|them|[A-Z][a-z]+) know\b/, text)) return 'draft';
  if (has(/\b(?:summar\w*|recap)\b/i, text)) return 'summarise';
  if (has(/\b(?:prepar\w*|get ready|plan\w*|outline|agenda|structure|run|design)\b/i, text) && has(/\b(?:session|meeting|call|appointment|workshop|check-in|intake|discovery|chemistry)\b/i, text)) return 'prepare';
  if (has(/\bsession plan\b|\bprep\b/i, text)) return 'prepare';
  if (has(/\b(?:review|look back|debrief|go over|reflect on|assess|feedback on|went wrong|went well)\b/i, text) && has(/\b(?:conversation|session|chat|call|meeting|transcript)\b/i, text)) return 'review';
  if (has(/\b(?:exercise|tool|technique|activity|worksheet|framework|homework|assignment|resource|reading)s?\b|\bquestions? (?:to ask|for|i could ask)\b|\bpowerful questions?\b/i, text)) return 'exercise';
  if (has(/\b(?:clients?|coachee|he|she|they)\b.*\b(?:keeps?|won't|doesn't|don't|isn't|never|always|refuses?|struggl\w*|resist\w*|cancel\w*|stuck|avoid\w*|late|quiet|talks?|defensive|overwhelm\w*|unmotivated|doesn't do|not following)\b/i, text)) return 'client_situation';
  if (has(/\bhow (?:do|should|can|would) I (?:handle|deal with|approach|help|support|work with|respond|coach|challenge|motivate|get)\b/i, text)) return 'client_situation';
  if (has(BUSINESS, text)) return 'business';
  if (has(/^(?:hi|hello|hey|good (?:morning|afternoon|evening)|hiya)\b/i, text) && words <= 8) return 'greeting';
  if (has(/\b(?:bye|see you|talk (?:soon|later)|that's all|have a (?:good|great|nice))\b/i, text) && words <= 12) return 'goodbye';
  if (has(/\b(?:thanks|thank you|cheers|helpful|perfect|great)\b/i, text) && words <= 12) return 'thanks';
  if (has(/\bI(?:'m| am| feel| have been|'ve been)\b.*\b(?:tired|exhausted|burn(?:ed|t|ing) out|stressed|overwhelmed|drained|anxious|behind|unmotivated|stretched|too many clients)\b/i, text)) return 'self_care';
  return 'other';
}

function sessionKindOf(text: string): SessionKind {
  if (/\b(?:first|intake|discovery|chemistry|initial|new client|kick-?off|onboarding)\b/i.test(text)) return 'first';
  if (/\b(?:final|last|closing|wrap-?up|ending|end of (?:the|our) (?:engagement|programme|program))\b/i.test(text)) return 'final';
  return 'regular';
}

function minutesOf(text: string): number {
  const said = /\b(\d{2,3})[- ]?(?:min|mins|minutes?)\b/i.exec(text)?.[1];
  if (said) return Math.min(180, Math.max(20, Number(said)));
  if (/\b(?:half an hour|30 minutes)\b/i.test(text)) return 30;
  if (/\b(?:an hour and a half|90)\b/i.test(text)) return 90;
  return 60;
}

/** The assistant's last reply asked who the client is: a reply that starts with a name names them. */
const ASKED_FOR_CLIENT = /\b(?:which client|who is the session with|which of your clients|who is the new client)\b/i;
const LEADING_NAME = /^(?:it's |it is |with |for )?([A-Z][a-z]+)\b/;

/** Kinds of help a short follow-up ('Jordan, about delegation') carries on with. */
const CARRIED: readonly PracticeIntent[] = ['prepare', 'draft', 'review', 'summarise', 'exercise', 'client_situation'];

function readOne(message: string, answersWhichClient: boolean): PracticeReading {
  const notes = notesIn(message);
  const asked = notes && notes !== message.trim() ? message.slice(0, message.indexOf(notes)) : message;
  const leading = answersWhichClient ? LEADING_NAME.exec(normalise(message.trim()))?.[1] : undefined;
  return {
    intent: intentOf(asked, notes),
    clientName: nameIn(asked) ?? (leading && !NOT_NAMES.has(leading) ? leading : undefined) ?? (notes ? nameIn(notes, [NAME_POSSESSIVE, NAME_SUBJECT, NAME_AFTER]) : undefined),
    when: whenIn(asked),
    topic: topicIn(asked),
    sessionKind: sessionKindOf(asked),
    minutes: minutesOf(asked),
    draftPurpose: PURPOSES.find(([pattern]) => pattern.test(asked))?.[1] ?? 'check_in',
    notes,
  };
}

/** A message that points back at someone named before ('remind her', 'their last session'). */
const POINTS_BACK = /\b(?:he|she|him|her|his|hers|they|them|their)\b/i;
const ANOTHER_CLIENT = /\b(?:a|another|my|one|new|other) (?:client|coachee)\b/i;

/**
 * The coach's request, read with what came before: a client named earlier stays the client when the
 * message points back at them, and a short answer to the assistant's question ('Jordan, about
 * delegation') continues the earlier request.
 */
export function readPractice(request: CoachingRequest): PracticeReading {
  return readInContext(request.message, request.history).reading;
}

/** The reading of a message after `history`, and the client named last in the conversation up to it. */
function readInContext(message: string, history: readonly CoachingTurn[]): { reading: PracticeReading; lastNamed: string | undefined } {
  const lastReply = history.findLast((turn) => turn.speaker === 'coach')?.content ?? '';
  const previousAt = history.findLastIndex((turn) => turn.speaker === 'client');
  const before = previousAt >= 0 ? readInContext(history[previousAt]!.content, history.slice(0, previousAt)) : undefined;
  const previous = before?.reading;
  const reading = readOne(message, ASKED_FOR_CLIENT.test(lastReply));
  // A short answer carries on with the request before it; a new question is a new request.
  const answer = (message.trim().split(/\s+/).length <= 10 && !message.includes('?')) || (reading.clientName !== undefined && ASKED_FOR_CLIENT.test(lastReply));
  const continues = reading.intent === 'other' && answer && previous !== undefined && CARRIED.includes(previous.intent);
  const pointsBack = (continues || POINTS_BACK.test(message)) && !ANOTHER_CLIENT.test(message);
  const clientName = reading.clientName ?? (pointsBack ? before?.lastNamed : undefined);
  const lastNamed = clientName ?? before?.lastNamed;
  if (!continues) return { reading: { ...reading, clientName }, lastNamed };
  return {
    reading: {
      ...previous,
      clientName: clientName ?? previous.clientName,
      when: reading.when ?? previous.when,
      topic: reading.topic ?? previous.topic,
      minutes: reading.minutes !== 60 ? reading.minutes : previous.minutes,
      sessionKind: reading.sessionKind !== 'regular' ? reading.sessionKind : previous.sessionKind,
    },
    lastNamed,
  };
}
