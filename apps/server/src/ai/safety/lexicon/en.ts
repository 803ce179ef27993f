import type { Lexicon } from './types.js';

const r = String.raw;

// Building blocks. Text is normalised: lower case, "i am", "do not", "can not", "will not".
const PILLS = r`(?:pills?|tablets?|meds|medication|medicine|painkillers|paracetamol|acetaminophen|tylenol|ibuprofen|aspirin|co-?codamol|codeine|sleeping (?:pills|tablets)|sleepers|antidepressants|sertraline|citalopram|fluoxetine|prozac|lithium|insulin|opioids|oxy\w*|benzos?|diazepam|valium|xanax|zopiclone|zolpidem|ambien|amitriptyline|quetiapine|seroquel|pregabalin|tramadol|morphine|fentanyl|heroin)`;
const HEIGHT = r`(?:bridge|cliffs?|roof(?:top)?|ledge|edge|balcony|top floor|multi[- ]?stor(?:e)?y|car park|parking (?:garage|structure|deck)|overpass|flyover|viaduct|tower block|high rise|building)`;
const TRACKS = r`(?:tracks|railway|rail line|train line|platform edge|level crossing)`;
const ROPE = r`(?:rope|noose|ligature|belt|cord|cable)`;
const GUN = r`(?:gun|handgun|shotgun|rifle|pistol|firearm|revolver)`;
const BLADE = r`(?:blade|razor|razorblade|sharpener blade|scalpel|stanley knife|box cutter|knife)`;
const MEANS = r`(?:${PILLS}|${ROPE}|${GUN}|${HEIGHT}|${TRACKS}|charcoal|carbon monoxide|exhaust|hose|bleach|antifreeze|poison|train|river|the sea|the lake)`;
const SELF = r`(?:myself|my ?self)`;
const PERSON = r`(?:him|her|them|he|she|someone|somebody|people|my (?:boss|manager|husband|wife|partner|boyfriend|girlfriend|ex|dad|father|mum|mom|mother|stepdad|stepmum|stepmom|stepfather|stepmother|brother|sister|son|daughter|kid|kids|children|baby|colleague|co-?worker|coworker|neighbou?r|landlord|flatmate|roommate|housemate|teacher|friend|cousin|uncle|aunt|in-laws?|brother-in-law|sister-in-law|team ?lead|supervisor|director|ceo)|the (?:guy|man|woman|kid|baby|boss|neighbou?r)|that (?:guy|man|woman|bastard|prick|idiot|cow))`;
const ABUSER = r`(?:he|she|they|my (?:husband|wife|partner|boyfriend|girlfriend|fiance|fiancee|spouse|ex|dad|father|mum|mom|mother|stepdad|stepfather|stepmum|stepmom|brother|sister|uncle|aunt|boss|manager|colleague|coach|landlord|son|daughter|carer|parents?)|(?:a|the|this|that|one) (?:man|guy|woman|stranger|colleague|co-?worker|client|friend|customer)|(?:someone|somebody)(?: i know)?|(?:a )?friend of (?:a friend|my \w+)|(?:my|his|her) (?:\w+ )?friend)`;
const SOON = r`(?:tonight|tomorrow|today|this (?:weekend|week|evening|afternoon|morning)|on (?:monday|tuesday|wednesday|thursday|friday|saturday|sunday)|(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday)(?: night| morning)?|this is the (?:night|day)|right now)`;

export const en: Lexicon = {
  harmless: [
    // "X is killing me", "killing it", "killer workout", "dying to", "die laughing", "dead tired"...
    r`\b(?:this|that|it|the \w+|my \w+|work|job|deadline|commute|project|traffic|week|heat|suspense|wait|waiting) (?:is|was|are|has been|keeps) (?:literally |actually |honestly |slowly |just )?(?:killing|murdering) (?:me|us)\b`,
    r`\b(?:kill(?:ing|ed)?|nail(?:ing|ed)?) it\b`,
    r`\bkiller (?:\w+ )?(?:workout|class|session|hiit|app|deal|feature|track|song|view|outfit|idea|heels|run|tune)\b`,
    r`\b(?:dying|dyin) (?:to|for)\b`,
    r`\b(?:die|died|dying|dead) (?:of |from )?(?:laughing|laughter|embarrassment|boredom|shame|of cringe|cringing)\b`,
    r`\b(?:nearly|almost) died (?:laughing|of)\b`,
    r`\bdead (?:tired|serious|on|wrong|right|last|centre|center|end|ahead|set|beat|easy|simple|quiet|boring|in the water|heat|weight|line)\b`,
    r`\bdeadlines?\b|\bdeadlift\w*\b|\bdead ?end\b`,
    r`\b(?:could|would) (?:murder|kill) (?:for )?(?:a|an|some) \w+`,
    r`\bkill (?:for|off) (?:a|an|some)\b`,
    r`\b(?:i would|i had|i'd) rather die than\b`,
    r`\bto die for\b|\bover my dead body\b|\bdie-?hard\b|\bdo or die\b`,
    r`\b(?:career|political|social|professional|commercial|financial) suicide\b|\bsuicide (?:squad|mission|run|drills?|sprints?|doors)\b`,
    r`\bkill(?:ing|ed)? (?:the|this|that|our|my|a|off the) (?:\w+ )?(?:project|feature|process|idea|meeting|deal|product|initiative|plan|pilot|programme|program|proposal|app|legacy|budget|contract|engine|lights|music|noise|mood|vibe|batteries|battery|time|weeds|bug|bugs|process)\b`,
    r`\b(?:shoot|shot|shooting|shoots) (?:me |you |us |him |her |them )?(?:an? )?(?:email|message|text|note|line|dm|reminder|invite)\b`,
    r`\b(?:shoot|shot|shooting)(?: \w+)? (?:hoops|threes?|three-pointers?|from|the breeze|photos?|pictures?|video|footage|film|a film|clays?|pheasants?|grouse|ducks?|targets?|goals?|baskets?|free throws)\b|\bshot \d+|\bheadshots?\b|\bphotoshoot\b`,
    r`\bhang(?:ing)? (?:out|in there|on|around|up (?:the|my) (?:phone|call|coat))\b`,
    r`\bbridge (?:the|that|this) gap\b|\bbridging\b|\bbridge (?:loan|role|financing|year)\b`,
    r`\bjump(?:ed|ing)? (?:at|on|in|into|through) (?:the|this|that|a|an) (?:chance|opportunity|call|meeting|hoops|queue|project)\b|\bjump (?:ship|the gun|the queue)\b`,
    r`\boverdos(?:e|ed|ing) on (?:\w+ )?(?:chocolate|coffee|caffeine|netflix|sugar|tv|telly|cake|meetings|work|sun|carbs|candy|sweets)\b`,
    r`\bcut(?:ting)? (?:costs?|corners|back|ties|staff|jobs|the budget|budgets|headcount|\d+|a deal|down|out|in|it short|the session|our session|to the chase|my losses|my hair|the grass)\b`,
    r`\b(?:cut|cutting) (?:myself|me) (?:some |a little |a bit of )?slack\b|\bcut (?:myself|me) off from\b`,
    r`\b(?:murder|crime|detective|thriller|horror|true crime|war) (?:mystery|novel|book|podcast|series|show|film|movie|documentary|story|game)\b|\bmurder mystery\b|\bserial killer (?:show|series|documentary|podcast|novel)\b`,
    r`\bhit list\b|\bfire(?:d|ing)? (?:someone|somebody|him|her|them|an? \w+|my \w+|the \w+)\b|\bgot fired\b|\bshot (?:at|down) (?:the|my) (?:idea|proposal)\b`,
    r`\battack(?:ing)? (?:the|this|that|a|our) (?:backlog|problem|issue|task|list|day|week|market|project)\b`,
    r`\bexecut(?:e|ed|ing|ion) (?:of )?(?:the|a|our|my|this) (?:\w+ )?(?:plan|launch|strategy|project|roadmap|rollout)\b`,
    r`\b(?:slaughtered|murdered|killed|destroyed|crushed) (?:by|in|at) (?:the|our|my|a) (?:exchange rate|market|review|reviews|press|game|match|quiz|final)\b`,
    r`\b(?:my|the|our|this) (?:presentation|pitch|talk|joke|idea|launch|phone|laptop|battery|car|plant|plants|startup) (?:died|is dead|was dead|has died)\b|\bdied a death\b`,
    r`\bthrow(?:ing)? my (?:laptop|phone|computer|pc|monitor|keyboard)\b`,
  ],
  someoneElse: r`\b(?:he|she|they|his|her|their|him|them|someone|somebody|a (?:friend|colleague|lad|guy|girl|woman|man|client|student|patient|coworker|co-worker)|(?:my|our|a|the) (?:friend|mate|sister|brother|mum|mom|dad|father|mother|son|daughter|colleague|coworker|co-worker|partner|wife|husband|boss|manager|report|direct report|client|cousin|uncle|aunt|grandad|grandma|grandpa|gran|neighbou?r|flatmate|roommate|housemate|niece|nephew|teammate|student|(?:friend|mate|colleague|sister|brother|mum|mom|dad|partner|neighbou?r|cousin|boss)'s \w+)|training|course|module|workshop|documentary|film|movie|book|novel|article|podcast|prevention|awareness|volunteer\w*|memorial|research)\b`,
  speaker: r`\b(?:i|me|myself)\b`,
  negation: r`\b(?:not|never|no|nor|neither|nothing like|would not|will not|am not|was not|do not|did not|have not|no way)\b`,
  negationReach: 3,
  concepts: {
    suicideThoughts: [
      r`\b(?:kill|killing|killed|end|ending|ended|off|offing) ${SELF}\b(?! (?:with|at|over|trying|working|for|laughing|in the gym|on|in) \w)`,
      r`\bkms\b|\bunalive\w*\b|\bsewer ?slide\b|\bsewerslide\b|\bself[- ]delete\b|\bctb\b|\bcatch the bus\b`,
      r`\b(?:suicidal|suicide)\b`,
      r`(?<!\b(?:tried|attempted|try|trying) to )\b(?:end|take|ending|taking|took|ended) (?:my (?:own )?life|it all|my own)\b`,
      r`\bend it\b(?! (?:with|between|on|early|there|here|now with|properly|amicably|well))`,
      r`\b(?:thinking|think|thought|thoughts) (?:about|of) (?:doing it|ending it|not being here|not being alive|dying|death|how i would do it|how to do it)\b`,
      r`\b(?:do|did|doing) it (?:this time|for real|tonight)\b`,
      r`\bit (?:would|will|could) be (?:the )?(?:quickest|easiest|simplest|best|cleanest) way (?:to go|out)\b|\b(?:quickest|easiest|cleanest|best|painless) way (?:to go|out|to die|to end it)\b`,
      r`\bwant (?:it|this|everything) (?:all )?(?:to be )?over\b|\bwanted it (?:all )?over\b`,
      r`\b(?:thinking|think|thought|thoughts|feel like|considering|contemplating) (?:of |about )?(?:just )?ending (?:things|everything|it)\b(?! (?:with|between|on|off|at|for|here|there|early|properly|amicably|gracefully|professionally|cleanly|nicely|well)\b)`,
      r`\b(?:want|going|plan|planning|about|ready|thinking about|thought about) (?:to )?(?:overdose|od)\b`,
    ],
    deathWish: [
      r`\b(?:want|wanna|wanted|wish|wishing|ready|hoping|hope|pray|praying) (?:i could |i would |to )?(?:just )?(?:die|be dead|be gone|not exist|stop existing|not be alive|not be here|disappear (?:forever|for good|permanently))\b`,
      r`\bwish (?:i was|i were|i had never been|i was never|i had not been) (?:dead|gone|born|never born|not born|not alive|not here)\b`,
      r`\b(?:i|to|just) (?:do not|will not|would not|did not|never) (?:want to |wanna )?(?:wake up|live|be alive|exist|be here|go on|keep going|carry on)(?: anymore| any more| again| tomorrow| like this)?\b`,
      r`\b(?:hope|hoping|wish|pray|praying) (?:that )?i (?:do not|will not|would not|never|just will not|just do not|just never|just would not) wake up\b`,
      r`\b(?:not|never) (?:to )?wake up\b(?! (?:on time|in time|early|before|at|for|from|when|until|without|with|tired))`,
      r`\bbetter off (?:dead|gone|without me|if i (?:was|were|am) (?:not|gone|dead|no longer)|if i (?:died|disappeared|never existed|was never born))\b`,
      r`\b(?:would|will|could) (?:all )?be (?:so much |much |a lot |far )?better (?:off )?without me\b|\bbetter (?:off )?without me (?:around|here|dragging)\b`,
      r`\b(?:rather|might as well|should just) be dead\b|\bwould rather not be (?:alive|here)\b`,
      r`\btired of (?:being alive|living|life|being here|existing|it all)\b|\bdone with (?:life|living|being alive|it all)\b`,
      r`\b(?:wish|wishing) (?:i was|i were|to be|for) (?:dead|death|it to be over)\b|\b(?:i|me) (?:wish|want) (?:it|this|life) (?:all )?(?:to )?(?:end|be over|stop)\b`,
      r`\b(?:death|dying) (?:sounds|seems|feels) (?:good|better|peaceful|like a relief|easier)\b|\blonging (?:for|to) (?:die|death)\b`,
      r`\bi (?:want|wanna|need) to die\b|\bi am ready to (?:die|go)\b`,
      r`\b(?:no|not any|there is no|i have no|i see no|i do not have (?:a|any)) (?:reason|point) (?:to|in) (?:live|living|go on|going on|keep going|stay alive|be alive)\b|\bnothing (?:left )?to live for\b|\b(?:life|living) is(?: not|n't) worth (?:it|living)\b|\bnot worth living\b`,
    ],
    finalAbsence: [
      r`\b(?:will not|would not|am not going to) be (?:here|around|alive)(?: much longer| for long| anymore| any more| by| for| after| to| next| when|$)`,
      r`\b(?:when|after|once|by the time) i am (?:gone|dead|not here|no longer here|not around)\b|\bafter i (?:go|die|am gone)\b`,
      r`\bwhere i am going\b|\bwill not (?:need|be needing) (?:them|it|these|those|any of (?:it|this|them))(?: anymore| any more| where| after| now)?\b`,
      r`\b(?:this is|it is) (?:my )?goodbye\b|\b(?:say|said|saying) (?:my )?goodbyes?\b|\bi will be gone\b|\bgone for good\b|\bnot (?:be|being) around (?:much longer|anymore|any more|for long)\b`,
      r`\bwill not need to (?:worry|think) about (?:him|her|it|them|anything)(?: anymore| any more| after \w+)?\b|\bdo not bother (?:holding|keeping|booking)\b`,
      r`\b(?:last|final) (?:session|time you will hear|message|time we talk)\b|\bmade (?:my )?peace with (?:it|that|dying|going)\b`,
      r`\b(?:the|my) day is (?:set|chosen|picked)\b|\b(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday|tonight|tomorrow)(?: is| will be) (?:the|my) (?:day|night)\b`,
      // A date picked for nothing named: 'I have picked a date.'
      r`\b(?:picked|chosen|set) (?:a|the|my) (?:date|day)(?=\s*(?:[.!,;]|$| after| before| when| so))`,
    ],
    leaveTaking: [
      r`\bthank(?:s| you) for everything(?: you have done)?\b|\b(?:wanted|want) to say (?:goodbye|bye|thank you|thanks)(?: for (?:everything|the sessions|all))?\b`,
      r`\bjust (?:wanted|want) (?:you )?to (?:know|say|tell someone)\b|\bjust wanted to tell someone\b`,
    ],
    jumpOrHang: [
      r`\b(?:jump|jumping|throw myself|throwing myself) (?:off|from) (?:a|an|the|this|that|my) (?:\w+ ){0,2}(?:${HEIGHT})\b`,
      r`\b(?:jump|jumping|throw myself|throwing myself|step|stepping|walk|walking|lie down|lying down) (?:in front of|under|onto) (?:a|an|the|this|that|my) (?:\w+ ){0,2}(?:${TRACKS}|train|bus|lorry|truck|traffic|tram|tube)\b|\b(?:jump|throw myself) into (?:the|a) (?:river|sea|lake|water)\b`,
      r`\b(?:hang|hanging|hanged|drown|drowning|gas|poison|electrocute) (?:myself|my ?self)\b|\bdrive (?:my car )?(?:into|off) (?:a|the) (?:wall|tree|bridge|cliff|river|lorry|truck)\b`,
    ],
    means: [r`\b${MEANS}\b`],
    lethality: [
      r`\bhow (?:many|much) (?:\w+ ){0,3}(?:would it take|does it take|it would take|it takes|would (?:do it|kill|be enough)|to (?:die|kill|overdose|not wake up|end it|do it))\b`,
      r`\b(?:lethal|fatal|deadly|toxic) (?:dose|amount|quantity|level)\b|\boverdose threshold\b`,
      r`\b(?:would|will|could) (?:do it|do the job|be enough|finish me|kill me)\b`,
      r`\b(?:painless|quickest|fastest|easiest|surest|cleanest|quietest) (?:way|method|methods|ways)\b`,
      r`\b(?:looking|looked|reading|read|researching|researched|googling|googled|searching|searched) (?:up |into |about |on )?(?:how (?:to|many|much|long)|methods|ways to|which (?:pills|methods)|doses|overdoses?|lethal)\b`,
      r`\b(?:where|how) i would do it\b|\bsee where i would do it\b`,
    ],
    heightQuestion: [r`\bhow (?:high|tall|far down|deep|far up) (?:\w+ ){0,4}(?:is|are|was)\b|\bhow many (?:floors|storeys|stories)\b`],
    acquired: [
      r`\b(?:bought|buying|buy|got|getting|picked up|pick up|ordered|ordering|collected|grabbed|purchased|went to (?:two|three|several|different) (?:\w+ )?(?:chemists|pharmacies|shops|stores)|got hold of|managed to get|borrowed|taken from) (?:a |an |some |more |the |my |another |two |three |\d+ |lots of |loads of |a lot of |a box of |boxes of )?(?:\w+ )?(?:${PILLS}|${ROPE}|${GUN}|${BLADE}|charcoal|hose)\b`,
      r`\b(?:got|get|bought) (?:\w+ )?(?:at|from) (?:both|each|two|three|several)\b`,
    ],
    stockpile: [
      r`\b(?:stockpil\w*|hoard\w*|sav(?:e|ed|ing) up|sav(?:e|ed|ing)|collect(?:ed|ing)|keep(?:ing)?|kept|squirrel(?:led|ing)? away|stash(?:ed|ing)?|put(?:ting)? aside|building up) (?:all )?(?:my |the |some |a few |a lot of |lots of |a stash of |enough )?(?:\w+ )?(?:${PILLS}|prescriptions?|doses)\b(?! (?:for (?:a|the|my) (?:trip|holiday)))`,
      r`\b(?:a |an )?(?:shoebox|box|drawer|bag|stash|tin|jar|bottle) (?:full|of them|of pills|of tablets)\b|\benough (?:${PILLS}|of them) (?:saved|stored|now|to)\b`,
    ],
    farewell: [
      r`\b(?:goodbye|good-?bye|farewell|suicide|final|last) (?:letters?|notes?|videos?|messages?|texts?|emails?|posts?)\b`,
      r`\b(?:wrote|written|writing|write|recorded|recording|left|leaving|drafted|scheduled) (?:\w+ ){0,4}(?:letters?|notes?|videos?|messages?|a post)(?: \w+){0,4} (?:for when i am (?:gone|dead)|explaining why|for after|to (?:post|go out|send) (?:after|when|on)|to be found|so they know why|for everyone|to everyone|to each of)\b`,
      r`\b(?:letters?|notes?|cards?) (?:to|for) (?:each of (?:my|the) \w+|everyone|all of them|my (?:mum|mom|dad|kids|children|brother|sister|wife|husband|partner|family|parents))(?:\.|,| and| for| sealed| in| when| after)`,
      r`\b(?:finally )?wrote the letters\b|\bexplaining why\b|\bscheduled to (?:post|go out|send)\b`,
    ],
    affairsInOrder: [
      r`\b(?:gave|give|giving|given) (?:away )?(?:all )?(?:of )?(?:my )?(?:\w+ )?(?:stuff|things|belongings|possessions|clothes|books|guitar|ps5|xbox|laptop|car|records|collection|jewellery|jewelry|savings|money|bike)(?: \w+)? (?:away|to)\b|\bgiving (?:all )?(?:my )?(?:stuff|things|belongings) away\b`,
      r`\b(?:found|finding|find) (?:a )?(?:new )?home for (?:my )?(?:cat|dog|pets?|rabbit|bird|fish|hamster|puppy|kitten)\b|\brehom(?:e|ed|ing) (?:my )?(?:cat|dog|pets?)\b`,
      r`\b(?:dropping|dropped|taking|took|leaving|left) (?:my )?(?:cat|dog|pets?|puppy|kitten) (?:at|with|to) (?:my )?\w+\b`,
      r`\b(?:did|done|made|finished|sorted|updated|wrote|written) (?:my|a) will\b(?!.*\b(?:house|solicitor|twins|baby|married|mortgage|kids were born|bought)\b)`,
      r`\b(?:everything|all) (?:is|will be) (?:sorted|in order|taken care of) (?:for them|for when|after)\b|\b(?:affairs|papers|finances) in order\b|\bpasswords? (?:for|to) (?:my )?\w+ (?:for|so)\b`,
      r`\bwho (?:gets|will get|should get|can have) (?:my|all my) (?:stuff|things|cat|dog|belongings)\b|\blook after (?:him|her|them) better than i (?:could|can)\b`,
    ],
    plan: [
      r`\b(?:picked|chosen|chose|decided on|worked out|planned|found) (?:a |the |my )?(?:place|spot|tree|method|night|way|bridge|building)(?! (?:for (?:the|our|my|a) \w+|to (?:eat|meet|stay|work|live|go on holiday)))\b`,
      r`\b(?:worked|figured|thought) (?:it all|it|everything) (?:all )?out\b|\b(?:have|got) (?:it all|everything|a) (?:planned|plan)\b|\bplanned (?:it|everything)\b`,
      r`\b(?:my mind is made up|made up my mind|there is no going back|no turning back|i am sure now)\b(?! (?:about|on|to (?:take|accept|quit|leave)))`,
      r`\b(?:where|how|when) i (?:would|will|am going to|could) (?:do it|go|end it)\b|\bif i (?:ever )?did it\b|\bi would do it (?:with|by|from|off|at)\b`,
      r`\b(?:when|while) (?:my )?(?:\w+ )?(?:is|are) (?:away|out|asleep|at work|at (?:her|his|their) \w+)\b`,
      r`\b(?:i|we) (?:know|knew) (?:exactly )?how i (?:would|will)\b|\bso (?:it is not|it will not be) (?:the kids|my kids|them) (?:who|that) (?:find|finds)\b`,
    ],
    soon: [r`\b${SOON}\b`, r`\bafter (?:the|my|her|his) \w+(?: on the \d+\w*)?\b|\bbefore (?:the|my) \w+ (?:comes|is over)\b`],
    atTheEdge: [
      r`\b(?:i am|i am just|am|sat|sitting|standing|stood|here) (?:up |out |right )?(?:on|at|by|near|next to|over|above|under|beside) (?:the |a |this |that |top of (?:the|a) )?(?:edge of (?:the |a )?)?(?:\w+ )?(?:${HEIGHT}|${TRACKS}|rails?|water|river|motorway|railing)\b`,
      r`\b(?:looking|staring) (?:down|over) (?:the|at the) (?:edge|drop|water|road|traffic|cars|trains)\b|\b\d+ (?:floors|stories|storeys) (?:up|down|high)\b|\btrains every\b`,
    ],
    takeItAll: [
      r`\b(?:take|taking|swallow|swallowing|down|neck) (?:all of (?:them|it|my \w+)|the (?:whole )?(?:lot|bottle|box|packet|pack|strip)|all (?:my|the|of the|these|those) (?:\w+ )?(?:${PILLS})|every (?:last )?(?:one|pill|tablet)|everything (?:i have|in)|them all|all of them)\b(?! (?:day|night|week|the time|at once for))`,
    ],
    toEndIt: [
      r`\b(?:to|so i can|so it|and) (?:end it|make it (?:all )?stop|be over|not wake up|die|be done|finish it|end (?:this|everything|the pain))\b|\b(?:meant it|mean it) this time\b`,
      r`\bi (?:wanted|want|needed) (?:it|this|everything) (?:all )?(?:to be )?over\b`,
    ],
    ominousPurpose: [
      r`\b(?:i|you) (?:know|knew) (?:exactly |very well |full well )?(?:what|why) (?:it is|it was|they are|they were|i got it|i bought it|i need it|i am doing this) (?:for|about)?\b|\b(?:is|was|are) not for (?:protection|hunting|camping|work|the garden|sleep)\b`,
      r`\basking for (?:me|myself)\b|\bnot (?:for )?a (?:story|book|novel|friend)\b`,
    ],
    hopeless: [
      r`\b(?:no|not any|can not see (?:a|any)|do not see (?:a|any)|there is no) (?:way out|point|reason to (?:live|go on|keep going|try)|hope|future|light at the end)\b`,
      r`\b(?:what is|what is even|whats|what) the point(?: of (?:anything|any of this|it all|living|trying|going on|me))?\b`,
      r`\b(?:can not|could not|do not know how to) (?:go on|do this|keep (?:going|doing this)|carry on|take (?:it|this|much more)|cope)(?: anymore| any more| like this| much longer)?\b`,
      r`\b(?:trapped(?! in (?:a |the |this )?(?:meeting|traffic|lift|elevator|call|loop|cycle of meetings))|hopeless(?! (?:about|at|with|for|when it comes to|romantic)\b)|worthless|empty inside|numb|broken beyond)\b|\bnothing (?:matters|will ever change|ever gets better|left)\b`,
      r`\b(?:want|need|wish) (?:the|this|all the|all this) (?:pain|hurt|hurting|noise|thoughts?) to (?:stop|end|go away)\b|\bmake (?:it|the pain|everything) stop\b`,
      r`\b(?:everything|it all|life|all of it|any of it|all this) (?:feels|is|seems|has become|became) (?:so |completely |totally |just )?(?:pointless|meaningless|empty)\b|\bpointless(?:ness)? of (?:it all|everything|life)\b`,
      r`\b(?:given up|giving up|give up) on (?:everything|life|myself|it all)\b|\bstopped caring about (?:anything|any of it|everything|myself)\b|\bdo not care (?:what happens to me|if i (?:live|die|wake up))\b`,
      r`\btired of (?:everything|it all|fighting|trying|this life|this)\b|\b(?:everyone|everybody|the world|they) would be fine without me\b`,
    ],
    burden: [r`\b(?:a|such a|the|just a) (?:burden|drain|weight|problem) (?:to|on|for) (?:everyone|everybody|them|my \w+|all|people|the people)\b|\bdragging (?:them|everyone|everybody|my \w+) down\b`, r`\bi am (?:a|such a|just a) burden\b`],
    disappear: [
      r`\b(?:want|wanna|wish|like) (?:i could |to )?(?:just )?(?:disappear|vanish|run away from everything|sleep for (?:a|about a|weeks|months|a month|a year|ever))\b(?! (?:for a (?:week|weekend|few days|holiday)|on (?:a|holiday|vacation)|to (?:a|the) (?:beach|island|mountains|cabin|countryside)|with (?:my|a) \w+)\b)`,
      r`\bif i (?:disappeared|vanished|was gone|died|were gone)(?: tomorrow| today)?,? (?:no ?one|nobody|i doubt anyone|would anyone|who) (?:would|will|even)?\b|\bno(?:body| one) would (?:notice|care|miss me)\b|\bwould anyone (?:notice|care|miss me)\b`,
      r`\b(?:switch|turn) (?:my phone|everything) off and (?:sleep|disappear)\b`,
    ],
    pastAttempt: [
      r`\b(?:tried|attempted|tried to take my life|attempt(?:ed)? suicide|overdosed|an? (?:suicide )?attempt)\b(?=.*\b(?:years ago|when i was|in \d{4}|at \d+|at uni|as a teen|back then|last year|\d+ years)\b)`,
      r`\bi (?:tried|attempted) (?:to )?(?:kill myself|take my (?:own )?life|end (?:it|my life)|suicide)\b`,
    ],
    selfInjury: [
      r`(?<!\bto )\b(?:cut|cutting|burn(?:ed|t|ing)?|scratch(?:ed|ing)?|carv(?:ed|ing)|hit(?:ting)?|punch(?:ed|ing)?|bit(?:e|ing)?|hurt(?:ing)?|harm(?:ed|ing)?|slash(?:ed|ing)?|starv(?:ed|ing)) (?:myself|my (?:arm|arms|wrist|wrists|thigh|thighs|leg|legs|skin|stomach|hand|hands|face|head))\b(?! (?:on|in|at|while|during|by accident|accidentally|playing|running|cooking|shaving|training|lifting|skiing|climbing))`,
      r`(?<!\b(?:used to|history of|used to do|years of|past) )\b(?:self[- ]?harm\w*|self[- ]?injur\w*|sh'?d|sh(?:ed)? again|relapsed|relapse)\b`,
      r`\b(?:used|using|took) (?:a|the|my) (?:${BLADE}|lighter|compass|glass) (?:on|to) (?:my|myself)\b`,
      r`\b(?:punch(?:ed|ing)?|hit(?:ting)?|smash(?:ed|ing)?|bang(?:ed|ing)?) (?:the |a )?(?:wall|door|mirror)s? (?:till|until|and) (?:my )?(?:knuckles|hands?|fists?) (?:bleed|bled|broke|are bleeding|were bleeding|split)\b`,
      r`\b(?:cut|burned|burnt) my (?:wrists?|arms?|thighs?|legs?) (?:deep|again|open|with)\b`,
      r`\b(?:been|started|start|starting|keep|kept|am|was|can not stop) cutting(?: again)?\b(?=\s*(?:$|[.!?,;]|\b(?:and|but|when|whenever|because|to cope|since|again|every|at night|in secret|myself)\b))`,
    ],
    selfInjuryNow: [
      r`\b(?:with|holding|have|got|getting|taking) (?:a|the|my) (?:${BLADE}|lighter)(?: \w+){0,3} (?:out|now|right now|in my hand|ready)\b`,
      r`\b(?:i am|am|in the) (?:\w+ )?(?:toilets?|bathroom|loo|room)(?: \w+){0,3} with (?:a|the|my) (?:${BLADE})\b`,
      r`\b(?:going to|about to) (?:cut|burn|hurt|harm) (?:myself|again|my (?:arms?|wrists?|legs?|thighs?))\b|\bgoing to do it\b(?=.*\b(?:blade|razor|cut|knife)\b)`,
    ],
    selfInjuryUrge: [
      r`\b(?:urge|urges|itch|craving|cravings|need|want|wanting|temptation|pull|thoughts?) (?:to )?(?:cut|burn|hurt (?:myself|me)|harm (?:myself|me)|self[- ]?harm|sh)\b`,
      r`\b(?:the )?urges? (?:is|are|has|have) (?:back|crept back|bad|really bad|strong|returning|coming back)\b|\bthe urge\b`,
      r`\b(?:thinking|thought|thoughts) (?:about|of) (?:it|cutting|self[- ]?harm\w*|hurting myself) again\b`,
    ],
    deservePain: [
      r`\b(?:deserve|deserved|should have|need|have) to (?:be punished|suffer|hurt|feel pain|pay for (?:it|this|that))\b|\bdeserve (?:the )?pain\b|\bpay for it,? physically\b|\bphysically,? i mean\b`,
      r`\bi (?:deserve|should get) (?:to be )?(?:punish\w*|hurt|pain)\b`,
    ],
    selfInjuryHint: [
      r`\blong sleeves (?:again|in (?:this|the) heat)\b|\b(?:\d+|eight|six|three|two) (?:months?|weeks?|years?|days?) clean\b|\bold habits\b`,
      r`\b(?:used to|back when i) (?:self[- ]?harm|cut|hurt myself|sh)\b`,
    ],
    threatToHarm: [
      r`\b(?:i will|i am going to|i am gonna|going to|i swear i will|i swear i am going to|i could|i will fucking|i want to|i am about to|i would|i am planning to|planning to|plan to|intend to|i intend to) (?:\w+ ){0,2}(?:kill|stab|shoot|strangle|choke|smash|punch|beat|batter|hit|hurt|harm|attack|murder|knock|glass|deck|run over|break|bash|slap|poison|torch|burn) (?:\w+ ){0,3}(?:${PERSON}|his|her|their|the (?:guy|bloke|woman|man)|that \w+)(?: \w+)?(?: in| up| to death| out| down| face| head| skull| teeth| legs|\b)`,
      r`\b(?:smash|bash|kick|cave|knock) (?:his|her|their) (?:\w+ )?(?:head|face|skull|teeth) in\b|\bmake (?:him|her|them) pay\b`,
      r`\bif (?:he|she|they|my \w+|that \w+) (?:\w+ ){0,6}(?:again|one more time|ever)\b.*\b(?:i will|i am going to|i swear)\b`,
    ],
    weaponForSomeone: [
      r`\b(?:${BLADE}|${GUN}|bat|cricket bat|baseball bat|hammer|crowbar|machete|axe) (?:in|into|under) (?:my|the) (?:bag|car|pocket|coat|desk|locker|boot|van|glovebox)\b`,
      r`\b(?:bring|bringing|brought|take|taking|took|carry|carrying) (?:a|the|my|dad's|his) (?:${BLADE}|${GUN}|bat|hammer|machete|axe) (?:to|into|in to) (?:work|school|the office|the meeting|his|her|their)\b`,
      r`\b(?:${BLADE}|${GUN}|bat|hammer) (?:for|ready for) (?:when )?(?:${PERSON})\b`,
    ],
    goingAfterSomeone: [
      r`\b(?:driving|going|heading|walking|on my way|coming) (?:over |round |down )?(?:to|towards) (?:his|her|their|the) (?:place|flat|house|home|office|work|door)\b`,
      r`\b(?:waiting|wait) (?:outside|for (?:him|her|them) (?:to|outside)|at (?:his|her|their) (?:door|house|flat|car))\b|\bfound out where (?:he|she|they|my \w+) (?:lives|works)\b`,
    ],
    harmToChild: [
      r`\b(?:scared|afraid|terrified|worried|frightened) (?:i am going to|i will|i might|i could|that i will|of what i might do to) (?:shake|hurt|hit|smother|drop|harm|throw) (?:her|him|the baby|my baby|my son|my daughter|them)\b`,
      r`\b(?:want|wanted|urge|urges) to (?:shake|smother|hurt|hit) (?:her|him|the baby|my baby)\b|\b(?:grabbed|shook|squeezed|held) (?:her|him|the baby) (?:too|way too|far too) (?:hard|tight|rough)\b`,
    ],
    fearOfOwnAnger: [
      r`\b(?:scared|afraid|frightened|terrified|worried|frightens me|scares me) (?:of )?(?:what i (?:might|could|would|will) do|what i am capable of|of myself when)\b|\bit (?:frightens|scares) me what i (?:could|might) do\b`,
      r`\b(?:red mist|see red|lose control|losing control|snap and|out of control)\b(?=.*\b(?:angry|anger|rage|temper|hurt|hit|someone|people)\b)|\btemper(?:'s| is) (?:getting )?out of (?:hand|control)\b`,
      r`\b(?:flashes|thoughts|images|visions) of (?:hurting|hitting|stabbing|killing) (?:people|someone|them|others)\b|\bthrew (?:a|the|my) \w+ (?:across|at)\b`,
    ],
    physicalAbuse: [
      r`\b${ABUSER} (?:\w+ )?(?:hit|hits|hitting|beat|beats|beating|punched|punches|kicked|kicks|slapped|slaps|choked|chokes|strangled|strangles|pushed|pushes|shoved|shoves|threw|throws|pinned|pins|grabbed|grabs|dragged|drags|burned|burns|bit|bites|headbutted|hurt|hurts|attacked|battered|assaulted|abuses|abused|smacked|smacks|locked) (?:me|my \w+)\b(?! (?:up with|with (?:a|an|the|another|this|some|more) (?:surprise|new|last-minute|deadline|task|request|question|email|bill|project|curveball|lot|ton|bunch|pile|work)))`,
      r`\b${ABUSER} (?:\w+ )?(?:threw|throws|hurled) (?:\w+ ){1,3}at (?:me|my head|my face)\b|\b(?:pinned|held|grabbed) me (?:against|by|down)\b|\bby my (?:neck|throat|hair)\b`,
      r`\b(?:i am|i was|i have been|being|got) (?:\w+ )?(?:beaten|hit|punched|kicked|slapped|choked|strangled|abused|attacked|battered|assaulted)\b(?! (?:by (?:a|the|an) (?:ball|car|bike|wave|truck|bus|deadline|email|request|virus|bug|cold|flu|storm)|with (?:a|the|an) (?:deadline|request|bill|question|fine)|the (?:gym|books|road|snooze))\b)|\bgave me a (?:beating|black eye|hiding)\b`,
      r`\b(?:locked|locks|shut) me (?:in|inside|out)\b|\b(?:marks|bruises) (?:on my (?:neck|arms|face)|i am covering|from (?:him|her|where))\b|\b(?:domestic|partner) (?:violence|abuse)\b|\bnot (?:feel )?safe (?:at home|with (?:him|her|my (?:husband|wife|partner|boyfriend|girlfriend|dad|father|mum|mom)))\b|\b(?:afraid|scared|terrified) to go home\b`,
    ],
    sexualAssault: [
      r`\b(?:raped|molested|sexually (?:assaulted|abused|harassed)|groped|drugged) me\b|\b(?:i was|i got|i have been|was|got|been) (?:\w+ )?(?:raped|molested|sexually assaulted|sexually abused|drugged and)\b`,
      r`\b(?:forced|made) me (?:to )?(?:have sex|do things|sleep with|perform)\b|\btouched me (?:without|when i|while i|after i said)\b|\b(?:rape|sexual assault)\b(?=.*\b(?:me|i|my)\b)`,
    ],
    threatenedWithHarm: [
      r`\b(?:threaten(?:s|ed|ing)?|says?|said|texting|texts|texted|keeps saying|told me) (?:\w+ ){0,3}(?:to |he will |she will |they will |that he will |that she will |he is going to |she is going to )?(?:kill|hurt|stab|shoot|burn|find|beat|end) (?:me|the house (?:down )?with me|my \w+)\b`,
      r`\bthreat(?:s|ened)? (?:to kill|against my life)\b|\bwith me (?:in it|inside)\b`,
    ],
    coerciveControl: [
      r`\b(?:checks|goes through|reads|monitors|tracks|tracking|controls|control) (?:all )?(?:of )?(?:my|all my|the) (?:phone|messages|texts|emails|location|money|bank|account|accounts|finances|spending|passwords?|car keys)\b`,
      r`\b(?:does not|will not|would not|never) (?:let|allow) me (?:to )?(?:see|go|leave|have|talk|work|use)\b|\b(?:does not like|hates|will not let) me (?:seeing|going out|talking to|having)\b`,
      r`\b(?:i have to|i must) (?:ask (?:him|her|them) for|justify|account for|explain) (?:money|every|bus fare|where|everything)\b|\bwalk(?:ing)? on eggshells\b|\bstopped (?:seeing|talking to) (?:my )?(?:friends|family)\b`,
    ],
    afraidOfPartner: [r`\b(?:afraid|scared|frightened|terrified) of (?:my (?:husband|wife|partner|boyfriend|girlfriend|fiance|ex|dad|father|mum|mom|stepdad)|him|her)\b`],
    chestPain: [r`\b(?:having|had|have) a heart attack\b|\bheart attack\b(?=.*\b(?:i think|right now|now|help)\b)|`+r`\b(?:chest|heart) (?:pain|pains|is (?:really |very )?(?:tight|hurting|pounding)|tightness|feels (?:tight|crushed|heavy))\b|\b(?:pain|tightness|pressure|crushing) (?:in|on|across) my chest\b|\bmy chest (?:is|feels) (?:\w+ )?(?:tight|heavy|crushed|painful)\b`],
    cardiacSign: [r`\b(?:having|had|have) a heart attack\b|`+r`\b(?:down|into|in) my (?:left )?arm\b|\b(?:left )?arm (?:is )?(?:numb|tingling|heavy|hurts)\b|\b(?:sweating|clammy|jaw pain|pain in my jaw|going grey|feel sick and)\b`],
    cannotBreathe: [
      r`\b(?:can not|could not|struggling to|hard to|unable to) (?:breathe|get (?:any )?air|catch my breath)\b|\bthroat (?:is |feels )?(?:closing|swelling|tight)\b|\b(?:inhaler|puffer) (?:is not|does not|not) (?:help|work)\w*\b`,
      r`\b(?:he|she|they|my \w+) (?:is|are) not breathing\b|\bstopped breathing\b|\bturning blue\b`,
      r`\b(?:anaphyla\w*|allergic reaction)\b(?=.*\b(?:throat|breath|swell|epipen|lips)\w*)|\bneed (?:my|an) epipen\b`,
    ],
    strokeSign: [
      r`\b(?:face|mouth|smile) (?:has )?(?:dropped|drooping|droops|is drooping|gone lopsided|fallen) (?:on one side)?\b|\b(?:slurring|slurred|not making (?:any )?sense|can not (?:speak|talk) properly|words are coming out wrong)\b`,
      r`\bone side of (?:my|his|her) (?:face|body) (?:is )?(?:numb|weak|dropped|not moving)\b|\bcan not (?:move|feel) (?:my|his|her) (?:arm|leg|face)\b`,
    ],
    seizure: [r`\b(?:having|had|in|is having) (?:a )?(?:seizure|fit|convulsions?)\b|\b(?:seizing|fitting|convulsing)\b`],
    unresponsive: [
      r`\b(?:collapsed|fainted|passed out|blacked out|unconscious|out cold|will not wake|can not wake|not responding|unresponsive|is not moving)\b(?=.*\b(?:not responding|will not wake|can not wake|unresponsive|unconscious|breathing (?:funny|weird|strangely)|not moving|help)\b)|\b(?:unconscious|unresponsive)\b`,
    ],
    heavyBleeding: [r`\b(?:will not|can not|does not|it will not|it is not) stop(?:ping)? bleeding\b|\bbleeding (?:heavily|badly|a lot|everywhere)\b|\b(?:soaked|soaking) (?:through|with blood)\b|\b(?:a lot|so much|lots|loads) of blood\b|\bthere is (?:a lot of |so much )?blood\b`],
    overdoseTaken: [
      r`\b(?:took|taken|have taken|swallowed|downed|necked|had) (?:like |about |around |maybe |at least )?(?:\d{2,}|twenty|thirty|forty|fifty|a (?:whole|full) (?:bottle|box|packet|pack|strip)|the (?:whole|entire) (?:lot|bottle|box|packet)|all (?:my|the|of my|of the)|everything in (?:my|the)|a (?:handful|bunch|load|lot) of|too many|way too many|loads of|double|triple) (?:\w+ ){0,3}(?:${PILLS}|them|it|with)?\b`,
      r`\b(?:took|taken|had|have taken) (?:an|a) overdose\b|\bit is done\b|\b(?:took|swallowed) (?:the )?(?:whole )?lot\b|\bmust be (?:about )?\d{2,} (?:now|of them)\b|\boverdosed\b|\b(?:swallowed|took|ate|got into) (?:\w+ ){0,3}(?:pills|tablets|medicine|bleach|cleaning)\b(?=.*\b(?:son|daughter|toddler|child|kid|baby|dog)\b)`,
    ],
    worryingSymptom: [
      r`\b(?:worst|worse) headache (?:of my life|ever|i have ever had)\b|\bstiff neck\b|\b(?:irregular|fluttery|racing|pounding|skipping) (?:heartbeat|heart|pulse)\b|\b(?:nearly|almost) (?:fainted|passed out|blacked out)\b`,
      r`\b(?:blurred|blurry|double|lost) vision\b|\b(?:face|arm|hand|leg) (?:went|goes|is) numb\b|\b(?:calf|leg) (?:pain|is swollen)\b.*\b(?:breath|breathless|flight)\b|\bout of breath (?:at|from|with) the (?:slightest|smallest|least)\b|\bbreathless\b`,
    ],
  },
  modifiers: {
    passed: [r`\b(?:it|that|the \w+) (?:has |have )?(?:passed|gone|went away|settled|cleared)\b|\b(?:better|fine) now\b`],
    joking: [r`\b(?:lol|lmao|haha\w*|jk|joking|kidding|figuratively|metaphorically)\b`],
    leisure: [
      r`\b(?:bungee|bungy|skydiv\w*|parachut\w*|paraglid\w*|base jump\w*|cliff diving|zip ?lin\w*|climbing|bouldering|abseil\w*|hik(?:e|ing)|hunting|pheasant|grouse|clay pigeon|shooting range|photo ?walk|photograph\w*|sunrise|sightseeing|tourist|scuba|diving|fishing|kayak\w*|sailing)\b`,
    ],
  },
  safe: [
    r`\b(?:i am|i am actually|honestly i am|i am really) (?:ok|okay|fine|safe|alright|all right|good)\b`,
    r`\b(?:figure of speech|just an expression|a joke|joking|kidding|did not mean (?:it|that)(?: literally)?|not literally|not serious|was exaggerating|venting)\b`,
    r`\b(?:i am|i was) not (?:going to|gonna) (?:do anything|hurt (?:myself|anyone)|kill myself)\b|\bi am not suicidal\b|\bno need to worry\b|\bdo not worry\b`,
  ],
  yes: [r`yes`, r`yeah`, r`yep`, r`yup`, r`sometimes`, r`maybe`, r`a bit`, r`a little`, r`kind of`, r`sort of`, r`i think so`, r`honestly,? yes`, r`i have been(?! (?:fine|ok|okay|better))`, r`i am(?! not| fine| ok| okay| safe| good| alright)`, r`i do(?! not)`, r`i have(?! not)`],
  no: [r`no\b(?! (?:one|body|point|way|longer|reason|hope|future))`, r`nope`, r`nah`, r`not at all`, r`never`, r`of course not`, r`definitely not`, r`not really`, r`i am not`, r`i do not`, r`i would not`],
};
