import type { Lexicon } from './types.js';

const r = String.raw;

// Text is normalised: lower case, umlauts without their dots (brucke, mude), ss for sharp s.
const PILLS = r`(?:tabletten|tablette|pillen|medikamente|medis|schlaftabletten|schlafmittel|beruhigungsmittel|antidepressiva|paracetamol|ibuprofen|aspirin|tramadol|diazepam|tavor|insulin|lithium|\w+tabletten)`;
const HEIGHT = r`(?:brucke|dach|hochhaus|klippe|felsen|balkon|fenster|parkhaus|turm|viadukt|autobahnbrucke|a\d+)`;
const TRACKS = r`(?:gleise|gleisen|bahndamm|schienen|zug|bahnsteig|s-?bahn|u-?bahn)`;
const MEANS = r`(?:${PILLS}|seil|strick|gurtel|waffe|pistole|gewehr|${HEIGHT}|${TRACKS}|gift|fluss|see|abgase)`;
const ABUSER = r`(?:er|sie|mein (?:mann|freund|partner|ex|vater|papa|stiefvater|bruder|onkel|chef|kollege|nachbar)|meine (?:frau|freundin|partnerin|ex|mutter|mama|stiefmutter|schwester|tante|chefin|kollegin)|ein (?:mann|typ|kollege|fremder|bekannter)|jemand)`;
const PERSON = r`(?:ihn|sie|ihm|ihr|den typ|den kerl|meinen (?:chef|kollegen|nachbarn|mann|ex|bruder|schwager)|meine (?:chefin|kollegin|nachbarin|frau|ex|schwester)|den|die)`;

export const de: Lexicon = {
  harmless: [
    r`\b(?:das|dieses|der|die|mein|meine) (?:\w+ )?(?:bringt|bringen) mich (?:echt |noch |wirklich )*um\b`,
    r`\btotgelacht\b|\btot ?gelacht\b|\btodmude\b|\btotmude\b|\bsterbensmude\b|\bzu tode (?:gelangweilt|erschrocken|gelacht)\b|\bich sterbe vor (?:lachen|hunger|langeweile)\b`,
    r`\b(?:beruflicher|politischer|sozialer) selbstmord\b`,
    r`\b(?:projekt|feature|idee|meeting) (?:\w+ )?killen\b|\bkillen (?:wir|sollten)\b|\bdas projekt killen\b`,
    r`\b(?:tore?|korbe|dreier) (?:\w+ )?geschossen\b|\bgeschossen\b(?=.*\b(?:fussball|tor|tore|spiel)\b)`,
    r`\b(?:krimi|thriller|morder|mordfall|kriegsfilm|doku)\w*\b`,
    r`\bstellen (?:streichen|abbauen)\b|\bkundigen (?:muss|mussen)\b`,
    r`\bschluss machen mit (?:meinem|meiner|ihm|ihr|dem|der|einem|einer)\b|\bmit (?:meinem|meiner) (?:freund|freundin|partner|partnerin) schluss\b|\bich mach(?:e)? mit (?:meinem|meiner|ihm|ihr) \w* ?schluss\b`,
    r`\bfur (?:nen|einen|ein) (?:kaffee|bier|schnitzel|doner)\w* (?:\w+ ){0,3}(?:morden|toten|umbringen)\b`,
  ],
  someoneElse: r`\b(?:er|sie|ihm|ihn|ihr|sein|seine|seinen|ihre|ihren|mein (?:freund|kollege|bruder|vater|sohn|chef|nachbar|partner|mann|cousin|onkel|klient|kunde)|meine (?:freundin|kollegin|schwester|mutter|tochter|chefin|nachbarin|partnerin|frau|cousine|tante|klientin)|ein (?:kollege|freund|bekannter|klient)|eine (?:kollegin|freundin|bekannte|klientin)|jemand|kurs|schulung|seminar|doku|film|buch|roman|pravention|ehrenamt\w*)\b`,
  speaker: r`\b(?:ich|i|mich|mir|mein|meine)\b`,
  negation: r`\b(?:nicht|nie|niemals|kein|keine|keinen|nix|nichts)\b`,
  negationReach: 3,
  concepts: {
    suicideThoughts: [
      r`\b(?:mich|mi) (?:(?!nicht|nie|niemals)\w+ ){0,3}(?:umbringen|umzubringen|toten|vergiften|erschiessen)\b|\bbring mich um\b`,
      r`\b(?:mir|mich) (?:\w+ ){0,2}das leben (?:nehmen|zu nehmen)\b|\bdas leben nehmen\b`,
      r`\b(?:suizid|selbstmord|suizidgedanken|selbstmordgedanken|suizidal|lebensmude)\w*\b`,
      r`\bschluss (?:machen|mache|mach) mit (?:allem|dem leben|mir)\b|\bich mach(?:e)? schluss\b(?! mit (?:meinem|meiner|ihm|ihr))|\ballem ein ende (?:setzen|machen)\b`,
    ],
    deathWish: [
      r`\b(?:will|mochte|wurde|wunsche mir|wunschte|wollte) (?:einfach |nur |lieber )*(?:sterben|tot sein|nicht mehr (?:leben|da sein|aufwachen|existieren)|einschlafen und nicht mehr aufwachen)\b`,
      r`\b(?:am liebsten|lieber) tot\b|\bwar(?:e)? (?:ich )?(?:am liebsten |lieber )?tot\b|\bnicht mehr (?:leben|aufwachen|da sein) (?:will|mochte|wollen)\b|\bwill (?:einfach )?nicht mehr leben\b`,
      r`\b(?:mag|ma) (?:numm|nicht mehr|nimmer) (?:labe|leben)\b|\bohne mich (?:besser|besser dran)\b|\bbesser dran ohne mich\b`,
      r`\bmude (?:vom|zu) leben\b|\bwunschte,? ich ware tot\b`,
    ],
    finalAbsence: [r`\bbin ich weg,? fur immer\b|\bfur immer weg\b|\bwenn ich nicht mehr (?:da|hier) bin\b|\bdanke fur alles\b|\bmuss ich mich um (?:nix|nichts) mehr kummern\b|\bich werde nicht mehr (?:da|hier) sein\b`],
    jumpOrHang: [
      r`\b(?:von der|von einer|uber die|von dem|vom) (?:\w+ )?(?:${HEIGHT}) (?:springen|zu springen|sturzen|sturze|springe|spring)\b|\bvor (?:den|einen) (?:zug|lkw|bus) (?:werfen|springen|legen|zu werfen)\b`,
      r`\bmich (?:(?!nicht|nie)\w+ ){0,3}(?:aufhangen|erhangen|aufzuhangen|ertranken)\b`,
    ],
    means: [r`\b${MEANS}\b`],
    lethality: [r`\bwie viele? (?:\w+ ){0,3}(?:braucht man|brauch ich|brauche ich|musste ich)\b|\b(?:todlich|todliche dosis|letale dosis|schmerzlos\w*|am schnellsten)\b`],
    acquired: [r`\b(?:gekauft|besorgt|geholt|organisiert|bestellt) (?:\w+ ){0,3}(?:${PILLS}|seil|strick|waffe|pistole)\b|\b(?:${PILLS}|seil|strick|waffe|pistole) (?:\w+ ){0,3}(?:gekauft|besorgt|geholt|organisiert|bestellt)\b`],
    stockpile: [r`\b(?:gesammelt|gehortet|gebunkert|zur seite gelegt|aufgehoben|sammle|horte) (?:\w+ ){0,3}${PILLS}\b|\b${PILLS} (?:\w+ ){0,3}(?:gesammelt|gehortet|gebunkert|zur seite gelegt)\b`],
    farewell: [r`\babschiedsbrief\w*\b|\babschiedsvideo\b|\bmich (?:von \w+ )?verabschieden\b|\bbriefe an (?:meine|jeden|alle)\b`],
    affairsInOrder: [r`\b(?:hund|katze|kater|haustier) (?:\w+ ){0,3}(?:zu|bei) (?:meiner|meinem) \w+ (?:gebracht|abgegeben|gegeben)\b|\b(?:meine sachen|alles) (?:verschenkt|verteilt|geregelt)\b|\btestament gemacht\b`],
    plan: [r`\b(?:alles )?(?:durchgeplant|geplant)\b|\bich weiss (?:schon|genau),? (?:wie|wo) ich\b|\bich weiss schon wie\b|\bwie ich'?s machen wurde\b|\bwenn (?:meine|mein) \w+ (?:bei|weg|unterwegs)\b|\bda ist abends keiner\b`],
    soon: [r`\b(?:heute(?: nacht| abend)?|morgen|jetzt|gleich|am wochenende|(?:am )?(?:montag|dienstag|mittwoch|donnerstag|freitag|samstag|sonntag)|nach der feier)\b`],
    atTheEdge: [r`\b(?:steh|stehe|sitz|sitze|bin) (?:\w+ )?(?:grad|gerade|jetzt)? ?(?:auf|an|am|uber) (?:der|dem|den|die)? ?(?:${HEIGHT}|gleisen|bahndamm|geleise|rand)\b|\bschau runter\b|\bwart(?:e)? auf den (?:nachsten )?zug\b`],
    takeItAll: [r`\b(?:alle|alles) (?:auf einmal )?(?:nehmen|schlucken)\b|\b(?:die ganze|alle) (?:packung|schachtel|tabletten) (?:nehmen|schlucken)\b`],
    toEndIt: [r`\bum (?:es|alles) zu beenden\b|\bdamit (?:es|alles) (?:vorbei|aufhort|endet)\b|\bdamit es todlich ist\b|\bum zu sterben\b`],
    ominousPurpose: [r`\bich weiss (?:genau|schon),? wofur\b|\bnicht (?:zum|fur) (?:schutz|jagen)\b|\bdas ist fur mich\b`],
    hopeless: [r`\bich kann nicht mehr\b|\b(?:keinen|kein) (?:ausweg|sinn|licht)\b|\bweiss (?:echt |einfach )?nicht mehr weiter\b|\bhat (?:doch )?(?:eh )?(?:alles )?keinen sinn\b|\bwas soll das alles\b|\bgefangen\b|\bhoffnungslos\b|\bmir ist alles zu viel\b|\balles ist sinnlos\b`],
    burden: [r`\b(?:eine|nur eine) last (?:fur|fur alle)\b|\bnur eine last\b|\bfalle allen zur last\b`],
    disappear: [r`\b(?:einfach )?(?:nur )?weg,? (?:irgendwohin|wo mich keiner)\b|\bwo mich keiner findet\b|\b(?:will|mochte|wurde) (?:einfach )?(?:verschwinden|weg sein)\b`],
    pastAttempt: [
      r`\b(?:suizidversuch|selbstmordversuch|versucht,? mich umzubringen|probiert,? mich umzubringen)\b(?=.*\b(?:jahren|damals|fruher|als ich|jahre)\b)`,
      r`\b(?:vor (?:\w+ )?jahren|damals|fruher|als jugendliche\w*)\b.*\b(?:suizidversuch|selbstmordversuch|versucht,? mich umzubringen)\b`,
    ],
    selfInjury: [r`\b(?:geritzt|ritze|ritzen|schneide mich|hab mich geschnitten|mich verbrannt|mich verletzt|selbstverletz\w*)\b(?! (?:beim kochen|aus versehen|beim rasieren))`],
    selfInjuryNow: [r`\b(?:rasierklinge|klinge|messer|feuerzeug)\b(?=.*\b(?:gleich|jetzt|sofort|mach ichs|mach ich es)\b)`],
    selfInjuryUrge: [r`\b(?:mir (?:weh ?zu ?tun|wehzutun)|mich zu (?:ritzen|verletzen|schneiden))\b|\b(?:drang|lust|bedurfnis),? mich zu (?:ritzen|verletzen)\b|\bjuckt'?s mich\b`],
    deservePain: [r`\b(?:strafe|schmerzen) verdient\b|\bverdiene (?:es )?(?:strafe|schmerzen|zu leiden)\b`],
    selfInjuryHint: [r`\blange armel (?:wieder|bei der hitze)\b`],
    threatToHarm: [
      r`\b(?:schlag|bring|stech|knall|mach) ich (?:ihn|sie|den|die) (?:tot|um|ab|fertig|nieder)\b|\bich (?:bring|schlag|stech) (?:ihn|sie|den) (?:um|tot|ab)\b`,
      r`\b(?:ich werde|ich will) (?:ihn|sie|${PERSON}) (?:\w+ )?(?:umbringen|totschlagen|abstechen|verprugeln|fertigmachen|toten)\b|\bder wird schon sehen\b|\bdas wird (?:er|sie) bereuen\b`,
    ],
    weaponForSomeone: [r`\b(?:nehm|nehme|bring|bringe|hab|habe) (?:\w+ )?(?:das|ein|mein|den|einen) (?:messer|baseballschlager|schlager|waffe|pistole) (?:\w+ ){0,2}(?:mit|dabei|im auto|ins buro|in die arbeit)\b`],
    goingAfterSomeone: [r`\bwart(?:e)? (?:jetzt )?vor (?:seiner|ihrer) (?:tur|haustur|wohnung)\b|\bfahr(?:e)? (?:jetzt )?zu (?:ihm|ihr)\b`],
    harmToChild: [r`\b(?:viel )?zu fest gepackt\b|\bdie kontrolle verlier\w*\b(?=.*\b(?:baby|kind|sie|ihn|schreit)\b)|\bangst,? (?:dass ich )?(?:ihr|ihm) (?:was|etwas) (?:antue|anzutun)\b`],
    fearOfOwnAnger: [r`\bangst vor mir selbst\b|\bangst,? was ich (?:tun|machen) (?:konnte|wurde)\b`],
    physicalAbuse: [
      r`\b${ABUSER} (?:hat )?(?:mir )?(?:\w+ )?(?:schlagt|schlug|geschlagen|verprugelt|gewurgt|wurgt|geschubst|eingesperrt|sperrt mich ein|tritt|getreten|geohrfeigt)\b(?=.*\bmich\b|.*\bmir\b)|\bhat mich (?:\w+ ){0,6}(?:geschlagen|verprugelt|gewurgt|geschubst|eingesperrt|getreten|geohrfeigt)\b`,
      r`\b(?:eine|ne) (?:geknallt|gescheuert|geklebt|gelangt)\b|\bhausliche gewalt\b(?=.*\b(?:ich|mich|mir)\b)|\bangst,? nach hause zu gehen\b`,
    ],
    sexualAssault: [r`\bhat mich (?:\w+ )?(?:vergewaltigt|missbraucht|sexuell belastigt|begrapscht|betaubt)\b|\b(?:ich wurde|wurde ich) (?:\w+ )?(?:vergewaltigt|missbraucht)\b`],
    threatenedWithHarm: [r`\b(?:dass er mich|er will mich|droht,? mich|droht mir,? mich) (?:\w+ )?(?:absticht|umbringt|totet|abstechen|umzubringen|zu toten|fertigzumachen)\b|\bmich absticht\b|\bmich umbringt,? wenn\b`],
    coerciveControl: [r`\bkontrolliert (?:mein|meine) (?:handy|konto|geld|nachrichten|ausgaben)\b|\bmuss (?:fur alles|ihn|sie) (?:um geld )?fragen\b|\bwill nicht,? dass ich (?:meine \w+ )?(?:treffe|sehe|ausgehe|arbeite)\b`],
    afraidOfPartner: [r`\bangst vor (?:ihm|ihr|meinem (?:mann|freund|partner|ex)|meiner (?:frau|freundin|partnerin))\b`],
    chestPain: [r`\b(?:herzinfarkt|herzanfall)\b|`+r`\b(?:schmerzen|druck|stechen|enge|druckgefuhl) in der brust\b|\bbrustschmerz\w*\b`],
    cardiacSign: [r`\b(?:herzinfarkt|herzanfall)\b|`+r`\blinken arm\b|\blinker arm\b|\bmir ist (?:total |sehr )?ubel\b|\bkalter schweiss\b`],
    cannotBreathe: [r`\b(?:krieg|kriege|bekomme) keine luft\b|\bkann nicht (?:mehr )?atmen\b|\batmet nicht\b|\basthmaspray hilft nicht\b`],
    strokeSign: [r`\bmundwinkel hangt\b|\bkann (?:auf einmal )?nicht mehr richtig sprechen\b|\bspricht (?:ganz )?wirr\b|\bgesicht hangt\b`],
    seizure: [r`\b(?:krampfanfall|epileptischer anfall|krampft)\b`],
    unresponsive: [r`\b(?:bewusstlos|reagiert nicht|ansprechbar|zusammengebrochen und)\b`],
    heavyBleeding: [r`\bhort nicht auf zu bluten\b|\bblutet (?:stark|heftig)\b|\bviel blut\b`],
    overdoseTaken: [r`\b(?:alle|alli|die ganze packung|\d{2,}) (?:\w+ )?(?:${PILLS}|tablette) (?:\w+ )?(?:geschluckt|gschluckt|genommen)\b|\b(?:geschluckt|gschluckt)\b(?=.*\b(?:alle|alli|packung)\b)`],
    worryingSymptom: [r`\bschwarz vor augen\b|\bpuls (?:stolpert|rast)\b|\bherzrasen\b|\bherzstolpern\b`],
  },
  modifiers: {
    passed: [r`\bist (?:wieder )?(?:vorbei|weg)\b|\bgeht (?:wieder|schon) besser\b`],
    joking: [r`\b(?:haha\w*|lol|spass|witz|scherz)\b`],
    leisure: [r`\b(?:bungee|klettern|kletter\w*|jagd|jagen|wandern|wanderung|fallschirm\w*|gleitschirm\w*|tauchen|angeln|fotograf\w*|sightseeing)\b`],
  },
  safe: [r`\b(?:mir geht'?s gut|mir geht es gut|alles (?:gut|ok|okay)|ich bin in sicherheit|ich bin ok)\b`, r`\b(?:redewendung|nur so dahingesagt|(?:ein|nur ein) (?:scherz|spass|witz)|nicht wortlich|nicht ernst gemeint)\b|\bkeine sorge\b`],
  yes: [r`ja\b`, r`jein`, r`manchmal`, r`ein bisschen`, r`schon`, r`vielleicht`, r`ehrlich gesagt ja`],
  no: [r`nein\b`, r`nee\b`, r`gar nicht`, r`niemals`, r`auf keinen fall`, r`nicht wirklich`],
};
