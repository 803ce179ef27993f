import type { CoachingTurn } from '../../model.js';
import { findCommitments, othersPlan } from './commitments.js';
import { moveProbabilities } from './learned/index.js';
import { contentStems, contentWordCount, normalise } from './words.js';

/**
 * What the client just did with their message, read before the coach chooses what to do with it:
 * the coach answers a worry differently from a plan, a request for tips differently from an 'ok'.
 */
export type ClientMove =
  | 'goal'
  | 'situation'
  | 'worry'
  | 'past_success'
  | 'past_failure'
  | 'option'
  | 'commitment'
  | 'advice'
  | 'stuck'
  | 'question'
  | 'disagreement'
  | 'small_talk';

export type MoveReading = {
  move: ClientMove;
  /** A worry voiced beside another move ('I'll talk to her Monday, but I'm nervous'): acknowledged too. */
  worried: boolean;
  /** The client sent this very message before in the conversation. */
  repeated: boolean;
};

const GREETING = /^(?:hi|hello|hey|hiya|good (?:morning|afternoon|evening)|morning|evening|yo|howdy)\b|\b(?:hi|hello|hey)\s*[.!]?\s*$/i;
const THANKS = /^(?:(?:ok(?:ay)?|right|great|cool|brilliant|lovely),?\s+)?(?:thanks|thank you|thx|ty|cheers|ta|obrigad[oa]|gracias|merci|danke|grazie|arigato|dank je|tack|shukran|shukriya|asante|kiitos|spasibo|dziękuję|dziekuje|terima kasih|salamat|dhanyavaa?d|teşekkürler|tesekkurler|hvala|mahalo|xie ?xie|(?:that|this)(?:'s| is| was) (?:helpful|useful|great|nice|good|really (?:good|helpful|useful))|that helps|appreciate it|nice one)\b/i;
/** Leaving, or settling the next session: 'I have to go, the kids need picking up', 'Same time next week?' */
const LEAVING = /^(?:(?:ok(?:ay)?|right|anyway|sorry|thanks|thank you)[,.!]*\s+)*(?:I\s+)?(?:have|got|need|must)\s+to\s+(?:go|run|dash|head off)\b|\bgotta (?:go|run)\b|\bsame time next (?:week|month)\b|\bsee you next (?:week|time)\b/i;
const PLEASANTRY = /\b(?:how are you|how's it going|nice to (?:meet|chat)|have a (?:good|great|nice)|see you|bye|talk (?:soon|later)|sorry (?:that was|for)|thanks for (?:making|the|your|listening))\b/i;

/**
 * An aside from the session itself: an interruption, a tangent, an apology for the chat ('one sec, the
 * kids...', 'lol sorry my cat walked across the keyboard', 'sorry, that got heavy').
 */
const ASIDE =
  /\b(?:one sec(?:ond)?|brb|be right back|(?:ok(?:ay)?|sorry),? (?:i'?m )?back|i'?m back|(?:a |bit of a )?tangent|off[- ]topic|random(?:ly)?,? but|unrelated,? but|where was i|(?:walked|jumped|sat|stepped) (?:across|on|over) (?:the|my) keyboard|got (?:a bit |really |so |too )?(?:heavy|deep|dark)|not used to (?:typing|talking|writing|this|doing this)|(?:into|to) a (?:computer|machine|chatbot|bot)|set this up for me|doorbell|phone (?:rang|went off)|kids? (?:are|is) (?:fighting|screaming|yelling|up)|excuse the typos?|sorry (?:for|about) the (?:typos?|rambl\w*|wait|delay))\b/i;
const APOLOGY_OPENING = /^(?:(?:lol|haha+|hah|hehe|oops|whoops|omg|sorry|soz|apologies|forgive me|excuse me|pardon(?: me)?|mm+|ok(?:ay)?)\b[,.!…]*\s*)+/i;

const STUCK =
  /^(?:ok(?:ay)?|k|kk|sure|yes|yeah|yep|yup|no|nope|nah|maybe|perhaps|idk|dunno|i don'?t know|not sure|no idea|hmm+|hm+|um+|uh+|meh|whatever|i guess|fine|i suppose|no clue|not really sure|hard to say|can'?t say|nothing|nothing really|same|i'?m not sure|good question|it depends|dont know|don'?t know|pass|no clue)\b/i;
const STUCK_PHRASES = /\b(?:going (?:round|around) in circles|i'?m (?:just )?stuck|drawing a blank|(?:my )?mind (?:goes|went|is) blank|i (?:really )?(?:don'?t|do not) know what (?:to say|i want)|no idea where to start|i can'?t think of anything)\b/i;

/** Ways of asking for advice: the first clause of the message is enough. */
const ADVICE = [
  /\b(?:any|some|a few|got any|have you got any) (?:tips|advice|ideas|suggestions|pointers|tricks)\b/i,
  /\bgive me (?:some |a few |a couple(?: of)? |two |three |something )?(?:tips|advice|ideas|suggestions|pointers|options|ways|tricks|concrete|practical|specific)\b/i,
  /^(?:(?:so|ok(?:ay)?|and)[,]?\s+)?(?:any(?:thing)?|something)\s+(?:that\s+)?(?:helps?|works?)\b[^.]*\?|\bwhat (?:helps|works) (?:people|with|when|for people)\b/i,
  /\b(?:tell me|show me) (?:what|how) to\b|\bjust tell me\b|\bactual words\b|\bwhat (?:do|should) i (?:say|write|do)\b/i,
  /\bwhat (?:should|would|do) you (?:suggest|recommend|advise)\b|\bwhat would you do\b|\bwhat do you (?:suggest|recommend|advise)\b|\byour advice\b|\badvise me\b/i,
  /^(?:so |ok |okay |but |and |right,? )?how (?:do|should|can|could|would) (?:i|we|you|one|people)\b/i,
  /\bhow (?:do|should|can|could|would) (?:i|we)\b[^?]*\?/i,
  /\bwhat(?:'s| is|s)? (?:the|a|an) (?:best|good|better|right|most \w+|least \w+|easiest|simplest|quickest|smart|practical|realistic|effective) (?:way|system|approach|method|thing to do|strategy|place to start|first step|script|structure|routine|format)\b/i,
  /\bwhat works (?:with|for|when|best)\b|\bwhat makes people\b|\bwhere do (?:people|i|you) (?:even )?start\b|\bhow do (?:other |most )?people\b|\bwhat do (?:other |most )?people do\b/i,
  /\bshould i\b[^?]*\?/i,
  /\bwhich (?:would|should|do) (?:you|i) (?:do|pick|choose|start|try)\b/i,
  /\bif you were me\b|\bin my (?:shoes|position|place)\b|\bwhat would you (?:look at|start with|focus on|prioriti[sz]e|go with|do first|tackle)\b|\bwhere would you (?:start|begin)\b/i,
  /\brecommend (?:a|any|some)\b|\bwhat(?:'s| is) your (?:tip|advice|recommendation)\b/i,
];

const DISAGREEMENT =
  /^(?:no|nah|nope|not really|not quite|actually,? no|well,? no|i disagree|that'?s not (?:it|true|right|the point|really it|what i)|(?:that'?s|it'?s) (?:different|not the same)|that isn'?t|that won'?t|that doesn'?t|that wouldn'?t|i don'?t (?:think|agree|see) (?:so|that|it|how)|you'?re wrong|you don'?t (?:get|understand)|i already (?:tried|did|do) that|i'?ve already tried that|that'?s easy for you to say|easier said than done)\b|\b(?:that won'?t work|(?:doesn'?t|does not|won'?t|wouldn'?t) work for me|doesn'?t (?:help|fit|apply)|not helpful|isn'?t helpful|you'?re not listening|missing the point|that'?s not the (?:issue|problem|point)|i don'?t buy (?:it|that)|won'?t work|tried that|been there|not what i (?:meant|said|asked)|(?:is|isn'?t|is not) the answer|too (?:extreme|risky|far|much to ask)|it'?s not about\b[^.]*\bthough|i know everyone says|i'?m telling you|trust me|believe me|that'?s (?:just )?what (?:everyone|everybody|people|they all|you all) (?:suggests?|says?|tells? me|recommends?)|everyone (?:keeps )?(?:suggesting|telling me to)|i'?m (?:sick|tired) of (?:hearing|being told|people (?:saying|suggesting|telling)))\b/i;

/**
 * Disagreement said politely: granted first, then turned ('I get the idea, but...', 'I take the point,
 * but...'), hedged ('I'm not sure I'd call that...', 'I'd rather not...') or put as a fact ('that's not the case now').
 */
const POLITE_DISAGREEMENT =
  /\bI (?:get|see|take|hear|understand|appreciate) (?:the|your|what you|where you|why you)\b[^.?!]{0,80}\bbut\b|^(?:(?:mm+|hmm+|um+|well|yeah|yes|sure|ok(?:ay)?|honestly|i mean)[,.]?\s+)*(?:I'?m not (?:so )?sure (?:I'?d|I would|that'?s|it'?s|this is|about that|I agree)|I'?d rather not|I would rather not|I wouldn'?t (?:say|call|go that far)|I'?m not convinced|not (?:so )?sure about that|I don'?t think (?:I need|that'?s (?:it|right|true|fair|the (?:issue|problem|point))|so\b|it'?s (?:that|about))|I don'?t see (?:it|that) (?:that way|working)|that'?s not (?:quite|really|exactly))|\b(?:that'?s|it'?s|that is) not the case\b|\b(?:isn'?t|is not|won'?t be) going to change\b|\bnot (?:really )?(?:for me|my style|me)\s*[.!]*$|\bI'?d push back\b|\bwith (?:all due )?respect\b|\bdoesn'?t really (?:fit|apply|work)\b|\bthat'?s (?:a bit|too) (?:much|far|extreme)\b/i;

const WORRY =
  /\b(?:worr\w*|afraid|scared|fear\w*|anxious|anxiety|nervous|terrified|dread\w*|concerned|panic\w*|freak\w* out|uneasy|insecure|overwhelm\w*|stress(?:ed|es|ing)? (?:about|over|me)|what if (?:it|they|he|she|the|my|nobody|no one|people|i fail|i mess|i can'?t|i lose)|(?:keeps?|kept) me up|losing sleep|paranoid|intimidat\w*|daunting|frighten\w*|apprehensive|on edge|jitters|makes? me (?:nervous|anxious|sick)|imp[oa]st[oe]r|wrong with me|not (?:smart|good|clever|experienced|qualified|senior|young|strong) enough|tight (?:feeling|chest)|knot in my stomach|don'?t want to know|make my life hell|won'?t like me|step down|thinks? i'?m not|see me as|judge me|laugh at me|let (?:people|them|him|her|you|everyone|the team) down)\b/i;
/** A fear named outright, which comes before any past event it mentions. */
const STRONG_WORRY =
  /\b(?:worried|worry|worries|afraid|scared|terrified|terrif(?:ies|y)|(?:scares|frightens) me|nervous|anxious|dread\w*|fear|frightened|panicking|embarrassed|back and forth|second-guess\w*|stupid idea)\b|\b(?:then|and) (?:I|it|they|we|she|he|everything)(?:'ll| will| would)? (?:miss|blow|fail|lose|break|crash|fall|collapse|go wrong)\w*|\bwhat if (?:i|we)\b[^?.]*\b(?:wrong|mess|fail|mediocre|slowest|worst|lose|hate|can'?t|don'?t|regret|embarrass\w*|laugh|blank|freeze|stupid)\b/i;
/** Someone else's expected reaction, feared: 'she'll make my life hell', 'people won't like me'. */
const FEARED_REACTION =
  /\b(?:she|he|they|people|everyone|nobody|my (?:boss|manager|team|dad|mum|mom|partner|family|colleagues))\s*(?:'ll|'d|will|would|might|could|won'?t|wouldn'?t|is going to|are going to)\b[^.]{0,40}\b(?:think|see|judge|hate|laugh|fire|hell|disappoint\w*|angry|upset|mad|reject|ignore|leave|like me|respect|push back|kick off|refuse|object|resist|resent|get defensive|take it badly)\b/i;

/**
 * A question that doubts the client's own right or standing ('Isn't it a bit petty to...?', 'Won't it
 * look pushy if...?', 'Who starts a new career at 60?'): asked of the coach, and a worry as well.
 */
export const SELF_DOUBT_QUESTION =
  /\b(?:(?:is|isn'?t|was|wasn'?t|would|wouldn'?t|will|won'?t|does|doesn'?t)\s+(?:it|that|this|I|they)\s+(?:just\s+)?(?:look|seem|sound|come across|be|make me (?:look|seem|sound))?\s*(?:like\s+)?(?:a bit |too |really |kind of |so |very |quite )?(?:pushy|rude|petty|selfish|arrogant|needy|desperate|weak|lazy|unprofessional|greedy|stupid|silly|naive|bossy|aggressive|entitled|ungrateful|dramatic|crazy|mad|ridiculous|mean|disloyal|full of myself|too much|too late|too old|awkward|childish|cheeky|demanding|presumptuous|bragging|showing off|a fuss|making a fuss)\b|\bwho (?:even |actually )?(?:starts|changes|switches|goes back|would hire|hires|retrains|learns|begins|takes up)\b[^?]*\b(?:at|in (?:their|your|my)) (?:\d{2}|fifty|sixty|forty|seventy)\b|\b(?:am i|i'?m) too (?:old|late|young)\b)[^?]*\?/i;
/** A feared consequence put as a condition ('If the quality drops, the shops go.'), or a stake named ('it's my name on the sign'). */
const FEARED_CONDITION =
  /^(?:but |and |so )?(?:if|once) (?:the|my|our|I|we|it|they|he|she|this|that)\b[^,.?]{0,50}\b(?:drops?|slips?|fails?|goes wrong|go wrong|falls? apart|breaks?|messes up|mess up|screw(?:s)? up|loses?|lose|leaves?|quits?|says? no|finds? out|gets? worse|goes? badly|goes? under|stops?|collapses?|tanks?|flops?)\b[^.?]*,\s*(?:the|my|I|we|they|then|it|he|she|everything|people)\b|\b(?:my (?:name|reputation|job|neck|career)|everything) (?:is |is all |'s )?on the (?:sign|line)\b|\bit'?s my name on\b/i;

/** Said of a past event: a time marker, or a verb in the past. */
export const PAST =
  /\b(?:(?:last|previous) (?:time|week|month|year|quarter|spring|summer|autumn|fall|winter|monday|tuesday|wednesday|thursday|friday|saturday|sunday|semester|term|one|job|role|company|team|attempt|try|christmas|birthday|conference|event|party|review|interview|season|place|boss|manager|relationship)|at (?:my|the|our) (?:last|previous|old)\b|(?:I|we|she|he|they) (?:bought|sent|stood|left|overslept|confronted|opened|closed|hurt|sat|saw|heard|kept|put|wrote|broke|forgot|fell|held|found|became|began|brought|chose|drove|paid|sold|spoke|taught|threw|woke|deleted|booked|joined|signed|applied|asked|called|emailed|texted|offered|agreed|refused|cancelled|canceled|skipped|avoided|waited|printed|planned|practi[sc]ed|prepared|presented|pitched|launched|built)\b|yesterday|once|back (?:then|when|in)|used to|years? ago|months? ago|weeks? ago|days? ago|previously|in the past|that time|one time|in (?:19|20)\d\d|on holiday|there was (?:a|one)|the (?:first|other|only|one) time|i'?ve (?:tried|started|done|had|been)|(?:was|were|did|had|went|got|came|felt|slept|paid|met|spent|took|made|said|told|ran|led|wrote|showed|sorted|lasted|quit|stopped|started|tried|shipped|turned|moved|landed|worked|helped|failed|happened|ended|gave|lost|won|finished|managed|asked|mentioned)\b)/i;
const PAST_SUCCESS =
  /\b(?:worked|it works|saved (?:up |\d|£|\$|€|a lot|loads)|works sometimes|went (?:really |quite |pretty |super |very )?(?:well|great|fine|smoothly|ok)|helped|(?:was|were|felt) (?:so |really |pretty |quite )?(?:great|good|easier|better|fine|fun|ok|okay|happy|calm|confident|proud|productive|a success|a hit|buzzing)|succeeded|managed to|pulled (?:it )?off|nailed|aced|proud|got (?:it )?done|made it|loved it|turned out (?:well|fine|great|ok)|thanked me|praised|(?:great|good|positive) feedback|clicked|was a breeze|landed|slept (?:great|well|fine)|best (?:thing|i ever|day|time|week)|sorted (?:itself )?out|got in|turned (?:it )?around|up \d+%|\d+ users|finished|without blinking|talk loads|happy with|i don'?t do it|it was easy|brilliant|nicer|like a log|fine actually|a different person|the best (?:weeks?|days?|time|year|months?)|the one time|(?:did|wrote|got) (?:a lot|loads)|in (?:a|one|two|three|four|five|six|\d+) (?:weeks?|days?|hours?|go|sitting)|(?:had |with )?no (?:trouble|problem|problems|issues?) (?:at all|talking|doing|getting)?|nobody died|no one died|nothing (?:bad |terrible )?happened|the world didn'?t end|managed (?:it|that|to)|people came to me|came to me|stuck (?:to|with) it|kept (?:it )?up|felt (?:amazing|fantastic|easy|natural|light|free|human|alive|like myself|myself|normal|relaxed|at peace)|laugh(?:ed|ing)(?: with| together| about)|(?:had|was) (?:fun|a laugh|a (?:great|lovely|good) time))\b/i;
const PAST_FAILURE =
  /\b(?:went (?:wrong|badly|south|sideways|horribly)|didn'?t (?:work|go well|go|land|help|stick|last|happen|listen|care)|did not (?:work|go|help)|nothing(?:'s| has)? worked|failed|fail|came back late|had to redo|redo|disaster|messed (?:it )?up|screwed (?:it )?up|blew up|backfired|fell apart|fell through|bombed|was a mess|gave up|quit|stopped after|lasted (?:\d+|a|one|two|three) \w+|missed (?:the|it|my)|blanked|froze|ignored|nobody (?:came|replied|answered)|got (?:rejected|turned down|told off)|rejected|crashed|went nowhere|embarrass\w*|humiliat\w*|fell flat|lost (?:it|the|my)|burn(?:ed|t) out|dropped (?:it|out)|fizzled|slipped|shouting|argument|row|fight|strain|injur\w*|rushed|shaky|moved on|brushed (?:it |me )?off|took credit|said nothing|back to \d|back to (?:square one|8|my old)|anyway|again$|that was that|didn'?t finish|couldn'?t|wasn'?t|worst|never actually|took it down|backed down|gave in|chickened out|bottled it|let (?:me|us|them|him|her) down|fail\w*|overslept|left early|walked out|didn'?t (?:study|get|even|make|finish|call|reply|answer|show|turn up|speak|say|open|touch|use|bother|sleep|eat|practi[sc]e|prepare|prep|manage|go through|hear|change|improve|respond|notice)|pretend\w*|unopened|sent (?:it|them|me) back|returned (?:it|them)|got defensive|defensive|(?:was |got )?(?:moved|taken|pushed|kicked) (?:off|out)|closed (?:down|in|after|within)|shut down|went (?:under|bust|quiet)|no (?:customers|one came|replies|response)|nobody (?:could|would|wanted|bought|showed|turned up)|still in the (?:box|drawer|garage|packet|wrapper)|never (?:used|opened|touched|finished|started|heard back|got (?:round|around)|went back|said no|tried again)|(?:feel|felt) (?:a bit |even |so |really )?(?:worse|terrible|awful|stupid|sick|small|useless|bad|like a (?:failure|fraud|fool|idiot))|guilt\w*|hurt (?:her|his|my|their)|uncovered|went badly|stopped (?:going|trying|doing it|bothering)|(?:only )?went (?:once|twice)|went quiet|ghosted|(?:got |was |been )?passed over|gave it to (?:someone|somebody|him|her|them)|found out (?:from|through|by|on)|didn'?t get (?:it|the (?:job|role|promotion|place|contract))|nothing (?:changed|came of it|happened after)|no(?:thing)? (?:change|difference)|(?:heard|got) nothing(?: back)?|came and went|(?:date|deadline)s? (?:just )?(?:passed|slipped|went by|came and went)|kept (?:adding|putting (?:it )?off|pushing (?:it )?back|postponing|delaying)|(?:both|all|each)(?: of them)?(?: said)? no|(?:only|just) (?:one|two|three|\d+) (?:repl(?:y|ies)|responses?|answers?|interviews?)|not (?:a single|one) (?:reply|response|interview|call))\b/i;

/** A 'what if' that proposes a different way of doing it, not a feared outcome. */
const PROPOSED_WHAT_IF =
  /\bwhat if (?:it'?s|it was|it were|we do|I do) not\b[^?]*\bbut\b|\bwhat if (?:I|we) (?:just |only |instead |first )?(?:tried|try|started?|asked?|did|made|kept|used|booked|moved|split|swapped|switched|offered|picked|set|put|took|take|called|emailed|texted|wrote|brought|skipped|dropped|changed|shared|paired|blocked)\b(?![^?]*\b(?:wrong|mess|fail\w*|lose|hate|laugh|regret|embarrass\w*|blank|freeze|stupid|worst|mediocre|bad|useless|nobody|no one|never)\b)/i;
const OPTION_FIRST = /^(?:(?:or|so|then|ok(?:ay)?|hmm+|well)[,.]?\s+)*(?:maybe|perhaps|what if (?:i|we)|i could|we could)\b/i;
const FEAR_AS_REASON = /\bso (?:that )?(?:the|my|it|i|there'?s)\b[^.]*\b(?:dread|worr|fear|anxi|nerv|panic|stress)\w*/i;

const OPTION =
  /\b(?:i could|we could|i can (?:either|try|ask|talk|start|just)|maybe (?:i|we)\b|perhaps (?:i|we)\b|one option|another option|an option|option (?:is|would be)|alternatively|i might|what if (?:i|we)\b|or i could|i was thinking (?:of|about|i)|i'?m thinking (?:of|about|(?:that )?(?:i|we) (?:should|could|might|'d))|if i (?:\w+ )?(?:took|did|went|got|had|made|moved|said|chose|accepted) (?:it|that|this|the \w+)\b[^.?]*\bi(?:'d| would)\b|thinking about (?:\w+ing)|it might (?:help|be worth)|i suppose i could|i guess i could|could try|one idea|another idea|one thing i could|i'?d (?:probably |maybe |definitely |happily |seriously |then )?(?:look at|look into|consider|think about|go for|be open to|say yes|take it|jump at|explore))\b|^(?:so |or |then )?(?:could|maybe|perhaps|or) \w+|\bmaybe (?:that|this|\w+ing|a|an|the|some|just)\b/i;

const GOAL =
  /\b(?:i (?:really |just |would |'d )?(?:want|wish|hope|need|aim|plan) (?:to|a|more|less|my|us|him|her|them|the|people|it|some|two|one|an?)\b|i(?:'d| would) (?:like|love|want) (?:to|a|more|less|my|us|the|it|some)\b|my (?:main |big |real |biggest |only )?(?:goal|aim|hope|dream|ambition|target|wish) (?:is|would be)|get better at|i'?m trying to|i'?m hoping|by the end of (?:this|the) (?:session|conversation|chat)|what i want is|i'?m after|where i want to (?:be|get)|^need help|^help me)\b/i;
const NOT_GOAL = /\bi (?:don'?t|do not|never) (?:want|need|wish)\b/i;

const QUESTION_TO_COACH =
  /\b(?:you|your|is (?:that|this|it) (?:normal|common|ok|okay|bad|weird|silly|realistic|unusual|possible)|does (?:that|this) make sense|why (?:do|does|would|are|is)|how does (?:this|that|it) work|what does (?:that|this) mean|what do you mean|am i\b|do other people|is it (?:normal|common|just me)|is there (?:any|a|some)|are there)\b/i;
const ASKS_COACH = /^(?:is it|is that|is this|am i|are you|do you|does (?:that|this)|is there|are there|can you|could you|would you|what do you think|why)\b/i;

const sameMessage = (text: string) => normalise(text).toLowerCase().replace(/[^\p{L}\p{N} ]/gu, '').replace(/\s+/g, ' ').trim();

function wordsIn(text: string): number {
  return text.split(/\s+/).filter(Boolean).length;
}

/** 'I don't want to bring in a mediator' after the coach brought one up: the client turns the idea down. */
function turnsDown(text: string, history: readonly CoachingTurn[]): boolean {
  if (/,\s*no[.!]?$/i.test(text)) return true;
  const refusal = /^(?:but\s+)?(?:I\s+(?:really\s+)?(?:don'?t|do not|won'?t|will not)\s+(?:want to\s+)?|I'?m\s+not\s+(?:going to\s+)?)(.+)$/i.exec(text);
  if (!refusal) return false;
  const coach = history.findLast((turn) => turn.speaker === 'coach')?.content ?? '';
  const said = contentStems(refusal[1]!.split(/[,.;]/)[0]!);
  const suggested = contentStems(coach);
  return [...said].some((stem) => suggested.has(stem));
}

/** The message's first sentence or question, where the move usually is. */
const firstClause = (text: string) => /^[^.!?]*[.!?]?/.exec(text)?.[0] ?? text;

/**
 * How much the rules' reading adds to the learned reader's probabilities. The rules know the
 * phrasings they were written for; the learned reader has read every development conversation and
 * generalises further (trained without a batch, it reads that batch's moves better than the rules).
 */
export const RULE_WEIGHT = 0.2;
/** A reading the rules arrived at by a pattern, not by default ('situation' is what is left), weighs more. */
export const MATCHED_RULE_WEIGHT = 0.5;
/** On a message of a few words the learned reader has little to go on, and a matched pattern ('I disagree.') says it all. */
const SHORT_MESSAGE_WORDS = 5;
export const ruleWeight = (move: ClientMove, message = '') =>
  move === 'situation' ? RULE_WEIGHT : MATCHED_RULE_WEIGHT + (message.split(/\s+/).filter(Boolean).length <= SHORT_MESSAGE_WORDS ? 0.5 : 0);

/**
 * The client's move in `message`, given the conversation so far: the rules' reading and the learned
 * reader's together. A scale number and a commitment the rules found stand as they are (the reply
 * confirms the very step recorded as an action item).
 */
export function readMove(message: string, history: readonly CoachingTurn[], options: { rulesOnly?: boolean } = {}): MoveReading {
  const rules = readMoveByRules(message, history);
  // A proposal put as 'what if it's not X but Y' is read by its form, which the learned reader takes for a fear.
  const proposed = rules.move === 'option' && PROPOSED_WHAT_IF.test(normalise(message));
  if (options.rulesOnly || rules.move === 'commitment' || proposed || isScaleNumber(normalise(message).trim())) return rules;
  const p = moveProbabilities(message);
  // An insight or a belief said outright ('I realise...', 'I always sound stupid') is the client describing where they are.
  const weight = rules.move === 'situation' && STATED.test(message) ? MATCHED_RULE_WEIGHT : ruleWeight(rules.move, message);
  p.set(rules.move, (p.get(rules.move) ?? 0) + weight);
  let move: ClientMove = rules.move;
  for (const [candidate, probability] of p) if (probability > p.get(move)!) move = candidate;
  // A move the client did not make in words cannot be answered as one: a commitment needs a step the rules can read.
  if (move === 'commitment' && findCommitments(message, new Date(0)).length === 0 && othersPlan(message)) move = rules.move;
  // 'I replied to Wanjiru on Friday, said thank you and...': a story that holds a thank-you is no small talk.
  if (move === 'small_talk' && rules.move !== 'small_talk' && wordsIn(message) > 12 && !ASIDE.test(message) && !LEAVING.test(message)) move = rules.move;
  if (move === 'commitment' && findCommitments(message, new Date(0)).length === 0 && !/\b(?:will|'ll|going to|gonna|plan|tomorrow|tonight|today|monday|tuesday|wednesday|thursday|friday|saturday|sunday|booked|sent|done|now|every (?:night|day|morning|evening|week)|(?:writing|putting|booking|sending|messaging|texting|calling|emailing|ringing|asking|telling)\b)/i.test(message)) move = rules.move;
  return { ...rules, move, worried: rules.worried && move !== 'worry' };
}

const STATED =
  /\b(?:I\s+(?:now\s+)?(?:realis|realiz|notice|see now|understand now)\w*|what\s+matters\s+(?:most\s+)?is|it'?s\s+really\s+about|I(?:'m|\s+am)\s+(?:just\s+)?(?:not|too|never)\b|I\s+(?:always|never)\b|I'm\s+the\s+kind|people\s+like\s+me|torn\s+(?:about|between)|can'?t\s+decide|on\s+the\s+fence)/i;

/** The client's answer on a 0-10 scale: 'Maybe a 4', '6/10', 'five, I think'. */
const isScaleNumber = (text: string) =>
  text.split(/\s+/).length <= 6 &&
  /^(?:(?:maybe|about|around|probably|honestly|still|a|an|like|i'?d say|i guess)\s+)*(?:a |an )?(?:10|[0-9]|one|two|three|four|five|six|seven|eight|nine|ten|zero)(?:\s*(?:\/|out of)\s*10)?(?:,?\s+(?:maybe|i think|i guess|tbh|probably|today|right now|now|at the moment|honestly))?\s*[.!]*$/i.test(text);

export const WHEN_ASKED = /\b(?:when (?:exactly|will|would|could|can|do you (?:want|plan|think))|which day|what day|what time|by when|how soon)\b[^?]*\?\s*$/i;
/** A message that opens with a day or a time ('monday.', 'Thursday, probably', 'after standup', 'the 21st'). */
const TIME_FIRST =
  /^(?:(?:ok(?:ay)?|yeah|yes|yep|right|so|um+|hmm+|probably|maybe|i guess|i think|i'?d say|honestly|let'?s say|say)[,.]?\s+)*(?:(?:on|by|before|after|at|this|next|from|starting|the|end of(?: the)?|first thing|early|later|around|every)\s+)*(?:today|tonight|tonite|tomorrow|tmrw|tmr|monday|tuesday|wednesday|thursday|friday|saturday|sunday|mon|tues?|wed|weds|thur?s?|fri|weekend|week|month|morning|evening|afternoon|lunch(?:time)?|standup|stand-up|work|school|dinner|breakfast|payday|\d{1,2}(?:st|nd|rd|th|am|pm|:\d\d)?|(?:january|february|march|april|june|july|august|september|october|november|december|jan|feb|mar|apr|jun|jul|aug|sept?|oct|nov|dec))\b/i;

/** The client names when, just after the coach asked when: the answer completes the step they committed to. */
export function answersWhen(text: string, history: readonly CoachingTurn[]): boolean {
  const coach = history.findLast((turn) => turn.speaker === 'coach')?.content ?? '';
  // After a step was recorded ('I've noted it as an action item'), a day given is that step's day too.
  return (WHEN_ASKED.test(coach) || /\baction items?\b/i.test(coach)) && wordsIn(text) <= 18 && TIME_FIRST.test(text) && !PAST.test(text) && !text.trim().endsWith('?');
}

/** The rules' reading of the client's move. */
function readMoveByRules(message: string, history: readonly CoachingTurn[], options: { inAside?: boolean } = {}): MoveReading {
  const text = normalise(message).trim();
  const size = wordsIn(text);
  const content = contentWordCount(text);
  // A 'what if' that proposes ('what if it's not weekends but evenings?') voices no fear by itself.
  const fearText = PROPOSED_WHAT_IF.test(text) ? text.replace(/\bwhat if\b/gi, '') : text;
  const worried = (WORRY.test(fearText) || FEARED_REACTION.test(text) || SELF_DOUBT_QUESTION.test(text) || FEARED_CONDITION.test(text)) && !/\b(?:not|no longer|never|don'?t|stopped) (?:\w+ )?(?:worr|afraid|scared|nervous)/i.test(text);
  // A number given again is an answer on the scale, not a repetition.
  const repeated = !isScaleNumber(text) && sameMessage(text) !== '' && history.some((turn) => turn.speaker === 'client' && sameMessage(turn.content) === sameMessage(text));
  const reading = (move: ClientMove): MoveReading => ({ move, worried: worried && move !== 'worry', repeated });
  const asksAdvice = ADVICE.some((pattern) => pattern.test(text));
  const first = firstClause(text);

  if (size <= 10 && (GREETING.test(text) || THANKS.test(text) || PLEASANTRY.test(text)) && content <= 6 && !asksAdvice) return reading('small_talk');
  if (size <= 18 && LEAVING.test(text) && !asksAdvice && !WORRY.test(text) && findCommitments(text, new Date(0)).length === 0) return reading('small_talk');
  const opening = /^(?:(?:hi|hiya|hello|hey|morning|evening|good (?:morning|afternoon|evening)|thanks|thank you|cheers)\b[^.!?,]*[.!?,]\s*)(.*)$/i.exec(text);
  if (opening && size <= 18 && !asksAdvice) {
    const rest = readMoveByRules(opening[1]!, history).move;
    if (opening[1]!.trim() === '' || rest === 'situation' || rest === 'stuck' || rest === 'small_talk') return reading('small_talk');
  }
  // An interruption or an apology for the chat itself, with nothing weightier in the rest: brief and warm.
  if (!options.inAside && size <= 30 && !asksAdvice && ASIDE.test(text)) {
    const rest = readMoveByRules(text.replace(APOLOGY_OPENING, ''), history, { inAside: true }).move;
    if (rest === 'situation' || rest === 'stuck' || rest === 'small_talk' || rest === 'goal') return reading('small_talk');
  }
  if (findCommitments(text, new Date(0)).length > 0) return reading('commitment');
  // 'Thursday, probably', 'next tuesday. after the morning bake': the day for the step the coach just asked about.
  if (answersWhen(text, history)) return reading('commitment');
  // A number on a scale ('5', 'maybe a 4', '6/10') describes where the client is.
  if (isScaleNumber(text)) return reading('situation');
  if (first.endsWith('?') && ASKS_COACH.test(first) && !ADVICE.some((pattern) => pattern.test(first))) return reading('question');
  if (asksAdvice) return reading('advice');
  if (size <= 3 && STUCK.test(text) && !(/^(?:maybe|perhaps|probably|i guess|i suppose)\b/i.test(text) && content > 1) && !/^(?:no|nah|nope)\b.*\b(?:that|it|this)\b/i.test(text)) return reading('stuck');
  if ((DISAGREEMENT.test(text) && size > 1) || POLITE_DISAGREEMENT.test(text) || turnsDown(text, history)) return reading('disagreement');
  const hedgedAnswer = /^(?:maybe|perhaps|probably|i guess|i suppose)\b/i.test(text) && content > 0;
  if ((size <= 6 && ((STUCK.test(text) && !hedgedAnswer) || content === 0)) || (size <= 10 && STUCK_PHRASES.test(text))) return reading('stuck');
  if (size <= 12 && /^(?:i (?:really )?(?:don'?t|do not) know|no idea|not sure|i'?m not sure|dunno|idk)\b/i.test(text) && content <= 3) return reading('stuck');
  // 'What if it's not weekends but 20 minutes after the kids are asleep?', 'Maybe do the dry run earlier, so the dread has less runway': a step proposed, a fear at most its reason.
  if (PROPOSED_WHAT_IF.test(text) || (OPTION_FIRST.test(text) && FEAR_AS_REASON.test(text))) return reading('option');
  if (STRONG_WORRY.test(text) && !/\b(?:not|no longer|never|don'?t|stopped) (?:\w+ )?(?:worr|afraid|scared|nervous)/i.test(text)) return { move: 'worry', worried: false, repeated };
  if (PAST.test(text)) {
    const failure = PAST_FAILURE.test(text);
    const success = PAST_SUCCESS.test(text);
    if (failure && !(success && /\bbut\b.*\b(?:worked|helped|went well)/i.test(text))) return reading('past_failure');
    if (success) return reading('past_success');
  }
  if (OPTION.test(text)) return reading('option');
  if (worried) return { move: 'worry', worried: false, repeated };
  if (text.includes('?') && QUESTION_TO_COACH.test(text)) return reading('question');
  if (GOAL.test(text) && !NOT_GOAL.test(text)) return reading('goal');
  if (text.endsWith('?')) return reading('question');
  return reading('situation');
}

/**
 * A step the client floats with a day or time and often a person ('I could sit down with Priya for
 * 20 minutes on Monday'): concrete enough to be a plan, so it is taken up and recorded as one.
 */
export function committedOption(text: string): boolean {
  if (!/\b(?:i could|i can|maybe i(?:'ll| will| could)|i think i(?:'ll| will| could)|i might|i'?m (?:\w+ing)|i should)\b/i.test(text)) return false;
  if (/\?\s*$/.test(text)) return false;
  return WHEN.test(text);
}

export const WHEN =
  /\b(?:today|tonight|tomorrow|this (?:morning|afternoon|evening|week|weekend|month)|next (?:week|month|monday|tuesday|wednesday|thursday|friday|saturday|sunday)|on (?:monday|tuesday|wednesday|thursday|friday|saturday|sunday)|(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday)(?: morning| afternoon| evening)?|by (?:the end of|friday|monday|tomorrow)|at \d{1,2}(?::\d{2})?\s*(?:am|pm)?|before (?:lunch|the meeting|friday|monday)|after (?:lunch|work|the meeting|standup)|first thing|this coming|end of (?:day|the week))\b/i;
