import type { RiskCategory } from '@coaching/contract';

/**
 * The clinical concepts the screen recognises, each belonging to one category of risk, with the
 * weight it adds to that category's score. A category's score decides its level: CONCERN_AT and
 * above is a concern, CRISIS_AT and above a crisis. Concepts combine: a means alone weighs 1, bought
 * adds little, "I know what it's for" turns the two into a crisis. Suicide follows the C-SSRS: wish,
 * thoughts, method, intent, plan, preparatory acts, attempt.
 */
export const CONCEPTS = {
  // suicide
  suicideThoughts: { category: 'suicide', weight: 4, negatable: true, aboutSelf: true },
  deathWish: { category: 'suicide', weight: 4, negatable: true, aboutSelf: true },
  finalAbsence: { category: 'suicide', weight: 4, negatable: true, aboutSelf: true },
  leaveTaking: { category: 'suicide', weight: 1.5, aboutSelf: true },
  means: { category: 'suicide', weight: 1, supporting: true },
  lethality: { category: 'suicide', weight: 4, aboutSelf: true },
  heightQuestion: { category: 'suicide', weight: 2 },
  acquired: { category: 'suicide', weight: 0.5, supporting: true },
  stockpile: { category: 'suicide', weight: 3, negatable: true },
  farewell: { category: 'suicide', weight: 4, negatable: true, aboutSelf: true },
  lettersToAll: { category: 'suicide', weight: 2, negatable: true, aboutSelf: true },
  affairsInOrder: { category: 'suicide', weight: 3, negatable: true },
  jumpOrHang: { category: 'suicide', weight: 4, negatable: true, aboutSelf: true },
  plan: { category: 'suicide', weight: 3, negatable: true, aboutSelf: true },
  soon: { category: 'suicide', weight: 1, supporting: true },
  atTheEdge: { category: 'suicide', weight: 3, aboutSelf: true },
  takeItAll: { category: 'suicide', weight: 2, negatable: true },
  toEndIt: { category: 'suicide', weight: 2, negatable: true, aboutSelf: true },
  ominousPurpose: { category: 'suicide', weight: 3 },
  // What a means is kept for: 'hidden till I'm ready', 'that's the plan', 'I just want it to be quick'.
  meansPurpose: { category: 'suicide', weight: 3, negatable: true, needs: ['means', 'acquired', 'stockpile', 'lethality'] },
  hopeless: { category: 'suicide', weight: 2, negatable: true, concernOnly: true },
  burden: { category: 'suicide', weight: 2, negatable: true, concernOnly: true },
  disappear: { category: 'suicide', weight: 2, negatable: true, aboutSelf: true, concernOnly: true },
  pastAttempt: { category: 'suicide', weight: 2, aboutSelf: true, concernOnly: true },
  // self-harm
  selfInjury: { category: 'self_harm', weight: 4, negatable: true, aboutSelf: true },
  selfInjuryNow: { category: 'self_harm', weight: 4, negatable: true, aboutSelf: true },
  selfInjuryUrge: { category: 'self_harm', weight: 2, negatable: true, aboutSelf: true, concernOnly: true },
  deservePain: { category: 'self_harm', weight: 2, negatable: true, concernOnly: true },
  selfInjuryHint: { category: 'self_harm', weight: 2, concernOnly: true },
  relapse: { category: 'self_harm', weight: 2, aboutSelf: true, companionOnly: true },
  // harm to others
  threatToHarm: { category: 'harm_to_others', weight: 4, negatable: true },
  weaponForSomeone: { category: 'harm_to_others', weight: 4 },
  goingAfterSomeone: { category: 'harm_to_others', weight: 2 },
  // A threat said without its verb: 'he won't be walking in on Monday', 'tonight he stops for good'.
  veiledThreat: { category: 'harm_to_others', weight: 3, negatable: true },
  // A weapon at hand ('got the tyre iron out of the boot'): weight only beside a threat or an intent.
  weaponAtHand: { category: 'harm_to_others', weight: 1, supporting: true },
  harmToChild: { category: 'harm_to_others', weight: 4, negatable: true },
  fearOfOwnAnger: { category: 'harm_to_others', weight: 2, negatable: true, concernOnly: true },
  // abuse
  physicalAbuse: { category: 'abuse', weight: 4, negatable: true, aboutSelf: true },
  sexualAssault: { category: 'abuse', weight: 4, negatable: true, aboutSelf: true },
  threatenedWithHarm: { category: 'abuse', weight: 4, negatable: true, aboutSelf: true },
  coerciveControl: { category: 'abuse', weight: 2, negatable: true, concernOnly: true, aboutSelf: true },
  afraidOfPartner: { category: 'abuse', weight: 2, negatable: true, concernOnly: true, aboutSelf: true },
  // medical emergency
  chestPain: { category: 'medical_emergency', weight: 2, negatable: true },
  cardiacSign: { category: 'medical_emergency', weight: 2.5, negatable: true },
  cannotBreathe: { category: 'medical_emergency', weight: 4 },
  strokeSign: { category: 'medical_emergency', weight: 4, negatable: true },
  seizure: { category: 'medical_emergency', weight: 4, negatable: true },
  unresponsive: { category: 'medical_emergency', weight: 4, negatable: true },
  heavyBleeding: { category: 'medical_emergency', weight: 4, negatable: true },
  overdoseTaken: { category: 'medical_emergency', weight: 4, negatable: true },
  worryingSymptom: { category: 'medical_emergency', weight: 2, negatable: true, concernOnly: true },
} as const satisfies Record<string, ConceptRule>;

export type ConceptRule = {
  category: RiskCategory;
  weight: number;
  /** 'not', 'never' just before it cancel it ('I would never kill myself'). */
  negatable?: boolean;
  /** It counts only as the speaker's own ('my friend wants to die' is not the client's risk). */
  aboutSelf?: boolean;
  /** On its own it is never more than a concern: hopelessness, urges, control, a worrying symptom. */
  concernOnly?: boolean;
  /**
   * It adds weight only beside another concept of its category: a bridge tomorrow is a photo walk, a
   * rope bought is climbing gear, until something else in the conversation says otherwise.
   */
  supporting?: boolean;
  /**
   * It means anything only where the conversation already holds its category: 'I did it again' after
   * 'eight months clean from cutting' is a relapse; after 'I said yes to two more projects' it is not.
   */
  companionOnly?: boolean;
  /**
   * It adds weight only beside one of these concepts, in this message or carried: 'that's the plan'
   * means something beside pills and vodka, nothing beside a 5 km run on Sunday.
   */
  needs?: readonly string[];
};

export type Concept = keyof typeof CONCEPTS;

/**
 * Words that change what the concepts mean rather than add risk: 'it passed' keeps a symptom a
 * concern, 'lol' a threat, and a hobby's frame its gear.
 */
export type Modifier = 'passed' | 'joking' | 'leisure';

/** In a conversation about a sport or a hobby (bungee, climbing, hunting), these are its gear and places. */
export const LEISURE_CANCELS: ReadonlySet<Concept> = new Set<Concept>(['means', 'atTheEdge', 'jumpOrHang', 'acquired', 'weaponForSomeone', 'weaponAtHand']);
/** Concepts whose sentence is theirs alone: 'I tried to kill myself years ago' is a past attempt, not thoughts now. */
export const CONSUMING: readonly Concept[] = ['pastAttempt'];

export const CONCERN_AT = 2;
export const CRISIS_AT = 4;

/** Concepts of earlier messages that still count for the new one (preparations, means, despair), and how much. */
export const CONTEXT_WEIGHT = 0.75;
export const CARRIED: ReadonlySet<Concept> = new Set<Concept>([
  'means',
  'lethality',
  'acquired',
  'stockpile',
  'farewell',
  'lettersToAll',
  'affairsInOrder',
  'plan',
  'leaveTaking',
  'heightQuestion',
  'hopeless',
  'burden',
  'disappear',
  'ominousPurpose',
  'meansPurpose',
  'veiledThreat',
  'weaponAtHand',
  'selfInjuryUrge',
  'selfInjuryHint',
  'fearOfOwnAnger',
  'coerciveControl',
  'afraidOfPartner',
  'chestPain',
  'worryingSymptom',
  // Violence told in one message and fear in the next: 'he slapped me yesterday', then 'he is home at
  // seven and I am scared'. Being at the edge, or saying one will not be here, still stands a message later.
  'physicalAbuse',
  'threatenedWithHarm',
  'sexualAssault',
  'finalAbsence',
  'atTheEdge',
]);

/** Acts that endanger a body; with a word of wanting to die beside them they are a suicide attempt. */
export const ACTS: readonly Concept[] = ['overdoseTaken', 'selfInjury', 'heavyBleeding'];
export const WISH_TO_DIE: readonly Concept[] = ['toEndIt', 'deathWish', 'suicideThoughts', 'finalAbsence'];

/** Which category names the risk when two reach the same level. */
export const URGENCY: readonly RiskCategory[] = ['suicide', 'medical_emergency', 'self_harm', 'harm_to_others', 'abuse'];
