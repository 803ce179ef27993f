/**
 * The safety screen that runs before any model sees a client's message: a risk to someone's
 * safety gets a fixed, caring reply with crisis resources instead of coaching, and an attempt to
 * pull out the system prompt or other people's data gets nothing of either. Everyday figures of
 * speech ('this deadline is killing me', 'I could kill for a coffee') are not crises.
 */
export type SafetyConcern = 'suicide' | 'self_harm' | 'harm_to_others' | 'abuse' | 'medical_emergency';

export type SafetyScreen =
  /** An ordinary message: coach it. */
  | { kind: 'ok' }
  /**
   * A risk to someone's safety: answer with crisisReply (fixed, caring, crisis resources), flag it,
   * raise an alert. The reply depends on whether a coach gets the alert, which the screen cannot know.
   */
  | { kind: 'crisis'; concern: SafetyConcern }
  /** An attempt to pull out the system prompt or other people's data: answer with `reply`, give away nothing. */
  | { kind: 'extraction'; reply: string };

const SELF = String.raw`(?:my\s*self|my\s+(?:own\s+)?life)`;
const PERSON = String.raw`(?:boss|manager|husband|wife|partner|boyfriend|girlfriend|ex|dad|father|mom|mum|mother|brother|sister|son|daughter|kids?|children|baby|colleague|co-?worker|neighbou?r|teacher|friend|family|guy|man|woman|landlord)`;
const PEOPLE = String.raw`(?:him|her|them|someone|somebody|people|everyone|everybody|(?:my|the|that|this|our)\s+${PERSON})`;
const ABUSER = String.raw`(?:he|she|they|my\s+(?:husband|wife|partner|boyfriend|girlfriend|spouse|dad|father|mum|mom|mother|step\w*|parents?|brother|sister|boss|ex|uncle|aunt))`;

/** Words that put a plan or a wish in the speaker's mouth: 'I'm going to ...', 'thinking of ...'. */
const INTENT = String.raw`(?:want|wanna|going|gonna|plan(?:ning)?|about|ready|decided|will|'ll|might|thinking\s+(?:of|about)|thought\s+(?:of|about)|think\s+(?:of|about)|feel\s+like|considering|contemplating)`;
/** What follows 'ending things' when it is a relationship, a job or a meeting that ends, not a life. */
const ENDING_SOMETHING_ELSE = String.raw`(?!\s+(?:with|between|on|off|at|for|here|there|early|properly|amicably|gracefully|professionally|cleanly|nicely|well)\b)`;
const PILLS = String.raw`(?:\w+\s+)?(?:pills|tablets|meds|medications?|painkillers)`;

/** Checked in this order: the first concern that matches names the risk. */
const CONCERNS: readonly [SafetyConcern, RegExp][] = [
  [
    'suicide',
    new RegExp(
      [
        String.raw`\b(?:kill|end|ending|take|taking)\s+${SELF}`,
        // 'killing myself with these hours' is how people talk about overwork.
        String.raw`\bkilling\s+${SELF}(?!\s+(?:with|at|over|trying|working|for))`,
        String.raw`\b(?<!(?:career|political|social|professional|commercial)\s)suicid`,
        String.raw`\bend(?:ing)?\s+it\s+all\b`,
        // 'ending things' with nothing after it is how people speak of suicide; 'ending things with my
        // old job' (or 'between us', 'on a good note') is a relationship or a job that ends.
        String.raw`\b${INTENT}\s+(?:to\s+)?(?:just\s+)?end(?:ing)?\s+(?:things|everything)\b${ENDING_SOMETHING_ELSE}`,
        String.raw`\b(?:I'?m|I\s+am)\s+(?:just\s+)?ending\s+(?:things|everything)\b${ENDING_SOMETHING_ELSE}`,
        String.raw`\bwant\s+(?:it\s+all|my\s+life)\s+to\s+(?:end|be\s+over|stop)\b`,
        String.raw`\b(?:no|nothing\s+to|no\s+more)\s+(?:reason|point)\s+(?:to|in)\s+(?:live|living|go(?:ing)?\s+on|keep(?:ing)?\s+going)\b`,
        String.raw`\bnothing\s+(?:left\s+)?to\s+live\s+for\b`,
        String.raw`\b(?:life\s+(?:is\s*n[o']?t|is\s+not|isn't)\s+worth\s+living|not\s+worth\s+living)\b`,
        String.raw`\b(?:better\s+off\s+dead|(?:be|been|are|is)\s+better\s+off\s+without\s+me)\b`,
        // 'Everyone would be better off if I wasn't here', not 'if I wasn't in this team'.
        String.raw`\bbetter\s+off\s+if\s+I\s+(?:(?:was|were|am)\s*n[o']?t|(?:was|were|am)\s+not|(?:was|were)\s+no\s+longer)\s+(?:here|around|alive)\b`,
        String.raw`\bbetter\s+off\s+if\s+I\s+(?:(?:was|were)\s+(?:dead|gone)|died|disappeared|(?:never\s+existed|didn'?t\s+exist)|(?:was|were|had)\s+never\s+(?:been\s+)?born)\b`,
        String.raw`\b(?:rather|might\s+as\s+well)\s+be\s+dead\b(?!\s+(?:tired|broke|serious|last|wrong|honest|on\s+time))`,
        String.raw`\b(?:want|wanna|ready|wish)\s+(?:to\s+)?die\b(?!\s+(?:laughing|of\s+(?:embarrassment|boredom|shame)))`,
        String.raw`\bwish\s+I\s+(?:was|were)\s+(?:dead|never\s+born)\b`,
        String.raw`\bwish\s+I\s+(?:could\s+)?(?:just\s+)?(?:didn'?t\s+exist|not\s+exist|stop\s+existing)\b`,
        String.raw`\b(?:don'?t|do\s+not|no\s+longer)\s+want\s+to\s+(?:be\s+here|live|exist|be\s+alive|wake\s+up)\b`,
        // 'never wake up' as a wish, not 'my son would never wake up on time'.
        String.raw`\b(?:and|to|just|I\s+could|I\s+would|I'?d)\s+(?:never|not)\s+wake\s+up\b(?!\s+(?:on\s+time|in\s+time|early|before|at|for|from|when|until|without|to|with)\b)`,
        String.raw`\b(?:hope|wish|pray)\s+I\s+(?:don'?t|do\s+not|didn'?t|won'?t|wouldn'?t|never)\s+wake\s+up\b`,
        String.raw`\b(?:want|wanna|wish\s+I\s+could|going)\s+(?:to\s+)?disappear\s+(?:forever|for\s+good|permanently)\b`,
        String.raw`\bcan'?t\s+go\s+on\s+(?:living|anymore|any\s+more)\b`,
        // Off a height or in front of a vehicle: 'jump off the train at the next stop' is getting off.
        String.raw`\b${INTENT}\s+(?:to\s+)?(?:jump(?:ing)?|throw(?:ing)?\s+myself)\s+(?:off|from)\s+(?:a|an|the|this|that|my)\s+(?:\w+\s+)?(?:bridge|building|roof|rooftop|cliff|balcony|ledge|tower|window|overpass|car\s+park)\b`,
        String.raw`\b${INTENT}\s+(?:to\s+)?(?:jump(?:ing)?|throw(?:ing)?\s+myself|step(?:ping)?|walk(?:ing)?|lie\s+down|lying\s+down)\s+(?:in\s+front\s+of|under)\s+(?:a|an|the|this|that)\s+(?:\w+\s+)?(?:train|car|bus|truck|lorry|subway|tram)\b`,
        // Intent to overdose is suicide; having taken too many pills is the medical emergency below.
        String.raw`\b${INTENT}\s+(?:to\s+)?(?:overdos(?:e|ing)|(?:take|taking|swallow(?:ing)?)\s+(?:all\s+(?:of\s+)?(?:my|the|these|those)|a\s+(?:bottle|handful|bunch)\s+of|too\s+many|every\s+one\s+of\s+(?:my|the))\s+${PILLS})\b`,
        String.raw`\b(?:stockpil(?:e|ed|ing)|sav(?:e|ed|ing)\s+up|hoard(?:ed|ing)?)\s+(?:my\s+)?${PILLS}\b`,
      ].join('|'),
      'i',
    ),
  ],
  [
    'self_harm',
    new RegExp(
      [
        String.raw`\b(?:cut|cutting|burn|burning|hurt|hurting|harm|harming|injure|injuring|punish|punishing|starve|starving)\s+my\s*self\b(?!\s+(?:some\s+)?slack|\s+off\b|\s+(?:at|in|during|while|playing|running|lifting|skiing|on)\b)`,
        String.raw`\bself[-\s]?harm|\bself[-\s]?injur`,
        String.raw`\b(?:cut|cutting|slit|slitting|slash|slashing)\s+(?:my|both\s+my)\s+(?:wrists?|arms?|thighs?|legs?|skin)\b`,
        // 'I've been cutting again' / 'started cutting', not 'cutting costs', 'cutting corners' or 'cutting back'.
        String.raw`\b(?:been|started|start|starting|began|begun|keep|kept|can'?t\s+stop|relapsed\s+(?:and|into)|I'?m|I\s+am|I\s+was)\s+cutting\b(?=\s*(?:$|[.!?,;]|\b(?:and|but|when|whenever|because|to\s+cope|since|again|every)\b))`,
        String.raw`\bI\s+(?:have\s+|'ve\s+)?cut\s+again\b`,
      ].join('|'),
      'i',
    ),
  ],
  [
    'harm_to_others',
    new RegExp(
      String.raw`\b(?:want|wanna|going|gonna|plan(?:ning)?|about|ready|will|'ll)\s+(?:to\s+)?(?:hurt|kill|harm|attack|stab|shoot|strangle|poison|beat\s+up|murder)\s+${PEOPLE}\b`,
      'i',
    ),
  ],
  [
    'abuse',
    new RegExp(
      [
        String.raw`\b${ABUSER}\s+(?:hits|hit|beats|beat|chokes|choked|kicks|kicked|slaps|slapped|punches|punched|abuses|abused|rapes|raped|strangles|strangled)\s+me\b(?!\s+with\s+(?:a|an|the|another|this|some|more)\s+(?:surprise|new|last-minute|deadline|task|request|question|email|bill|project|curveball|lot|ton|bunch|pile|work))`,
        String.raw`\b${ABUSER}\s+(?:threatens|threatened)\s+to\s+(?:kill|hurt)\s+me\b`,
        String.raw`\b(?:I'?m|I\s+am|I'?ve\s+been|I\s+have\s+been|I\s+was|being)\s+(?:abused|beaten|assaulted|raped|hit|molested)\b`,
        String.raw`\bdomestic\s+(?:violence|abuse)\b`,
        String.raw`\b(?:afraid|scared|terrified|frightened)\s+to\s+go\s+home\b`,
        String.raw`\b(?:not|don'?t\s+feel|do\s+not\s+feel)\s+safe\s+at\s+home\b`,
      ].join('|'),
      'i',
    ),
  ],
  [
    'medical_emergency',
    new RegExp(
      [
        String.raw`\bchest\s+pains?\b`,
        String.raw`\b(?:can'?t|cannot|can\s+not|unable\s+to)\s+breathe\b`,
        String.raw`\boverdos(?:e|ed|ing)\b`,
        String.raw`\btook\s+(?:too\s+many|a\s+(?:lot|bunch)\s+of|all\s+(?:my|the|of\s+my))\s+(?:\w+\s+)?(?:pills|tablets|meds|medication)\b`,
        String.raw`\b(?:I'?m|I\s+am|I\s+think\s+I'?m|I\s+think\s+I\s+am)\s+having\s+a\s+(?:heart\s+attack|stroke|seizure)\b`,
        String.raw`\b(?:bleeding\s+(?:heavily|a\s+lot|badly)|won'?t\s+stop\s+bleeding)\b`,
        String.raw`\bcan'?t\s+feel\s+my\s+(?:arm|arms|face|legs?)\b`,
      ].join('|'),
      'i',
    ),
  ],
];

/**
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

const RESOURCES =
  'If you are in immediate danger, please call your local emergency number now: 911 in the US and Canada, 112 across Europe, 999 in the UK. ' +
  'In the US you can call or text 988, the Suicide & Crisis Lifeline, any time of day; in other countries, findahelpline.com lists free, confidential helplines near you.';
/** Only said when the client's coach really got the alert: a client without a coach must not wait for one. */
const COACH_TOLD = 'I have let your coach know, so they can reach out to you. You do not have to go through this alone.';
const NO_COACH = 'Please also tell someone you trust, a friend, a family member or your doctor, how you are feeling. You do not have to go through this alone.';

const OPENINGS: Record<SafetyConcern, string> = {
  suicide: "I'm really glad you told me, and I'm concerned about your safety. What you're feeling matters, and you deserve support from a person right now, which I can't give as an AI coach.",
  self_harm: "Thank you for trusting me with this. I'm concerned about your safety, and you deserve care from a person right now, which I can't give as an AI coach.",
  harm_to_others: "It sounds like things feel very intense right now. Before anything else, please put some distance between yourself and the situation and reach out to someone who can help you stay safe.",
  abuse: "I'm so sorry you're dealing with this. No one deserves to be hurt or threatened, and your safety comes first. If it's safe to do so, reach out to someone you trust.",
  medical_emergency: 'This sounds like it could be a medical emergency. Please call emergency services or get someone near you to help right now; coaching can wait.',
};

/** The fixed reply to a safety concern: care, no coaching, crisis resources, and whether a coach was told. */
export function crisisReply(concern: SafetyConcern, coachAlerted: boolean): string {
  return `${OPENINGS[concern]} ${RESOURCES} ${coachAlerted ? COACH_TOLD : NO_COACH}`;
}

export const EXTRACTION_REPLY =
  "I can't share how I'm set up, and I never share anything about other people: every conversation here stays private, yours included. " +
  "Let's keep the focus on you. What would you like to work on today?";

function normalise(message: string): string {
  return message.replace(/[’‘`]/g, "'").replace(/\s+/g, ' ');
}

export function screenMessage(message: string): SafetyScreen {
  const text = normalise(message);
  for (const [concern, pattern] of CONCERNS) {
    if (pattern.test(text)) return { kind: 'crisis', concern };
  }
  if (EXTRACTION.test(text)) return { kind: 'extraction', reply: EXTRACTION_REPLY };
  return { kind: 'ok' };
}
