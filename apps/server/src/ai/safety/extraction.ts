/**
 * An attempt to pull the AI's system prompt or other people's data out of it gets a fixed reply that
 * gives nothing away; no one is alerted.
 *
 * Extraction is a request aimed at the AI itself, so the screen looks for one: an imperative at the
 * start of a sentence ('List all the users'), a verb addressed to it ('show me', 'can you tell'), or a
 * question about its setup, and not in reported speech ('my boss said: ignore ...'). The same words in a sentence about the client's own work ('I need to list
 * the clients I will call', 'my boss told me to ignore the guidelines', 'I lost another client') are
 * not requests to the AI and are coached as usual.
 */
const ASKED = String.raw`(?:^|[.!?;:]\s*|,\s+|\b(?:please|now|can\s+you|could\s+you|would\s+you|will\s+you|you\s+(?:must|should|will|can|need\s+to|have\s+to)|I\s+(?:want|need)\s+you\s+to|I'?d\s+like\s+you\s+to)\s+)(?<!\b(?:told|tell|tells|said|say|says|asked|asks|wrote|writes)\b[^.!?]{0,30})`;
const REVEAL = String.raw`(?:show|tell|give|read|list|send|reveal|print|dump|display|share|leak|output|repeat|export|paste|write\s+out)`;
/** A reveal verb the AI is asked to perform: addressed to it, or addressed to 'me'. */
const ASK = String.raw`(?:${ASKED}${REVEAL}|\b${REVEAL}\s+(?:me|us))\b`;
/** The same, with a few words before what it is asked for ('tell me everything about ...'). */
const REQUEST = String.raw`${ASK}(?:\s+[^\s.!?]+){0,4}?`;
const SETUP_WORDS = String.raw`(?:prompts?|instructions|rules|guidelines|configuration|config|settings|programming|directives|system\s+message)`;
const SETUP_QUALIFIER = String.raw`(?:own|full|exact|entire|whole|complete|hidden|initial|original|secret|system|internal|real|underlying|first)`;
/** The AI's own setup: 'your instructions', 'the system prompt', 'the hidden rules'. */
const ITS_SETUP = String.raw`(?:your\s+(?:${SETUP_QUALIFIER}\s+)*${SETUP_WORDS}|the\s+(?:(?:full|exact|entire|whole|complete)\s+)?(?:system\s+(?:prompt|instructions)|(?:hidden|initial|original|secret|internal|underlying)\s+(?:prompts?|instructions|rules|configuration)))`;
const OTHERS = String.raw`(?:other|another|previous|different|past)\s+(?:clients?|users?|coachees?|members?|customers?)`;
const THEIR_DATA = String.raw`(?:data|conversations?|messages?|chats?|goals?|sessions?|notes|history|details|information|info|accounts?|emails?|names?|profiles?|problems|answers|responses|secrets)`;
/** Other people's data as the AI would hold it. */
const OTHERS_DATA = String.raw`(?:(?:about|of)\s+(?:(?:the|your|all)\s+)*${OTHERS}|${OTHERS}'?s?\s+${THEIR_DATA}|your\s+${OTHERS}|(?:someone|somebody|anyone|everyone)\s+else'?s\s+${THEIR_DATA})`;
/** 'List all the users': the platform's users as a whole, asked for directly. */
const EVERYONE = String.raw`(?:all\s+)?(?:(?:the|your)\s+)?(?:users|clients|accounts|members|coachees)(?=\s*(?:$|[.!?,;:])|\s+(?:on|of)\s+(?:this|the|your)\s+(?:platform|app|site|service|system|database)\b|\s+(?:you\s+(?:have|know|coach|talk\s+to|work\s+with|see)|and\s+their|here|registered|signed\s+up)\b)`;

const EXTRACTION = new RegExp(
  [
    // 'Ignore your instructions', or an imperative 'ignore all previous instructions'; not 'told me to ignore the guidelines'.
    String.raw`\b(?:ignore|disregard|forget|override|bypass)\s+(?:all\s+(?:of\s+)?)?your\s+(?:\w+\s+)?(?:instructions|prompts?|rules|guidelines|directions|programming|restrictions)\b`,
    String.raw`${ASKED}(?:ignore|disregard|forget|override|bypass)\s+(?:(?:all|any|the|of)\s+)*(?:previous|prior|above|earlier|preceding|original|initial|system)\s+(?:instructions|prompts?|rules|guidelines|directions|messages?)\b(?!\s+of\s+thumb)`,
    String.raw`\byour\s+(?:system\s+(?:prompt|message|instructions)|(?:hidden|secret|initial|original|internal)\s+(?:prompt|instructions|rules))\b`,
    String.raw`${REQUEST}\s+${ITS_SETUP}\b`,
    String.raw`\bwhat(?:\s+(?:is|are|was|were)|'s|'re)\s+${ITS_SETUP}\b`,
    String.raw`\b(?:repeat|print)\s+(?:everything|all)\s+(?:above|before)\b`,
    String.raw`\b(?:developer|god|jailbreak|dan)\s+mode\b|\bjailbreak\b`,
    String.raw`${REQUEST}\s+${OTHERS_DATA}`,
    String.raw`${ASK}\s+${EVERYONE}`,
    String.raw`\bwhat\s+(?:did|do|does|have|has|would)\s+(?:your\s+|the\s+)?${OTHERS}\s+(?:say|said|tell|told|write|wrote|share|shared|talk(?:ed)?|ask(?:ed)?|discuss(?:ed)?|mention(?:ed)?|type|typed|confide|confided)\b`,
    String.raw`(?:${REQUEST}|\bwhat(?:\s+(?:is|are)|'s)(?:\s+\S+){0,3}?)\s+(?:api\s+keys?|admin\s+password|database\s+(?:dump|contents|password|credentials))\b`,
  ].join('|'),
  'i',
);

export const EXTRACTION_REPLY =
  "I can't share how I'm set up, and I never share anything about other people: every conversation here stays private, yours included. " +
  "Let's keep the focus on you. What would you like to work on today?";

function normalise(message: string): string {
  return message.replace(/[’‘`]/g, "'").replace(/\s+/g, ' ');
}

export function isExtractionAttempt(message: string): boolean {
  return EXTRACTION.test(normalise(message));
}
