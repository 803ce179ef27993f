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
  /** A risk to someone's safety: answer with `reply` (fixed, caring, crisis resources), flag it, alert the coach. */
  | { kind: 'crisis'; concern: SafetyConcern; reply: string }
  /** An attempt to pull out the system prompt or other people's data: answer with `reply`, give away nothing. */
  | { kind: 'extraction'; reply: string };

const SELF = String.raw`(?:my\s*self|my\s+(?:own\s+)?life)`;
const PERSON = String.raw`(?:boss|manager|husband|wife|partner|boyfriend|girlfriend|ex|dad|father|mom|mum|mother|brother|sister|son|daughter|kids?|children|baby|colleague|co-?worker|neighbou?r|teacher|friend|family|guy|man|woman|landlord)`;
const PEOPLE = String.raw`(?:him|her|them|someone|somebody|people|everyone|everybody|(?:my|the|that|this|our)\s+${PERSON})`;
const ABUSER = String.raw`(?:he|she|they|my\s+(?:husband|wife|partner|boyfriend|girlfriend|spouse|dad|father|mum|mom|mother|step\w*|parents?|brother|sister|boss|ex|uncle|aunt))`;

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
        String.raw`\b(?:no|nothing\s+to|no\s+more)\s+(?:reason|point)\s+(?:to|in)\s+(?:live|living|go(?:ing)?\s+on|keep(?:ing)?\s+going)\b`,
        String.raw`\bnothing\s+(?:left\s+)?to\s+live\s+for\b`,
        String.raw`\b(?:life\s+(?:is\s*n[o']?t|is\s+not|isn't)\s+worth\s+living|not\s+worth\s+living)\b`,
        String.raw`\b(?:better\s+off\s+dead|(?:be|been|are|is)\s+better\s+off\s+without\s+me)\b`,
        String.raw`\b(?:want|wanna|ready|wish)\s+(?:to\s+)?die\b(?!\s+(?:laughing|of\s+(?:embarrassment|boredom|shame)))`,
        String.raw`\bwish\s+I\s+(?:was|were)\s+(?:dead|never\s+born)\b`,
        String.raw`\b(?:don'?t|do\s+not|no\s+longer)\s+want\s+to\s+(?:be\s+here|live|exist|be\s+alive|wake\s+up)\b`,
        String.raw`\bcan'?t\s+go\s+on\s+(?:living|anymore|any\s+more)\b`,
      ].join('|'),
      'i',
    ),
  ],
  [
    'self_harm',
    /\b(?:cut|cutting|burn|burning|hurt|hurting|harm|harming|injure|injuring|punish|punishing|starve|starving)\s+my\s*self\b(?!\s+(?:some\s+)?slack|\s+off\b|\s+(?:at|in|during|while|playing|running|lifting|skiing|on)\b)|\bself[-\s]?harm|\bself[-\s]?injur/i,
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

const EXTRACTION = new RegExp(
  [
    String.raw`\b(?:ignore|disregard|forget|override|bypass)\s+(?:all\s+|any\s+|the\s+|your\s+|my\s+)*(?:previous|prior|above|earlier|original|initial|system)?\s*(?:instructions|prompts?|rules|guidelines|directions)\b`,
    String.raw`\bsystem\s+(?:prompt|message|instructions)\b`,
    String.raw`\b(?:show|reveal|print|repeat|display|output|share|give|tell|leak|dump)\s+(?:me\s+)?(?:your|the)\s+(?:hidden\s+|initial\s+|original\s+|secret\s+)?(?:prompt|instructions|rules|configuration|config)\b`,
    String.raw`\bwhat\s+(?:are|were)\s+your\s+(?:instructions|rules)\b`,
    String.raw`\b(?:repeat|print)\s+(?:everything|all)\s+(?:above|before)\b`,
    String.raw`\b(?:developer|god|jailbreak|dan)\s+mode\b|\bjailbreak\b`,
    String.raw`\b(?:other|another|previous|different)\s+(?:clients?|users?|coachees?|members?|customers?)(?:'s?)?\b`,
    String.raw`\b(?:someone|somebody|anyone)\s+else'?s\s+(?:data|conversations?|messages?|goals?|account|information|details|chats?|sessions?)\b`,
    String.raw`\b(?:list|show)\s+(?:me\s+)?(?:all\s+)?(?:the\s+)?(?:users|clients|accounts)\b`,
    String.raw`\b(?:api\s+key|admin\s+password|database\s+(?:dump|contents|password))\b`,
  ].join('|'),
  'i',
);

const RESOURCES =
  'If you are in immediate danger, please call your local emergency number now: 911 in the US and Canada, 112 across Europe, 999 in the UK. ' +
  'In the US you can call or text 988, the Suicide & Crisis Lifeline, any time of day; in other countries, findahelpline.com lists free, confidential helplines near you. ' +
  'I have let your coach know, so they can reach out to you. You do not have to go through this alone.';

const OPENINGS: Record<SafetyConcern, string> = {
  suicide: "I'm really glad you told me, and I'm concerned about your safety. What you're feeling matters, and you deserve support from a person right now, which I can't give as an AI coach.",
  self_harm: "Thank you for trusting me with this. I'm concerned about your safety, and you deserve care from a person right now, which I can't give as an AI coach.",
  harm_to_others: "It sounds like things feel very intense right now. Before anything else, please put some distance between yourself and the situation and reach out to someone who can help you stay safe.",
  abuse: "I'm so sorry you're dealing with this. No one deserves to be hurt or threatened, and your safety comes first. If it's safe to do so, reach out to someone you trust.",
  medical_emergency: 'This sounds like it could be a medical emergency. Please call emergency services or get someone near you to help right now; coaching can wait.',
};

/** The fixed reply to a safety concern: care, no coaching, crisis resources, and that the coach knows. */
export function crisisReply(concern: SafetyConcern): string {
  return `${OPENINGS[concern]} ${RESOURCES}`;
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
    if (pattern.test(text)) return { kind: 'crisis', concern, reply: crisisReply(concern) };
  }
  if (EXTRACTION.test(text)) return { kind: 'extraction', reply: EXTRACTION_REPLY };
  return { kind: 'ok' };
}
