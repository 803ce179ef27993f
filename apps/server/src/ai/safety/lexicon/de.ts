import type { Lexicon } from './types.js';

const r = String.raw;

// Text is normalised: lower case, umlauts without their dots (brucke, mude, wurde for both wurde and
// würde), ss for sharp s. Dialect and chat spellings are written beside the standard ones: i (ich),
// mi (mich), nimmer/nimma (Austria, Bavaria), numm/numme/num (Switzerland), ned/net/nid/nod (nicht).

// Without umlaut keys people type ue, oe, ae (moechte, Bruecke, toeten): the key words take both.
const U = r`(?:u|ue)`;
const O = r`(?:o|oe)`;
const A = r`(?:a|ae)`;

/** The rest of the sentence, within reach: lookarounds stay cheap on long messages without punctuation. */
const NEAR = r`[^.!?]{0,150}`;
const NEAR_LAZY = r`[^.!?]{0,150}?`;

/** Negators: a gap word may not be one of them ('ich will nicht sterben' is no wish). */
const NEG = r`(?:nicht|nich|ned|net|nid|nod|nit|nie|niemals|kein\w*|nix|nichts)`;
/** Up to n words, each maybe followed by a comma, that are not negators and do not open a new clause. */
const gap = (n: number) => r`(?:(?!${NEG}\b|dass\b|wenn\b|ob\b|weil\b|damit\b|bevor\b|aber\b|oder\b|sondern\b)[\w']+,? ){0,${n}}`;
/** 'no more': standard, southern and Swiss. */
const NO_MORE = r`(?:nicht mehr|nich mehr|ned mehr|net mehr|nimmer|nimma|nimmermehr|n${U}mm|n${U}mme|n${U}m|nid meh|nod meh|nit mehr|nie mehr|nie wieder)`;
/** Living, being there, waking up: what a death wish says no to. */
const LIVE = r`(?:leben|lebe|lebn|l${A}be|l${A}ba|leba|weiterleben|weiterzuleben|existieren|da sein|do sein|do sei|da si|hier sein|am leben sein|aufwachen|aufwache|aufzuwachen|aufwacha|ufwache|ufwacha)`;
/** Wanting, wishing, would: the modal before a wish (mocht, mog, wott are southern and Swiss). */
const WANT = r`(?:will|wil|wollte|m${O}chte|m${O}cht|mecht|mag|mog|w${U}rde|w${U}rd|wott|wot|w${U}nsche mir|w${U}nsch mir|w${U}nschte|w${U}nschte mir|hoffe|hoff)`;
/** Killing oneself, as infinitive, zu-infinitive, first person or participle. */
const SELF_KILL = r`(?:aus dem weg (?:zu )?(?:raumen|raume|raum|geraumt)|ausloschen|auszuloschen|ausknipsen|auszuknipsen|umbringen|umzubringen|umbringe|umbring|umbringa|umbrenge|umgebracht|t${O}ten|zu t${O}ten|t${O}te|umlegen|umzulegen|erschiessen|zu erschiessen|erschiesse|erschossen|kaltmachen|kaltzumachen|abmurksen|vergiften|zu vergiften|vergifte)`;
/** Who a threat to the speaker comes from, just before it: 'er will mich umbringen' is not the speaker's wish. */
const THIRD_BEFORE = r`(?<!\b(?:(?:er|sie|man|der|die) (?:\w+ )?(?:will|wollen|wollte|wird|werden|droht|drohte|drohen|versucht|versuchte|plant|kann|konnte|soll|sollte|mochte|hat gedroht|hat angedroht)|droht|drohte|gedroht|angedroht|dass (?:er|sie))\b(?:,? [\w']+){0,2},? )`;

const PILLS = r`(?:tabletten|tablette|tablettn|pillen|pille|medikamente|medis|meds|schlaftabletten|schlafmittel|beruhigungsmittel|antidepressiva|paracetamol|ibuprofen|ibu|aspirin|tramadol|diazepam|tavor|valium|xanax|lorazepam|zolpidem|zopiclon|oxycodon|fentanyl|morphin|opioide|codein|insulin|lithium|mirtazapin|quetiapin|amitriptylin|pregabalin|benzos|\w+tabletten|\w+tablette|\w+pillen)`;
/** Heights, as places and compounds (Parkhausdach, Autobahnbrücke, Swiss Brugg). */
const HEIGHT = r`(?:\w*br${U}cke|\w*br${U}cken|\w*br${U}gg|\w*br${U}ck|\w*dach|hochhaus\w*|klippe|klippen|felsen|felswand|abgrund|balkon|fenster|parkhaus\w*|turm|kirchturm|viadukt|staumauer|staudamm|steinbruch|schlucht|klamm)`;
/** Where someone stands at the edge, now (not a balcony or a window: people sit there all day). */
const EDGE = r`(?:\w*br${U}cke|\w*br${U}gg|\w*br${U}ck|\w*dach|hochhaus\w*|klippe|klippen|felsen|felsvorsprung|abgrund|parkhaus\w*|turm|kirchturm|viadukt|staumauer|staudamm|steinbruch|schlucht|gel${A}nder|gl${A}nder|gleisen|gleise|geleise|schienen|bahndamm|bahnsteigkante|abbruchkante|fenstersims|fensterbrett|balkongelander|brustung)`;
const TRACKS = r`(?:gleise|gleisen|geleise|bahndamm|schienen|zug|zuge|guterzug|s-?bahn|u-?bahn|ice|bahnstrecke)`;
const ROPE = r`(?:seil|strick|schlinge|kabel|gurtel|wascheleine|abschleppseil)`;
const GUN = r`(?:waffe|pistole|knarre|revolver|gewehr|dienstwaffe|schrotflinte|flinte|jagdwaffe|jagdgewehr|luftgewehr|luftpistole|gaspistole|sturmgewehr|kleinkaliber\w*)`;
const MEANS = r`(?:${PILLS}|${ROPE}|${GUN}|${HEIGHT}|${TRACKS}|gift|rattengift|pflanzenschutzmittel|abgase|auspuff|holzkohle|helium|fluss|see|meer)`;
/** Blades and burns a person uses on themselves (not a kitchen knife: that is dinner). */
const SH_TOOL = r`(?:feuerzeug|zigarette|kippe|klinge|rasierklinge|rasierer|scherbe|glasscherbe|zirkel|cutter|cuttermesser|teppichmesser|skalpell|nadel|bugeleisen)`;
const BODY = r`(?:arm|arme|armen|unterarm|unterarme|oberarm|handgelenk|handgelenke|pulsader|pulsadern|bein|beine|beinen|oberschenkel|schenkel|haut|bauch|hufte|brust|hand|hande)`;
const WEAPON = r`(?:messer|klappmesser|taschenmesser|springmesser|butterflymesser|baseballschlager|schlager|knuppel|totschlager|schlagstock|${GUN}|schreckschusspistole|axt|beil|hammer|machete|eisenstange|brecheisen|brechstange|kuhfuss|montiereisen|wagenheber|radkreuz|lenkradkralle|lenkradschloss|armbrust|schlagring|pfefferspray|elektroschocker|taser|benzinkanister|kanister benzin|brandbeschleuniger|molotow\w*)`;
/** Weapons nobody carries in a car or a bag for an ordinary reason (not a knife, an axe or a jack: picnics, camping, flat tyres). */
const WEAPON_ONLY = r`(?:baseballschlager|schlagstock|totschlager|knuppel|${GUN}|machete|schlagring|springmesser|butterflymesser|elektroschocker|taser|benzinkanister|kanister benzin|brandbeschleuniger|molotow\w*)`;
/** A person threatened: pronouns, insults and 'my boss'. */
const PERSON = r`(?:ihn|sie|ihm|ihr|den|die|dem|der|denen|ihnen|den typ|den kerl|dem typ|dem kerl|den idioten|das arschloch|dem arschloch|das oaschloch|dem oaschloch|den wichser|dem wichser|den drecksack|den penner|die schlampe|die kuh|meinen \w+|meine \w+|meinem \w+|meiner \w+|seinen \w+|ihren \w+)`;
const HURT = r`(?:weh ?tun|wehtun|was antun|etwas antun|umbringen|umzubringen|t${O}ten|abstechen|abzustechen|erstechen|abknallen|erschiessen|erschlagen|totschlagen|totpr${U}geln|kaltmachen|umlegen|abmurksen|erw${U}rgen|verpr${U}geln|zusammenschlagen|zusammenhauen|vermobeln|krankenhausreif schlagen|windelweich prugeln|abfackeln|anzunden|uberfahren|aufschlitzen|massakrieren|vergiften|die fresse polieren)`;
const ABUSER = r`(?:er|sie|mein (?:mann|freund|partner|ex|exfreund|exmann|vater|papa|stiefvater|bruder|onkel|opa|chef|kollege|nachbar|trainer|lehrer|sohn|verlobter|schwager)|meine (?:frau|freundin|partnerin|ex|exfreundin|exfrau|mutter|mama|stiefmutter|schwester|tante|chefin|kollegin|nachbarin|trainerin|lehrerin|tochter|verlobte|schwiegermutter)|mei (?:mann|oida|alter|freund|freindin)|ein (?:mann|typ|kollege|fremder|bekannter|kunde|nachbar)|eine (?:frau|kollegin|fremde|bekannte)|jemand|der typ|der kerl)`;
/** Hitting and hurting done to the speaker, as participles. */
const HIT = r`(?:(?:runter|hinunter|weg|um|nieder|zu boden )?(?:gestossen|geschubst)|(?:gegen|an) (?:die|den|das|eine|einen) \w+ (?:gedruckt|gepresst|gestossen|geschubst|geknallt|geworfen|geschleudert|gedrangt)|geschlagen|verpr${U}gelt|verdroschen|verhauen|verm${O}belt|gew${U}rgt|getreten|geohrfeigt|gekniffen|gebissen|gezerrt|geschleift|misshandelt|angegriffen|attackiert|eingesperrt|eingeschlossen|weggesperrt|gefesselt|zusammengeschlagen|gegen die wand geworfen|an die wand gedruckt)`;
/** Games and sport, where 'geschlagen' is losing a match. */
const SPORT = r`(?:armdrucken|wettrennen|ringen|kartenspiel|uno|monopoly|brettspiel|kicker|tischfussball|darts|billard|bowling|golf|fussball|basketball|handball|volleyball|quiz|wahl|schach|tennis|squash|tischtennis|badminton|spiel|match|runde|partie|finale|karten|poker|wettkampf|rennen|turnier|punkte|fifa|mario ?kart|boxen|sparring|training|bjj|judo|karate)`;
const CHILD = r`(?:baby|babys|kind|kinder|kleine|kleinen|kleiner|kleines|sohn|tochter|saugling|bub|madchen|junge|jungen|kleinkind|neugeborene\w*)`;
/** Told as history: 'mit 17', 'vor zehn Jahren', 'ist lange her'. */
const PAST = r`(?:vor (?:\w+ ){0,2}(?:jahren|jahr|monaten)|damals|fruher|als (?:teenager|teenie|jugendliche\w*|kind|student\w*|schuler\w*)|mit \d+|mit (?:zwolf|dreizehn|vierzehn|funfzehn|sechzehn|siebzehn|achtzehn|neunzehn|zwanzig)|lange? her|jahre her|in (?:meiner|der) (?:jugend|schulzeit|studienzeit|pubertat)|im studium|letztes jahr|in den \d+ern|\d{4})`;
/** Accidents: the kitchen, sport, 'aus Versehen'. */
const ACCIDENT = r`(?:beim|bei der|aus versehen|versehentlich|in den finger|im finger|am finger|am herd|am ofen|am grill|unfall|papier)`;
const SOON = r`(?:heute(?: nacht| abend)?|heut(?: nacht| abend)?|heint|hinecht|morgen|morn|ubermorgen|jetzt|gleich|bald|am wochenende|ubers wochenende|diese woche|dieses wochenende|(?:am )?(?:montag|dienstag|mittwoch|donnerstag|freitag|samstag|sonntag)(?: abend| nacht)?|nach (?:der|dem|den) \w+|nach (?:weihnachten|ostern|silvester|neujahr|meinem geburtstag)|(?:ist es|is es|isch es) so ?weit|wenn(?:'s| es|s) so ?weit (?:ist|is|isch))`;

/** Dates and seasons ahead, which someone who does not expect to live says they will not see. */
const AHEAD = r`(?:weihnachten|ostern|silvester|neujahr|(?:meinen |den )?(?:n${A}chsten |)geburtstag|(?:den |diesen |n${A}chsten )?(?:sommer|winter|fr${U}hling|herbst)|(?:das |dieses )?(?:neue |n${A}chste )jahr|(?:den |die |das )?(?:n${A}chsten |n${A}chste |n${A}chstes )(?:monat|woche|wochenende)|den (?:n${A}chsten |)(?:montag|dienstag|mittwoch|donnerstag|freitag|samstag|sonntag)|die (?:hochzeit|geburt|einschulung|taufe) (?:von|meiner|meines) \w+)`;
/** Words that put a confused or drowsy person's state in a body in danger: heat, fever, sugar, breathing, a blow to the head. */
const BODY_ALARM = r`(?:zittert|zittern|schwitzt|schwitzen|schwitzt nicht mehr|fieber|gl${U}hend|gl${U}hend heiss|knallrot|kaltschweissig|atmet|atmung|unterzucker\w*|zucker|diabet\w*|insulin|hitze|hitzschlag|sonnenstich|erbrochen|erbricht|${U}bergeben|bewusstlos|krampf\w*|fleckig|bl${A}ulich)`;

export const de: Lexicon = {
  harmless: [
    // 'das bringt mich um', 'meine Eltern bringen mich um, wenn...': a figure, unless a threat is reported.
    r`\b(?:das|dies|dieses|diese|der|die|des|es|du|mein|meine|meinem) (?:\w+ )?(?:bringt|bringen|bringst|bringts) (?:mich|mi|uns) (?:echt |noch |wirklich |langsam |irgendwann |garantiert |sicher |bestimmt |glatt |nochmal )*um\b`,
    r`\b(?:lach\w*|gelacht|kaputtlach\w*) (?:mich|mi|uns|dich) (?:\w+ )?(?:tot|kaputt|schlapp|krumm|schief)\b|\btot ?(?:gelacht|lachen|lach\w*)\b`,
    r`\b(?:tod|tot|hunde|sterbens|sau)mude\b|\bzu tode (?:\w+ )?(?:gelangweilt|erschrocken|gelacht|gefreut|geschamt|genervt|betrubt|arbeiten|schuften|erschreckt|langweilen)\b|\b(?:todlangweilig|sterbenslangweilig|todsicher|totsicher|todernst|todschick|halbtot|mausetot|sterbenskrank|sterbenselend)\b`,
    r`\b(?:sterbe|sterb|sterben|stirbt) (?:gleich |fast |noch |echt )?vor (?:lachen|hunger|durst|langeweile|neugier|hitze|kalte|scham|peinlichkeit|sehnsucht|aufregung|spannung|mudigkeit)\b|\b(?:fast|beinahe) (?:gestorben|tot) vor \w+`,
    r`\b(?:in|bei|im) (?:\w+ ){0,3}(?:gestorben|tot)\b(?=${NEAR}\b(?:game|spiel|fortnite|minecraft|zocken|gezockt|level|runde|match|lobby|boss)\b)|\b\d+ ?(?:mal|x) gestorben\b`,
    r`\b(?:beruflich|politisch|sozial|finanziell|karriere)\w* (?:selbstmord|suizid)\b|\b(?:selbstmord|suizid)(?:kommando|mission)\b|\b(?:das|es|dies) (?:ware|ist|war) (?:doch |ja |reiner |der reine |glatter |quasi |praktisch )*(?:selbstmord|suizid)\b`,
    r`\b(?:bist du|seid ihr|ist der|ist die|war das|ist das|das ist ja|des is ja) (?:\w+ )?lebensmude\b`,
    r`\b(?:projekt|feature|idee|meeting|produkt|pilot\w*|konkurrenz|prozess|termin|ticket|task|bug|app|deal)\w* (?:\w+ ){0,3}(?:killen|gekillt|killt)\b|\b(?:killen|gekillt) (?:wir|sollten|mussen|das|die|den)\b`,
    r`\b(?:tore?|korbe|dreier|elfmeter|aufs tor|ball)\w* (?:\w+ ){0,3}(?:geschossen|schiessen|schiesst|schiesse)\b|\bgeschossen\b(?=${NEAR}\b(?:fussball|tor|tore|spiel|training|match)\b)`,
    r`\b(?:mordfall|mordfalle|mordserie)\b|\bstellen (?:streichen|abbauen|gestrichen|abgebaut)\b|\bkundigen (?:muss|mussen)\b`,
    // Breaking up or stopping a habit: 'Schluss machen mit Jonas', 'mit dem Rauchen Schluss machen'.
    r`\bschluss (?:zu )?(?:machen|mache|mach|gemacht) mit (?!allem|dem leben|meinem leben)\w+|\bmit (?!allem|dem leben|meinem leben)\w+ (?:\w+ )?schluss (?:zu )?(?:machen|mache|mach|gemacht)\b|\bschluss fur heute\b`,
    r`\bfur (?:nen|einen|ein|eine|ne|n) (?:\w+ )?(?:kaffee|bier|schnitzel|doner|pizza|burger|kebab|espresso|zigarette|kippe|schokolade|eis|drink)\w* (?:\w+ ){0,3}(?:morden|toten|umbringen|sterben|killen)\b|\b(?:morden|sterben|killen) fur (?:nen|einen|ein|eine|ne|n) \w+`,
    // Venting: 'ich könnt den Kollegen erwürgen'; dark humour: 'erschießt mich bitte'.
    r`\b(?:konnt|konnte|konnten|konnt's) (?:\w+ ){0,2}(?:ihn|sie|den|die|dem|der|das) (?:\w+ ){0,2}(?:erwurgen|umbringen|killen|erschlagen|erschiessen|an die wand klatschen|auf den mond schiessen|zum mond schiessen)\b`,
    r`\b(?:erschiesst|erschiess|erschiesse|totet|killt|kill) (?:mich|mi) (?:bitte|doch|einfach|jetzt|sofort)\b|\bbitte (?:erschiesst|erschiess|totet|killt) mich\b`,
    r`\bbruckentag\w*|\beselsbrucke\w*|\bbrucken (?:bauen|schlagen)\b|\b(?:sich )?die kante (?:geben|gegeben|gibt)\b`,
    r`\b(?:mit meinem|mit seinem|mit ihrem) latein am ende\b|\bam ende (?:der|des|vom|meiner|unserer) (?:woche|tages|monats|jahres|sitzung|liste)\b`,
    r`\b(?:fast|beinahe|gleich|bald|noch) (?:einen |nen |n |an )?(?:herzinfarkt|herzkasper|herzanfall|schlaganfall) (?:\w+ )?(?:bekommen|gekriegt|kriegen|bekomme|krieg|kriege)\b|\b(?:herzinfarkt|herzkasper|schlaganfall) (?:vor|bei) (?:schreck|lachen|freude|stress|aufregung)\b`,
    r`\b(?:abschussliste|todesliste|killerfeature|killer-?app|killerargument|mords\w+)\b`,
    r`\bersticke (?:\w+ )?(?:in|an) (?:arbeit|mails|e-?mails|papier|akten|aufgaben|terminen|wasche)\b|\bkeine luft mehr vor lachen\b|\bgefangen (?:im|in (?:der|einem|dem)) (?:stau|verkehr|meeting|besprechung|aufzug|lift|warteschleife|schleife)\b`,
    r`\blieber (?:tot|sterben) als\b(?! (?:so |noch )?(?:weiter\w*|zu leben|leben|so zu leben|das hier|hier))`,
    r`\b(?:der|die|das|mein|meine) (?:\w+ )?(?:akku|handy|laptop|pflanze|pflanzen|auto|batterie|drucker|pc|rechner|natel) (?:ist |sind )?(?:\w+ )?(?:tot|gestorben|abgekratzt|hinuber)\b`,
    r`\b(?:schlag|schlage|hau|haue) (?:mir|mich) (?:\w+ )?(?:die nacht|die nachte|den bauch) (?:um die ohren|voll)\b|\bhau (?:mich )?aufs ohr\b`,
    // Words quoted from a song or a title: 'die Zeile "ich will nicht mehr" im Ohr'.
    r`\b(?:song|songs|lied|lieds|refrain|zeile|songzeile|liedzeile|songtext|liedtext|strophe|songtitel|liedtitel|titel|zitat|hook|ohrwurm)\b (?:\w+ ){0,3}(?:'[^'.!?]{1,150}'|"[^"]{1,150}"|„[^“”"]{1,150}[“”"]|»[^«]{1,150}«|«[^»]{1,150}»)`,
    // Laughing hyperbole about a thing that keeps going wrong: 'wenn Excel noch einmal abstürzt, spring ich aus dem Fenster haha'.
    r`\bwenn (?:\w+ ){1,5}(?:noch ?(?:ein)?mal|nochmal|wieder|schon wieder) (?:\w+ ){0,3}\w+,? (?:dann )?(?:spring|springe|bring|bringe|werf|werfe|erschiess|erschiesse|hang|hange|kill|kille)\b[^.!?]{0,80}\b(?:haha\w*|hihi\w*|hehe\w*|lol|xd|rofl)\b`,
    r`\b(?:tur|turen|fenster|klappe|kofferraum|deckel|buch) (?:\w+ )?zu(?:geschlagen|schlagen|geknallt)\b|\b(?:angebot|deal|schnappchen|sale|rabatt)\w*${NEAR}zugeschlagen\b|\bzugeschlagen bei\b`,
  ],
  // Subjects only: 'meiner Schwester gegeben', 'Briefe an meine Eltern' name an object, not whose the risk is.
  someoneElse: r`(?<!\b(?:an|mit|fur|bei|zu|von|vom|zum|zur|gegen|uber|ohne|um|wegen|nach|vor|auf|bis) (?:beste[nrm]? )?)\b(?:er|sie|ihr|jemand|(?:mein|meine|mei|unser|unsere|ein|eine|der|die|sein|seine|ihre) (?:beste[nr]? )?(?:freund|freundin|kumpel|kumpeline|kollege|kollegin|kollegen|bruder|schwester|vater|papa|mutter|mama|sohn|tochter|kind|chef|chefin|nachbar|nachbarin|nachbarn|partner|partnerin|mann|frau|cousin|cousine|onkel|tante|oma|opa|grossvater|grossmutter|klient|klientin|kunde|kundin|patient|patientin|mitarbeiter|mitarbeiterin|schuler|schulerin|student|studentin|azubi|teilnehmer|teilnehmerin|bekannter|bekannte|schwager|schwagerin|neffe|nichte|enkel|enkelin|ex|teamkollege|teamkollegin)|(?:meiner|meinem|meinen|seiner|seinem|ihrer|ihrem|einer|einem) (?:beste[nrm]? )?(?:freundin|freund|kumpel|kollegin|kollegen|schwester|bruder|mutter|vater|tochter|sohn|partnerin|partner|frau|mann|nachbarin|nachbarn|klientin|klienten|mitarbeiterin|mitarbeiter|schulerin|schuler|patientin|patienten)\b(?=${NEAR}\b(?:helfen|helfe|unterstutzen|unterstutze|beistehen|zuhoren|raten|reagieren|umgehen)\b)|, (?:die|der)(?= )|tater|taterin|morder|morderin|\w*figur|hauptperson|charakter|erzahler\w*|held|heldin|protagonist\w*|kommissar\w*|kurs|schulung|seminar|workshop|ausbildung|fortbildung|weiterbildung|studium|vortrag|telefonseelsorge|seelsorge|krisendienst|hotline|doku|dokumentation|film|serie|folge|buch|roman|krimi|thriller|tatort|artikel|podcast|nachrichten|zeitung|pravention|ehrenamt\w*|bachelorarbeit|masterarbeit|hausarbeit|referat|studie)\b`,
  speaker: r`\b(?:ich|i|mich|mir|mi|mia)\b`,
  possessive: r`\b(?:mein|meine|meinen|meinem|meiner|meins|mei|meim|mini|mis)\b`,
  negation: r`\b(?:nicht|nich|ned|net|nid|nod|nit|nie|niemals|kein|keine|keinen|keinem|keines|nix|nichts)\b`,
  negationReach: 3,
  concepts: {
    // Suicide: wish, thoughts, method, preparations, plan, attempt; despair as a concern.
    suicideThoughts: [
      // mich umbringen / mich umzubringen / umgebracht, unless a third person threatens it.
      r`${THIRD_BEFORE}(?<!\b(?:hat|hatte|haben|hatten|hot) )\b(?:mich|mi) (?:(?!${NEG}\b|die\b|den\b|der\b|dem\b|an\b)[\w']+,? ){0,3}${SELF_KILL}\b`,
      // ich bring mich um / bring ich mich um / i bring mi morgen um
      r`\b(?:ich|i) ${gap(2)}(?:bring|bringe|bringa) (?:mich|mi) ${gap(4)}um\b|\b(?:bring|bringe) (?:ich|i) (?:mich|mi) ${gap(4)}um\b`,
      // mir das Leben nehmen, Swiss mir s'Läbe z'näh
      r`\b(?:mir|mia|ma) ${gap(3)}(?:das |s'|s |'s )?(?:leben|labe|lebe|lebn) (?:zu |z' ?)?(?:nehmen|nehme|neh|nah|nemme|nehma|genommen)\b|\b(?:nehm|nehme|nimm) (?:ich |i )?(?:mir|mia) ${gap(3)}(?:das|s') ?(?:leben|labe)\b|\bdas leben (?:zu )?nehmen\b`,
      r`\b(?:suizid|selbstmord|freitod)(?:gedanke|gedanken|absicht|absichten|plan|plane)?\b|\bsuizidal\w*|\bsuizidgefahrdet\b|\bselbstmordgefahrdet\b|\blebensm${U}de\b|\bkms\b|\bunalive\w*`,
      // An attempt not told as history (pastAttempt takes those first).
      r`\b(?:suizidversuch|selbstmordversuch)\w*`,
      r`\b(?:mit allem|mit dem leben|mit meinem leben|mit allem hier) ${gap(2)}schluss (?:zu )?(?:machen|mache|mach|gemacht|macha)\b|\bschluss (?:zu )?(?:machen|mache|mach|macha) (?:\w+ )?mit (?:allem|dem leben|meinem leben)\b`,
      r`\b(?:meinem|dem) leben (?:ein ende )?(?:setzen|machen|bereiten|zu setzen|zu machen)\b|\bmein leben (?:\w+ )?(?:beenden|zu beenden|beende)\b|\b(?:allem|dem allem|dem ganzen) ein ende (?:setzen|machen|bereiten|zu setzen|zu machen)\b|\baus dem leben (?:scheiden|gehen)\b`,
      // 'mir was antun' is the German euphemism for killing oneself.
      r`\b(?:mir|mia|ma) (?:selbst |selber )?(?:was|etwas|ebbes|eppas|oppis|wat|irgendwas) (?:antun|anzutun|antue|antu)\b`,
      r`\bpulsadern (?:\w+ )?(?:aufschneiden|aufzuschneiden|aufgeschnitten|aufschlitzen)\b|\b(?:mir|mia) (?:\w+ )?die kugel (?:geben|zu geben|gebe)\b|\bden goldenen schuss\b`,
      r`\b(?:denk|denke|dachte|gedanken|gedanke)\w* (?:\w+ ){0,3}(?:ans sterben|an den tod|ans totsein|ans tot sein|ans nicht mehr (?:da sein|aufwachen|leben))\b(?! (?:von|meines|meiner|des|deines|seiner|ihrer)\b)(?!${NEAR}\b(?:seit|von (?:meinem|meiner|papa|mama)|gestorben|verstorben)\b)(?<!\b(?:gestorben|verstorben|beerdigung|trauer)\b${NEAR})`,
    ],
    deathWish: [
      r`\b${WANT},? ${gap(4)}(?:sterben|tot sein|tot umfallen)\b(?! (?:fur|vor|als)\b)`,
      r`\b${WANT},? ${gap(4)}${NO_MORE} (?:so )?${LIVE}\b(?! (?:mussen|muss|um \d))`,
      // verb last: 'weil ich sterben will', 'dass ich nicht mehr leben mag'
      r`\b(?:ich|i) ${gap(4)}(?:sterben|tot sein|${NO_MORE} (?:so )?${LIVE}) (?:will|wollte|m${O}chte|m${O}cht|mag|mog|w${U}rde|w${U}rd|wott|tat)\b`,
      r`\bsterben (?:will|m${O}chte|mag|wollte|w${U}rde) (?:ich|i)\b(?! ${gap(2)}(?:nicht|nie|niemals|kein\w*|ned|net))`,
      r`\b(?:nie mehr|nie wieder|nicht mehr|nimmer|nimma|numm|numme|ned mehr|net mehr|nie) (?:auf|uf)(?:wache|wachen|wach|wacha|zuwachen)\b(?! (?:mussen|muss|um \d|so fruh))|\bwach(?:e)? (?:ich |i )?${gap(2)}(?:nicht mehr|nie mehr|nie wieder|nimmer|nimma|numm|ned mehr) auf\b`,
      r`\bohne mich (?:\w+ ){0,3}(?:besser dran|besser|leichter|einfacher|glucklicher|froh)\b|\b(?:besser dran|leichter|einfacher|glucklicher) ohne mich\b`,
      r`\bwenn(?:'s| es|s)? mich (?:gar )?nicht (?:mehr )?(?:g${A}be|gab|geben w${U}rde|gegeben h${A}tte)\b|\bwenn ich (?:nicht mehr da|weg|tot|nie geboren|nicht geboren) (?:w${A}re|war)\b`,
      r`\b(?:(?:war|w${A}re) (?:ich|i)|(?:ich|i) (?:war|w${A}re)) (?:\w+ )?(?:lieber |am liebsten |doch |einfach |so gern )*tot\b(?! als\b(?! (?:so |noch )?(?:weiter\w*|zu leben|leben)))|\b(?:am liebsten|lieber) tot\b(?! als\b(?! (?:so |noch )?(?:weiter\w*|zu leben|leben)))|\bw${U}nsch\w*,? (?:\w+,? ){0,3}(?:ich|i) (?:w${A}re|war|waer) (?:\w+ )?(?:tot|nie geboren|nicht geboren|nicht mehr da)\b|\bnie geboren (?:worden )?(?:ware|war)\b|\b(?:(?:war|w${A}re) (?:ich|i)|(?:ich|i) (?:war|w${A}re)) ${gap(3)}(?:gar |einfach )?(?:nicht mehr|nimmer|nimma|numm) (?:da|hier|do|am leben)\b(?!${NEAR}\b(?:urlaub|ferien|buro|team|firma|job|arbeit)\b)`,
      r`\b(?:m${U}de|satt) (?:vom|des) leben\w*\b|\bgenug vom leben\b|\blebensuberdrussig\b|\b(?:keine lust|kein bock|keinen bock|koan bock|kei bock) mehr (?:zu leben|aufs leben|auf das leben|auf mein leben|auf dieses leben)\b|\b(?:das|mein) leben satt\b`,
      r`\b(?:kein|keinen|nichts|nix) (?:\w+ )?(?:grund|sinn) (?:mehr )?(?:zu leben|zum leben|weiterzuleben)\b|\b(?:das|mein) leben (?:hat|macht|ergibt) (?:\w+ )?(?:keinen|kein) sinn\b|\bleben lohnt sich (?:\w+ )?nicht\b|\bnichts,? wofur es sich (?:noch )?zu leben lohnt\b`,
      r`\b(?:wunsch\w*|sehne) (?:mir |mich )?(?:\w+ )?(?:den tod|nach dem tod|tot zu sein)\b|\b(?:der tod|sterben|tot sein) (?:ware|war|ist|klingt|scheint) (?:\w+ ){0,2}(?:erlosung|besser|friedlich|verlockend|einfacher)\b|\bf${U}r immer (?:einschlafen|einzuschlafen|schlafen)\b`,
      // 'mit der Lebensversicherung besser dran als mit mir', 'tot mehr wert'
      r`\b(?:besser|leichter|einfacher|glucklicher|freier|reicher) (?:dran )?als mit mir\b|\b(?:ich )?(?:bin|ware|war) (?:\w+ )?tot (?:\w+ )?mehr wert\b`,
    ],
    finalAbsence: [
      r`\b(?:bin ich|ich bin|i bin|bin i) (?:\w+ ){0,2}(?:weg|fort),? f${U}r immer\b|\bf${U}r immer (?:weg|fort|gehen|verschwinden|verschwunden)\b`,
      r`\bwenn ich (?:mal )?(?:nicht mehr (?:da|hier|am leben)|tot|gestorben|nimmer do|nimma do) (?:bin|ware|war|sein werde)\b|\bnach meinem tod\b`,
      r`\bwenn ich weg bin\b(?!${NEAR}\b(?:urlaub|reise|ferien|kur|dienstreise|elternzeit|auszeit|ausland|wochen|monate|weekend)\b)`,
      // 'nach dem Wochenende bin ich nicht mehr da', but not 'ab Montag bin ich nicht mehr im Team'.
      r`\b(?:werde|werd|bin)(?<!\b(?:urlaub|ferien|gekundigt|kundige|job|firma|team|buro|abteilung|arbeit|projekt|kurs|semester|schule|praktikum|elternzeit|reise)\w*\b${NEAR}) (?:ich |i )?(?:\w+ ){0,2}(?:nicht mehr|nimmer|nimma|numm|nie mehr) (?:lange )?(?:da|hier|do|am leben|unter euch)\b(?!${NEAR}\b(?:urlaub|ferien|gekundigt|kundige|job|firma|team|buro|abteilung|arbeit|projekt|kurs|semester|schule|praktikum|elternzeit|reise)\w*)`,
      r`\b(?:muss|brauch|brauche) (?:ich|i) (?:mich )?(?:\w+ ){0,2}um (?:nix|nichts|nut) mehr (?:zu )?kummern\b|\b(?:ihr musst|du musst) (?:euch|dir) (?:bald )?keine sorgen mehr (?:um mich )?machen\b|\b(?:ihr seid|du bist) mich (?:bald )?los\b|\bbald (?:habt ihr|hast du) ruhe vor mir\b`,
      // 'brauch ich ja bald nicht mehr': things kept for a future the speaker does not expect.
      r`\b(?:brauch|brauche|werd|werde) (?:ich|i) (?:\w+ )?(?:ja |eh |dann |)bald (?:eh |sowieso |ja )?(?:nicht mehr|nimmer|nimma|numm|nie mehr|keine? mehr)\b|\bwo ich hin(?:geh|gehe|fahre|fahr|komme)\w*,? (?:brauch|brauche) (?:ich|i)\b`,
      r`\b(?:das ist|des is|dies ist) (?:mein|ein|der) abschied\b|\b(?:meine|unsere) letzte (?:nachricht|sitzung)(?=\s*(?:[.!]|$)| (?:an dich|an euch|fur immer))`,
      r`\b(?:dann|morgen|bald) bin ich (?:schon |langst |eh )?(?:weg|tot|nicht mehr da)\b(?!${NEAR}\b(?:urlaub|reise|ferien|dienstreise|unterwegs|zug|flug|flieger)\b)`,
      r`\b(?:der|mein) (?:tag|termin|zeitpunkt) (?:steht|ist (?:gewahlt|festgelegt|ausgesucht|klar))(?=\s*(?:[.!]|$))|\b(?:hab|habe) (?:mir )?(?:einen|den|ein|das) (?:tag|datum) (?:ausgesucht|festgelegt|gewahlt)(?=\s*(?:[.!]|$))`,
      // 'Weihnachten erleb ich nicht mehr'; 'danach brauch ich keine Adresse mehr'
      r`\b${AHEAD} (?:\w+ ){0,2}(?:(?:erleb|erlebe|erleben|seh|sehe|sehen|feier|feiere|feiern) (?:ich|i) (?:\w+ )?${NO_MORE}|(?:werd|werde) (?:ich|i) (?:\w+ )?${NO_MORE} (?:erleben|sehen|feiern|mitbekommen|mitkriegen))\b(?! (?:in|im|hier|bei|mit|so|als|zu hause|daheim|dort|allein|alleine)\b)|\b(?:erleb|erlebe|werd|werde|seh|sehe) (?:ich|i) ${AHEAD} (?:\w+ )?${NO_MORE}(?: erleben| sehen| feiern)?\b(?! (?:in|im|hier|bei|mit|so|als|zu hause|daheim|dort|allein|alleine)\b)`,
      r`\b(?:danach|dann|bald|ab dann|nachher|hinterher|ab (?:dem|der|nachste\w*) \w+|nach dem \w+|ab \w+) (?:brauch|brauche|benotige) (?:ich|i) (?:\w+ )?(?:(?:keine|keinen|kein) (?:\w+ )?(?:adresse|wohnung|konto|handy|natel|telefon|kleidung|klamotten|sachen|versicherung|krankenversicherung|zukunft|pass|ausweis|auto|medikamente|tabletten|termine|termin|kalender|wecker|rente|altersvorsorge|winterjacke|zahnarzt|arzt) mehr|(?:nichts|nix|gar nichts) mehr(?=\s*(?:[.!?]|$)))\b`,
      r`\b(?:ich|i) (?:\w+ )?${AHEAD} (?:\w+ )?${NO_MORE} (?:erlebe|erleb|sehe|seh|erleben werde|sehen werde|erleben wurde|erleben w${U}rde)\b`,
    ],
    leaveTaking: [
      r`\bdanke f${U}r alles\b|\b(?:wollte|will|wott|wot|mocht|mochte) ${gap(3)}(?:tschuss|tschau|ciao|ade|adieu|auf wiedersehen|lebewohl|servus|pfiat di|danke) (?:\w+ )?(?:sagen|sage|saga)\b`,
      r`\b(?:wollte|will|mocht|mochte) (?:mich )?(?:nur |noch |einfach )*(?:von (?:dir|euch) )?verabschieden\b|\bwollte (?:es )?(?:nur )?(?:noch )?(?:jemandem|irgendwem) sagen\b`,
      // Doing things for those left behind: 'damit sie's leichter hat', a letter 'der alles erklärt', 'die finden sie dann nachher'
      r`\bdamit (?:sie|er|ihr|die|alle|meine \w+|mein \w+)(?:'s| es)? (?:\w+ )?(?:dann |spater |nachher |danach )?(?:leichter|einfacher) (?:hat|haben|habt)\b`,
      r`\b(?:wollte|will|mocht|mochte) (?:mich )?(?:\w+ ){0,3}(?:bei (?:dir|euch|jemandem|allen|irgendwem) )?(?:noch )?(?:bedanken|danke sagen)\b`,
      r`^(?:die|das|den|es|sie) (?:finden|finde|lesen|kriegen|bekommen|sehen) (?:sie|die|er|ihr|alle) (?:dann |schon |erst )*(?:nachher|danach|hinterher|spater)\b`,
      r`\b(?:(?:ich|i) )?(?:hab|habe|hob)\b (?:\w+ ){0,4}(?:brief|briefe|nachricht|zeilen|text|video|mail|notiz|zettel)\w*,? (?:\w+ ){0,3}(?:der|die|das|in dem|worin) (?:\w+ ){0,2}alles erklar\w*`,
      // 'für den Tag hab ich alles geplant', the day left unnamed (a party is named)
      r`\b(?:fur (?:den|diesen|jenen) (?:tag|abend|moment)|dafur|fur dann) (?:hab|habe) (?:ich|i) (?:schon |jetzt |bereits )?alles (?:\w+ )?(?:geplant|durchdacht|organisiert|geregelt)(?=\s*(?:[.!?]|$))`,
    ],
    jumpOrHang: [
      r`\b(?:von|vom|uber|aus|ab|vo|vonner) (?:der|dem|einer|einem|de|em|m|die|das)? ?(?:\w+ ){0,2}${HEIGHT} ${gap(2)}(?:runter|hinunter|abe|obe)? ?(?:springen|zu springen|springe|spring|runterspringen|runterzuspringen|hinunterspringen|gumpe|gumpen|hupfen|hupfa|sturzen|zu sturzen|sturze|werfen|zu werfen|werfe|fallen lassen|fallen zu lassen)\b`,
      r`\b(?:spring|springe|sturz|sturze|werf mich|werfe mich|gumpe|hupf) ${gap(2)}(?:von|vom|aus|uber|ab) (?:der|dem|einer|einem|die|das|den|de)? ?(?:\w+ ){0,2}${HEIGHT}\b`,
      r`\b(?:vor|unter) (?:den|einen|die|eine|das|ein|nen|ne|a|an) (?:\w+ )?(?:zug|zuge|lkw|laster|bus|tram|strassenbahn|u-?bahn|s-?bahn|auto|ice|regionalbahn|schnellzug|guterzug) ${gap(2)}(?:werfen|zu werfen|werfe|werf|springen|springe|spring|zu springen|legen|lege|zu legen|laufen|zu laufen|stellen|rennen)\b`,
      r`\bauf (?:die|den) (?:gleise|schienen|bahndamm) (?:zu )?(?:legen|lege|stellen|setzen)\b|\bins wasser (?:gehen|zu gehen|gehe|geh)\b`,
      r`${THIRD_BEFORE}\b(?:mich|mi) ${gap(3)}(?:aufhangen|aufzuhangen|aufhange|aufhang|erhangen|zu erhangen|erhange|ertranken|zu ertranken|ertranke|vergasen|zu vergasen)\b`,
      r`\bmit (?:dem|meinem) auto (?:\w+ ){0,2}(?:gegen|in) (?:einen|den|die|eine) (?:baum|wand|mauer|bruckenpfeiler|pfeiler|gegenverkehr|lkw) ${gap(1)}(?:fahren|zu fahren|fahre|fahr|rasen|lenken|knallen)\b|\bin den gegenverkehr (?:fahren|zu fahren|lenken|steuern)\b`,
      // A crash as a way out: 'einfach geradeaus in die Leitplanke zu fahren'
      r`\b(?:gegen|in)(?<!\b(?:projekt|firma|unternehmen|karre|laden|team|abteilung|beziehung|ehe|karriere|alles)\b (?:\w+ ){0,3}) (?:einen|den|die|eine|das|ne|nen) (?:\w+ )?(?:baum|mauer|bruckenpfeiler|pfeiler|gegenverkehr|lkw|laster|leitplanke|betonwand|betonpfeiler|bruckenmauer|felswand|abgrund|bruckengelander) ${gap(1)}(?:fahren|zu fahren|fahre|fahr|rasen|zu rasen|lenken|zu lenken|knallen|zu knallen|steuern|zu steuern|krachen|zu krachen|brettern|zu brettern)\b`,
    ],
    means: [r`\b${MEANS}\b`],
    lethality: [
      r`\bwie (?:viel|viele|viu) (?:\w+ )?(?:${PILLS}|davon|gramm|mg|milligramm) (?:\w+ ){0,3}(?:braucht man|brauch ich|brauche ich|muss man|muss ich|musste ich|reichen|reicht|sind t${O}dlich|ist t${O}dlich|damit|bis|um)\b|\bwie (?:viel|viele|viu) (?:\w+ ){0,3}(?:t${O}dlich|letal)\b`,
      r`\b(?:t${O}dlich|t${O}dliche|t${O}dlichen|letale|letal) (?:\w+ )?(?:dosis|menge|mischung|kombination)\b|\b(?:damit|dass|bis|ob|ab wann) (?:\w+ ){0,3}t${O}dlich (?:ist|w${A}re|wird|wirkt|sind)\b`,
      r`\bschmerzlos\w* (?:sterben|methode\w*|art|weg|moglichkeit\w*|tod|umbringen|gehen|einschlafen)\b|\bam schmerzlosesten\b|\bschmerzloseste\b|\bam (?:wenigsten|schnellsten) (?:weh ?tut|weh ?tun|wehtut|schmerzt|tot|stirbt)\b|\b(?:methoden|arten|wege|moglichkeiten),? (?:sich |mich )?(?:umzubringen|zu sterben|das leben zu nehmen)\b`,
      r`\b(?:gegoogelt|gegooglet|gegoogled|googel|google|recherchiert|recherchiere|nachgelesen|nachgeschaut|nachgeguckt|gesucht)\b(?=${NEAR}\b(?:todlich|letal|schmerzlos|am wenigsten weh|uberdosis|wie man sich umbringt|zu sterben|umzubringen|wie lange (?:man|es) (?:braucht|dauert) bis)\w*)`,
      r`\b(?:damit|dass|bis|ob) man ${gap(1)}(?:sicher |wirklich |auch |garantiert )?(?:stirbt|tot ist|nicht mehr aufwacht|draufgeht|drauf geht)\b|\bum (?:sicher|garantiert|wirklich) zu sterben\b`,
      // 'welche Tabletten reichen würden', 'welche Brücke hoch genug wäre'
      r`\bwelche[nrs]? (?:\w+ )?${MEANS}\b(?:${NEAR})\b(?:reichen|ausreichen|genugen|hoch genug|tief genug) (?:wurden|wurde|wurd|wird|werden|ware|war)\b`,
      // 'die am wenigsten schmerzhafte Art', 'welche Dosis reicht, damit man nicht mehr aufwacht'
      r`\b(?:am wenigsten|moglichst wenig|kaum|nicht) schmerzhaft\w* (?:art|weg|methode|moglichkeit)\b(?=\s*(?:[.!?]|$)|,? (?:zu sterben|zu gehen|sich umzubringen|mich umzubringen|abzutreten|einzuschlafen|es zu tun|es zu beenden|aus dem leben))|\b(?:schmerzfrei|ohne schmerzen) (?:\w+ )?(?:sterben|zu sterben|abtreten|aus dem leben)\b`,
      r`\bwelche[nrs]? (?:\w+ )?(?:dosis|menge|anzahl|mischung)\b (?:\w+ ){0,3}(?:reicht|reichen|genugt|ausreicht|notig ist|braucht)\b(?=${NEAR}\b(?:einschlaf\w*|aufwach\w*|sterben|stirbt|tot|todlich|nicht mehr)\b)|\b(?:damit|dass|bis|ob) man (?:(?!nicht\b)\w+ ){1,4}(?:nicht mehr aufwacht|nicht mehr aufwachen|tot ist|stirbt)\b`,
    ],
    heightQuestion: [
      r`\bwie (?:hoch|tief) (?:\w+ ){0,3}(?:${HEIGHT}|man fallt|es runtergeht|es runter geht|der fall|der sturz|runter)\b|\bwie viele (?:stockwerke|stockwerk|etagen|meter) (?:\w+ ){0,3}(?:hat|hoch|runter|tief|braucht|muss)\b|\bab (?:welcher|wie viel\w*) (?:hohe|meter|stock\w*)\b`,
      r`\b${HEIGHT}\b${NEAR}\b(?:kein|keine|ohne) (?:gelander|absperrung|zaun|netz|schutzgitter|sicherung)\b`,
    ],
    acquired: [
      r`\b(?:gekauft|kauft|gekaft|kaft|besorgt|geholt|bestellt|organisiert|gekriegt|ausgeliehen|geklaut|mitgehen lassen) (?:\w+ ){0,4}(?:${PILLS}|${ROPE}|${GUN}|holzkohle|gift)\b|\b(?:${PILLS}|${ROPE}|${GUN}|holzkohle|gift) (?:\w+ ){0,4}(?:gekauft|kauft|gekaft|kaft|besorgt|geholt|bestellt|organisiert|gekriegt|geklaut)\b`,
      r`\bin (?:zwei|drei|vier|funf|mehreren|verschiedenen|allen moglichen) (?:\w+ )?apotheken\b`,
    ],
    stockpile: [
      r`\b(?:gesammelt|sammle|sammel|sammeln|gehortet|horte|gebunkert|bunkere|bunker|zuruckgelegt|abgezweigt|angesammelt|aufgespart|aufgehoben|aufbewahrt|zur seite gelegt|beiseite gelegt|beiseitegelegt) (?:\w+ ){0,5}(?:${PILLS}|rezepte|packungen)\b|\b(?:${PILLS}|packungen) (?:\w+ ){0,5}(?:gesammelt|gehortet|gebunkert|zuruckgelegt|abgezweigt|angesammelt|aufgespart|aufbewahrt|zur seite gelegt|beiseite gelegt)\b`,
      // 'nehm meine Medikamente nicht mehr, heb sie alle auf'
      r`\b(?:heb|hebe|heben|spar|spare)(?<=\b${PILLS}\b${NEAR}) (?:ich |i )?(?:mir )?(?:\w+ ){1,4}auf\b`,
      r`\b(?:hab|habe|hatte) (?:ich |i )?(?:jetzt |nun |endlich |schon |bald )*(?:genug|genugend|ausreichend)(?: davon| von denen)? (?:zusammen|beisammen|gesammelt|gespart)(?=\s*(?:[.!?,;]|$))`,
      // 'alles geschluckt, was ich gesammelt hatte'
      r`\b(?:geschluckt|genommen|eingenommen|eingeworfen|runtergeschluckt|schlucke|nehme|schlucken|nehmen),? (?:was|die|das|alles,? was) (?:ich )?(?:\w+ ){0,2}(?:gesammelt|gehortet|gebunkert|aufgespart|zuruckgelegt|angesammelt|aufgehoben) (?:hatte|hab|habe|hab's)\b`,
    ],
    farewell: [
      r`\babschieds(?:brief|briefe|nachricht|nachrichten|video|videos|mail|mails|worte|schreiben|post|zeilen|text)\w*\b`,
      r`(?!${NEAR}\b(?:kollegen|team|firma|arbeit|job|buro|abteilung|ausstand|party|feier|urlaub|arbeitstag)\b)(?:\b(?:mich|mi) ${gap(2)}(?:von euch|von dir|von allen|von allem|von der welt|f${U}r immer|ein letztes mal) (?:\w+ )?(?:verabschieden|verabschiedet|zu verabschieden)\b|\bverabschiede mich (?:\w+ )?(?:von euch|von dir|von allen|f${U}r immer)\b)`,
      r`\bletzte worte\b|\b(?:zeitgesteuert|zeitversetzt|vorprogrammiert)\w* (?:\w+ ){0,2}(?:nachricht|mail|post|email)\w*\b`,
      // A letter for each of them, letters left where they will be found, 'sie soll mich so in Erinnerung behalten'
      r`\b(?:fur|an)(?!${NEAR}\b(?:geburtstag\w*|weihnacht\w*|einschulung|hochzeit|volljahrig\w*|zeitkapsel|abschluss|konfirmation|kommunion|taufe|schulanfang|urlaub|ferienlager|valentinstag|muttertag|vatertag|ostern|advent\w*|nikolaus|zum \d+)\b) (?:jeden|jede|jedes|jedem|alle|beide) (?:von euch |von ihnen |von (?:meinen|meiner) \w+ |meiner \w+ |meine \w+ |meinen \w+ |(?:kind|enkel\w*|freund\w*|geschwister|familienmitglied|liebsten|lieben) )?(?:einen|ein|je einen|einen eigenen|einen letzten|eine) (?:\w+ )?(?:brief|abschiedsbrief|nachricht|videobotschaft|video)\b`,
      r`\b(?:brief|briefe)\b(?!${NEAR}\b(?:geburtstag\w*|weihnacht\w*|einschulung|hochzeit|zeitkapsel|urlaub|valentinstag|muttertag|vatertag|ostern|advent\w*|therapeut\w*|therapie|ubung|abschicken|abzuschicken|einwerfen|einzuwerfen|post|briefkasten|porto|briefmarke\w*|schicken|absenden|verschicken)\b) (?:\w+ ){0,3}(?:an|fur) (?:meine|meinen|mein|die|den) (?:\w+ )?(?:mama|papa|mutter|vater|eltern|kinder|kind|sohn|tochter|frau|mann|schwester|bruder|familie|freundin|freund|partner\w*|oma|opa|geschwister)\b${NEAR}\b(?:liegt|liegen|hinterlegt|deponiert|bereitgelegt|hingelegt)\b`,
      r`\bmich (?:\w+ ){0,2}(?:so|genau so|genauso|so wie heute|so wie jetzt) in (?:guter |schoner |bester |liebevoller )?erinnerung (?:behalten|behalt|haben|bewahren)\b(?!${NEAR}\b(?:kolleg\w*|team|firma|arbeit|job|buro|abteilung|schule|klasse|kunden|verein|rente|ruhestand|verabschiedung|jobwechsel|abschied aus)\b)(?<!\b(?:kolleg\w*|team|firma|arbeit|job|buro|abteilung|schule|klasse|kunden|verein|rente|ruhestand|verabschiedung|jobwechsel|abschied aus)\b${NEAR})`,
    ],
    lettersToAll: [
      r`\b(?:briefe|brief|nachrichten|karten|zeilen|videos?)(?!${NEAR}\b(?:geburtstag|weihnacht\w*|hochzeit|einladung\w*|neujahr|ostern|dankeskarte\w*|postkarte\w*|urlaub|kunden|bewerbung\w*|verstorben\w*|therapie|therapeut\w*|ubung|trauer\w*|zum \d+|abschicken|abzuschicken|einwerfen|post|briefkasten|porto|briefmarke\w*|verschicken)\b) (?:\w+ ){0,2}(?:an|fur) (?:(?:meine|meinen|mein|jeden|jede|alle|euch|die) (?:\w+ )?(?:eltern|mama|papa|mutter|vater|kinder|kind|sohn|tochter|frau|mann|freunde|freundinnen|freundin|freund|geschwister|schwester|bruder|familie|liebsten|oma|opa|partner\w*|jeden|einzelnen|alle)|(?:jeden|jede|alle)(?: \w+)?(?: aus| von| in)? (?:meiner|meinen|der) (?:familie|freunde\w*|liebsten))\b`,
      r`\b(?:fur|an) (?:jeden|jede|alle) (?:von (?:euch|ihnen|meinen \w+) )?(?:einen|einen eigenen|einen letzten)? ?brief\b|\bjedem (?:\w+ )?(?:einen )?brief (?:geschrieben|hinterlassen)\b`,
      r`\b(?:fur|an)(?!${NEAR}\b(?:geburtstag\w*|weihnacht\w*|einschulung|hochzeit|volljahrig\w*|zeitkapsel|abschluss|konfirmation|kommunion|taufe|schulanfang|urlaub|ferienlager|valentinstag|muttertag|vatertag|ostern|advent\w*|nikolaus|zum \d+)\b) (?:jeden|jede|jedes|jedem|alle|beide) (?:von euch |von ihnen |von (?:meinen|meiner) \w+ |meiner \w+ |meine \w+ |meinen \w+ |(?:kind|enkel\w*|freund\w*|geschwister|familienmitglied|liebsten|lieben) )?(?:einen|ein|je einen|einen eigenen) (?:\w+ )?brief\b`,
    ],
    affairsInOrder: [
      r`(?<!\b(?:eltern|mutter|vater|oma|opa|mama|papa|ihr|sein|ihre|seine)\w* (?:\w+ ){0,3})\btestament\b(?=${NEAR}\b(?:gemacht|geschrieben|aufgesetzt|verfasst|fertig|unterschrieben|hinterlegt|erstellt)\b)(?!${NEAR}\b(?:haus|wohnung|kinder|geburt|geboren|hochzeit|heirat|verheiratet|vorsorge|altersvorsorge|rente|erbschaft|immobilie)\b)`,
      r`\b(?:(?:alles|meine sachen|mein zeug|meine \w+|mein \w+) (?:\w+ ){0,4}(?:verschenkt|verschenke|verschenk|weggegeben|hergegeben|vermacht|verteilt)|(?:verschenkt|weggegeben|hergegeben|vermacht) (?:\w+ ){0,3}(?:alles|meine|mein|sachen|zeug))\b(?<!\b(?:umzug|umziehen|ziehe|zieh|ziehen|auszug|ausmisten|minimalis)\w*\b${NEAR})(?!${NEAR}\b(?:umzug|umziehen|ziehe|zieh|ziehen|auszug|ausmisten|minimalis\w*|flohmarkt|spende\w*|zu klein|wohnung)\b)`,
      r`\b(?:hund|hunde|katze|katzen|kater|haustier\w*|hasen?|kaninchen|vogel|wellensittich\w*|hamster|meerschweinchen|pferd) (?:\w+ ){0,4}(?:zu|bei|an) (?:meiner|meinem|meinen|der|dem|den|ner|nem) \w+ (?:\w+ )?(?:gebracht|abgegeben|gegeben|untergebracht|vermittelt|ubergeben)\b|\b(?:hund|katze|kater|haustier\w*|kaninchen|vogel) (?:\w+ ){0,2}(?:meiner|meinem) \w+ (?:gegeben|geschenkt|uberlassen|anvertraut)\b`,
      r`\b(?:nimmt|ubernimmt|kriegt|bekommt) (?:\w+ ){0,3}(?:den|meinen|die|meine|unseren|unsere) (?:hund|katze|kater|hasen|kaninchen|vogel|haustiere?)\b(?!${NEAR}\b(?:urlaub|ferien|reise|wahrend|solange|krank\w*|wohnung|umzug|allergie|verboten)\b)(?:(?<=\b(?:ab \w+|fur immer|dauerhaft|endgultig|ubergangsweise|bald|danach)\b${NEAR})|(?=${NEAR}\b(?:ab \w+|fur immer|dauerhaft|endgultig|zu sich|ubergangsweise|danach|wenn ich)\b))`,
      r`\b(?:passworter|passwort|passworte|pins?|zugangsdaten|kontodaten|logins?|bankdaten|versicherungs\w*) (?:\w+ ){0,5}(?:fur|an) (?:meine|meinen|mein|die|den|sie|ihn) ?\w* (?:\w+ )?(?:aufgeschrieben|notiert|hinterlegt|bereitgelegt|zusammengestellt|geordnet|weitergegeben)\b(?!${NEAR}\b(?:nachfolger\w*|vertretung|kolleg\w*|urlaub|ubergabe|team|firma|arbeit)\b)`,
      r`\bmeine (?:eigene )?(?:beerdigung|beisetzung|trauerfeier|bestattung)\b`,
      // 'niemand muss sich um irgendwas kümmern, wenn's soweit ist'; someone keeping the pet 'für immer'
      r`\b(?:muss|mussen|braucht|brauchen)(?<!\b(?:urlaub|vertretung|team|kolleg\w*|projekt|ubergabe|elternzeit|abwesenheit|firma|kunde\w*)\b${NEAR}) sich (?:\w+ )?(?:niemand|keiner|koaner|koana) (?:\w+ )?(?:mehr )?(?:um (?:irgendwas|irgendetwas|etwas|was|nichts|mich|meine \w+|meinen \w+|mein \w+) )?(?:zu )?kummern\b(?=${NEAR}\b(?:wenn(?:'s| es|s) so ?weit|danach|nachher|wenn ich (?:weg|nicht mehr|tot)|nach mir)\b)`,
      r`\b(?:niemand|keiner)(?<!\b(?:urlaub|vertretung|team|kolleg\w*|projekt|ubergabe|elternzeit|abwesenheit|firma|kunde\w*)\b${NEAR}) (?:muss|braucht) sich (?:\w+ )?(?:mehr )?um (?:irgendwas|irgendetwas|etwas|was|nichts|mich) (?:\w+ )?(?:zu )?kummern\b(?=${NEAR}\b(?:wenn(?:'s| es|s) so ?weit|danach|nachher|wenn ich (?:weg|nicht mehr|tot)|nach mir)\b)`,
      r`\b(?:nimmt|ubernimmt|behalt|kriegt|bekommt)(?<!\b(?:firma|vertrag|stelle|job|projekt|kunde|team|chef\w*|arbeitgeber|verein|mich|uns|dich)\b${NEAR}) (?!mich\b|uns\b|dich\b)(?:\w+ ){1,3}(?:fur immer|dauerhaft|endgultig|fur ganz)(?=\s*(?:[.!?,]|$))`,
      r`\b(?:damit|dass|so dass)(?<!\b(?:urlaub|vertretung|team|kolleg\w*|projekt|ubergabe|elternzeit|abwesenheit|firma|kunde\w*)\b${NEAR}) sich (?:\w+ )?(?:niemand|keiner|koaner|koana) (?:\w+ )?(?:mehr )?um (?:irgendwas|irgendetwas|etwas|was|nichts|mich|meine \w+|meinen \w+|mein \w+) (?:\w+ )?(?:zu )?k${U}mmern (?:muss|braucht|mussen|brauchen)\b(?=${NEAR}\b(?:wenn(?:'s| es|s) so ?weit|danach|nachher|wenn ich (?:weg|nicht mehr|tot)|nach mir)\b)`,
    ],
    plan: [
      r`\b(?:hab|habe|ist|alles) (?:\w+ ){0,2}(?:durchgeplant|genau geplant|bis ins detail geplant)\b(?!${NEAR}\b(?:urlaub|reise|hochzeit|woche|tag|projekt|meeting|party|feier|geburtstag|umzug|event|termin)\w*)`,
      // 'ich weiß schon wie.', 'ich weiß auch schon wo.': the act left unsaid.
      r`\b(?:ich |i )?weiss,? ${gap(3)}(?:wie|wo|wann|womit|wohin)(?=\s*(?:[.!?;]|$))`,
      r`\b(?:ich |i )?weiss,? ${gap(3)}welche[nrs]? (?:\w+ )?(?:${MEANS}|stelle|methode|dosis)\b(?!${NEAR}\b(?:helfen|hilft|gegen|wirken|wirkt|vertrage|vertragt|verschrieben|nehmen soll)\b)`,
      r`\bwie ich(?:'s| es| das)? (?:\w+ )?(?:machen|tun|anstellen|durchziehen) (?:wurde|werde|wurd|will)\b|\bwo ich(?<!\b(?:bestimmt|entscheidet|kontrolliert|fragt|wissen will|weiss|will wissen|ortet|sieht|erzahlen|sagen muss|melden|verfolgt|trackt)\b${NEAR}) (?:hin)?(?:fahr|fahre|geh|gehe|hinfahr|hinfahre|hingeh|hingehe)(?=\s*(?:[.!?]|$))`,
      r`\b(?:das|des|dies|da) (?:war|ware|ist|waer) (?:der|die|das) (?:richtige |perfekte |ideale |passende )?(?:ort|platz|stelle)(?=\s*(?:[.!?,]|$))`,
      r`\bda (?:kommt|ist|geht) (?:abends |nachts |um die zeit |dann |eh |sowieso |nie )+(?:keiner|niemand|koa|kein mensch|keine sau)\b|\bda (?:kommt|geht) (?:\w+ )?(?:keiner|niemand|koa|kein mensch) (?:hin|vorbei|hoch|rauf)\b`,
      // Scouting a height or a place for it.
      r`\b(?:${EDGE}|${HEIGHT}|dachboden|baum|ast|haken|balken)\b(?<!\b(?:urlaub|ferien|ausflug|touris\w*|besichtigung|wohnung|miete|makler|fotos?|architektur|studium)\b${NEAR})(?!${NEAR}\b(?:urlaub|ferien|ausflug|touris\w*|besichtigung|wohnung|miete|makler|fotos?|architektur|studium)\b)${NEAR}\b(?:angeschaut|angesehen|ausgekundschaftet|ausgesucht|ausgewahlt|abgecheckt)\b|\b(?:den|einen|die|eine) (?:ort|platz|stelle) (?:schon )?(?:ausgesucht|ausgekundschaftet|gefunden)(?=\s*(?:[.!?]|$))`,
      // Waiting until nobody is there: 'wenn meine Frau bei ihrer Mutter ist', 'wenn alle schlafen'.
      r`\bwenn (?:meine|mein|die|der|unsere|unser) (?:\w+ ){0,2}(?:bei (?:ihrer|ihrem|seiner|seinem|ihren|seinen|der|dem|den|nem|ner) \w+|weg|unterwegs|verreist|im urlaub|auf (?:dienst|geschafts)?reise|aus dem haus|in der arbeit|auf der arbeit|nicht da|nicht daheim|nicht zuhause|im bett) (?:ist|sind|war|waren)\b(?!${NEAR}\b(?:zeit|arbeite\w*|lerne\w*|lese|lesen|serie|sport|yoga|pause|entspann\w*|gonn\w*|telefonier\w*|koche\w*|putze\w*|aufraum\w*|meditier\w*)\b)|\bwenn(?<!\b(?:wir|uns|reden|sprechen|besprechen|zusammensetzen|gemeinsam|zu zweit|date|film|essen|kochen|in ruhe)\b${NEAR}) (?:alle|alle anderen|die anderen|die kinder|die kleinen) (?:\w+ )?(?:schlafen|weg sind|aus dem haus sind|im bett sind)\b(?!${NEAR}\b(?:wir|uns|reden|sprechen|besprechen|zusammensetzen|gemeinsam|zu zweit|date|film|essen|kochen|in ruhe|zeit|arbeite\w*|lerne\w*|lese|lesen|serie|sport|yoga|pause|entspann\w*|gonn\w*|telefonier\w*|koche\w*|putze\w*|aufraum\w*|meditier\w*)\b)`,
      // 'Sonntag, wenn keiner daheim ist'; a place found 'wo niemand hinkommt'
      r`\bwenn (?:keiner|niemand|koana|koaner|kein mensch|keine sau) (?:\w+ )?(?:daheim|zuhause|zu hause|dahoam|da|do|im haus|in der wohnung|wach) (?:ist|is|isch|sind)\b(?!${NEAR}\b(?:zeit|arbeite\w*|lerne\w*|lese|lesen|serie|sport|yoga|pause|entspann\w*|gonn\w*|telefonier\w*|koche\w*|putze\w*|aufraum\w*|meditier\w*|musik|ruhe|zock\w*|bade\w*|tanz\w*|sing\w*|party|freunde|besuch|paket\w*|post|handwerker|einbrecher|einbruch)\b)`,
      r`\b(?:eine|die|einen|den|nen|ne) (?:\w+ )?(?:stelle|ort|platz|fleck|ecke|platzchen)\b (?:\w+ ){0,6}(?:gefunden|ausgesucht|ausgekundschaftet|entdeckt),? wo (?:mich )?(?:\w+ )?(?:niemand|keiner|koana|kein mensch|nie jemand|selten jemand)\b (?:\w+ )?(?:hinkommt|hingeht|vorbeikommt|ist|sucht|findet|stort|langkommt|vorbeigeht)\b(?!${NEAR}\b(?:bade\w*|schwimm\w*|lesen|picknick\w*|angeln|meditier\w*|zelten|campen|entspann\w*|fotograf\w*|joggen|yoga|sonnen\w*|nackt\w*|grillen|chillen|ruhe|knutsch\w*|parken)\b)(?<!\b(?:bade\w*|schwimm\w*|lesen|picknick\w*|angeln|meditier\w*|zelten|campen|entspann\w*|fotograf\w*|joggen|yoga|sonnen\w*|grillen|chillen|parkplatz)\b${NEAR})`,
    ],
    soon: [r`\b${SOON}\b`],
    atTheEdge: [
      r`\b(?:steh|stehe|sitz|sitze|bin|hock|hocke|lieg|liege|hang|hange|balancier\w*)\b(?<!\b(?:dachdecker|ziegel|reparatur|handwerker|antenne|solar\w*|photovoltaik|schnee|dachrinne|stau|verkehr|montage|baustelle|gerust|aussicht|touris\w*|sonnenuntergang|sonnenaufgang|fotos?|picknick|konzert|party)\b${NEAR}) ${gap(3)}(?:grad |gerade |jetzt |schon |hier |ganz |oben |wieder )*(?:auf|an|am|uber|uf|ufem|ufm|aufm|uff|vor|bei|neben) (?:der|dem|den|die|de|em|m|einer|einem|nem|ner)? ?(?:\w+ )?${EDGE}\b(?!${NEAR}\b(?:dachdecker|ziegel|reparatur|handwerker|antenne|solar\w*|photovoltaik|schnee|dachrinne|stau|verkehr|montage|baustelle|gerust|aussicht|touris\w*|sonnenuntergang|sonnenaufgang|fotos?|picknick|konzert|party)\b)`,
      r`\b(?:steh|stehe|sitz|sitze|bin|hock|hocke)\b ${gap(3)}(?:ganz )?(?:am|an der) (?:rand|kante|abbruchkante) (?:vom|von der|von dem|des|der|einer|eines) (?:\w+ )?${EDGE}\b`,
      r`\b(?:uber das|ubers) (?:gelander|glander|brustung)\b|\bauf der (?:anderen|falschen|aussen)seite (?:des|vom) (?:gelanders|gelander)\b|\bganz am rand\b(?<=\b${EDGE}\b${NEAR})`,
      r`\b(?:schau|schaue|guck|gucke|blick|blicke|starr|starre) (?:\w+ ){0,2}(?:in die tiefe|(?:runter|hinunter|nach unten|abe|obe)(?=\s*(?:[.!?,]|$|und\b)))`,
      r`\bwart(?<=\b(?:gleisen|gleise|geleise|schienen|bahndamm)\b${NEAR})\w* auf (?:den|die) (?:nachsten |nachste )?\w*(?:zug|bahn)\b|\bwart\w* auf (?:den|die) (?:nachsten |nachste )?\w*(?:zug|bahn)\b(?=${NEAR}\b(?:gleisen|gleise|geleise|schienen|bahndamm)\b)`,
      r`\b(?:so |ganz )?ruhig hier oben\b|\bhier oben ist es (?:so |ganz )?(?:ruhig|still|friedlich)\b`,
    ],
    takeItAll: [
      r`\b(?:alle|alles|alli) (?:auf einmal |zusammen |auf ex |auf's mal )?(?:nehmen|schlucken|einwerfen|nehme|schlucke)\b|\b(?:die ganze|eine ganze|alle) (?:packung|schachtel|dose|flasche|packungen|tabletten|pillen) (?:\w+ )?(?:nehmen|schlucken|leeren|einwerfen|nehme|schlucke)\b`,
    ],
    toEndIt: [
      r`\bum (?:es|alles|das|dem allem) ${gap(1)}(?:zu beenden|ein ende zu setzen)\b|\bdamit (?:es|alles|das|der schmerz|das alles) (?:\w+ )?(?:endlich )?(?:vorbei|aus|zu ende|aufhort|ein ende hat|endet|vorbei ist)\b`,
      r`\bum (?:zu sterben|tot zu sein|nicht mehr aufzuwachen)\b|\bdamit ich (?:\w+ )?(?:sterbe|tot bin|nicht mehr aufwache|nimmer aufwach)\b|\bdamit es todlich ist\b`,
      r`\b(?:f${U}r immer|ewig\w*|endg${U}ltig) (?:ruhe|frieden)\b|\bruhe (?:ist |hab |habe |haben )?f${U}r immer\b`,
      r`\b(?:es|alles) (?:endlich |einfach )?(?:beenden|zu beenden|beende)\b(?! (?:mit|zwischen|bevor|sobald|wenn|und)\b)|\b(?:ich )?mach(?:e)? (?:jetzt |heute |einfach |endlich )?schluss(?=\s*(?:[.!]|$))`,
    ],
    ominousPurpose: [
      r`\b(?:(?:ich|du|i) )?(?:weiss|weisst|weist) ${gap(2)}(?:genau |schon |ja |eh |sehr wohl |wohl )?(?:wofur|wozu|fur was)(?=\s*(?:[.!?]|$))`,
      r`\bnicht (?:zum|fur (?:den|die|das)?) ?(?:schutz|jagen|jagd|klettern|garten|camping|kopfweh|kopfschmerzen|schlafen)(?=\s*(?:[.!?]|$))|\bdas ist fur mich(?=\s*(?:[.!?]|$))`,
      r`\basking for (?:myself|me)\b|\bfrag(?:e)? (?:\w+ )?fur mich selbst\b|\bnicht fur (?:einen freund|eine freundin|eine geschichte|einen roman|ein buch)(?=\s*(?:[.!?]|$))`,
      // 'kein Scherz, ich hab mir ein Seil gekauft'
      r`\b(?:kein (?:scherz|witz|spass|schmarrn)|im ernst|ich mein(?:e)? (?:das|es) ernst)\b(?=${NEAR}\b(?:${PILLS}|${ROPE}|${GUN})\b)(?=${NEAR}\b(?:gekauft|besorgt|geholt|bestellt|kauft)\b)(?!${NEAR}\b(?:gegen|fur)\b)`,
    ],
    hopeless: [
      r`\b(?:ich|i) (?:kann|ko|kon|cha|chan|kan) ${gap(2)}${NO_MORE}(?=\s*(?:$|[.!?,;:]|(?:und|aber|echt|ehrlich|wirklich|so|einfach|bald|lange)\b))(?!,? (?:dass|das|wenn|mit|bei|zu|ins|in|nach)\b)`,
      r`\b(?:ich|i) (?:will|mag|mog|mocht|mochte|wott|wot) ${gap(2)}${NO_MORE}(?=\s*(?:$|[.!?,;:]|(?:und|aber|echt|ehrlich|wirklich|einfach|es)\b))(?!,? (?:dass|das|wenn|mit|bei|zu|ins|in|nach)\b)`,
      r`\b(?:ich |i )?(?:pack|schaff|schaffe|halt|halte|ertrag|ertrage|pack's|schaff's|halt's|packs|schaffs|halts) (?:es |das |des |'s |dieses leben |das alles |alles )?(?:\w+ )?${NO_MORE}(?: aus)?\b(?!${NEAR}\b(?:bis|heute|vor (?:neugier|spannung|hitze|langeweile|vorfreude)|rechtzeitig|zeitlich|termin|deadline)\b)`,
      r`\bkein(?:en|e)? ausweg\b|\bkeine hoffnung mehr\b|\bhoffnungslos\b(?! (?:uberfordert|romantisch|verliebt|veraltet|unterbesetzt))|\bkein licht am ende\b`,
      r`\b(?:alles|das alles|es|das ganze|nichts) (?:hat|macht|ergibt) (?:doch |eh |ja |einfach |irgendwie |alles |sowieso |mehr |noch )*(?:keinen|kein|einen) sinn(?: mehr)?\b(?!,? (?:zu|wenn|das|dass|den|die|solange|bevor|ohne)\b)`,
      r`\b(?:was|wozu|wofur) soll (?:das|des|dies) (?:alles|ganze)\b|\bwozu (?:das alles|das ganze|noch|uberhaupt)\b|\bwofur das alles\b|\bwas bringt (?:das|des) (?:alles|ganze)(?: noch)?\b`,
      r`\b(?:gefangen|gfangen)\b(?<!\b(?:job|beruf|arbeit|firma|karriere|stelle|rolle|team|buro|alltag|routine|vertrag|meeting\w*|stau|aufzug|lift)\b${NEAR})(?!${NEAR}\b(?:job|beruf|arbeit|firma|karriere|stelle|rolle|team|buro|alltag|routine|vertrag)\b)|\b(?:wie )?in (?:einer|der|ner|ana) falle\b`,
      r`\balles (?:ist|wirkt|fuhlt sich|scheint) (?:\w+ )?(?:nur noch |so )?(?:grau|sinnlos|leer|dunkel|schwarz|bedeutungslos)\b|\bmir ist alles egal\b|\balles (?:\w+ )?(?:zu viel|zuviel|zviel|z'viel)(?=\s*(?:[.!?,]|$))`,
      r`\bnichts (?:wird|andert sich) (?:\w+ )?(?:je |jemals |mehr )?(?:besser|gut|sich)?\b(?=\s*(?:[.!?,]|$))|\bes wird nie (?:wieder )?(?:besser|gut)\b|\bkeine kraft mehr\b|\bmude vom kampfen\b`,
      r`\b(?:ich bin|bin) (?:so |total |einfach |nur |doch |eh )*(?:wertlos|nichts wert|nix wert|ein versager|eine versagerin)\b|\binnerlich (?:tot|leer|abgestorben)\b`,
      // 'für mich wird's eh nie besser', 'hab aufgehört zu hoffen', 'mach keine Pläne mehr', 'wofür ich noch hier bin'
      r`\b(?:es |das |des |fur mich )?(?:wird|wirds|wird's)(?: es)? (?:\w+ ){0,2}(?:nie|niemals|nimmer|nie mehr|nie wieder) (?:mehr )?(?:besser|gut|anders)\b(?!${NEAR}\b(?:wetter|zug|bahn|verkehr|stau|internet|wlan|software|app|server|drucker|code)\b)(?<!\b(?:wetter|zug|bahn|verkehr|stau|internet|wlan|software|app|server|drucker|code)\b${NEAR})`,
      r`\b(?:hab|habe) (?:\w+ )?aufgehort,? (?:zu hoffen|auf (?:\w+ ){0,2}zu hoffen|mir (?:\w+ )?hoffnung\w* zu machen)\b|\b(?:hab|habe) (?:\w+ )?(?:die |jede |alle )?hoffnung (?:aufgegeben|verloren)(?=\s*(?:[.!?]|$))`,
      r`\b(?:mach|mache|schmiede|hab|habe) (?:\w+ )?keine (?:plane|zukunftsplane|ziele|wunsche|traume) mehr\b|\b(?:sehe|seh|hab|habe) (?:\w+ )?keine zukunft (?:mehr )?(?:fur mich|vor mir)?(?=\s*(?:[.!?,]|$))`,
      r`\bmude (?:vom|von) (?:mude ?sein|allem|leben|aushalten|durchhalten|funktionieren|kampfen)\b(?!,? (?:was|auf|in|bei|im)\b)(?!${NEAR}\b(?:arbeit|urlaub|job|buro|projekt|woche)\b)|\balles (?:\w+ )?(?:so |total |voll |nur noch |komplett )sinnlos\b|\balles (?:is|isch) (?:\w+ )?(?:so |nur noch )?(?:grau|sinnlos|leer|dunkel|schwarz)\b`,
      r`\b(?:wofur|wozu|warum|weshalb|wieso) ich (?:\w+ ){0,3}(?:noch|uberhaupt) (?:hier|da|do|am leben|auf der welt) (?:bin|sein soll|bleiben soll|lebe|bleibe)\b(?!${NEAR}\b(?:buro|meeting|firma|job|arbeit|wartezimmer|party|termin|kurs|seminar|verein)\b)`,
    ],
    burden: [
      r`\b(?:ich bin|bin ich|i bin|bin|ich war|fuhl\w* mich (?:wie|als)|ich fuhl\w* mich (?:wie|als)) (?:\w+ ){0,5}(?:last|belastung|burde|zumutung)\b`,
      r`\b(?:falle|fall) (?:\w+ ){0,2}(?:allen|euch|jedem|meiner familie|meinen \w+|anderen|dir|ihm|ihr) (?:nur |bloss )?zur last\b|\bbin (?:\w+ ){0,2}(?:allen|euch|jedem|allen anderen|meiner familie|dir) (?:\w+ ){0,2}im weg\b|\bich (?:mach|mache|bereite) (?:allen|euch|jedem) (?:nur )?(?:probleme|arger|sorgen|kummer)\b|\bich zieh(?:e)? (?:alle|euch|jeden|meine \w+) (?:mit )?runter\b`,
    ],
    disappear: [
      r`\b${WANT}(?!${NEAR}\b(?:ubers wochenende|uber das wochenende|urlaub|ferien|auszeit|abschalten|kurztrip|reise|tipps?|digital detox|offline)\b),? ${gap(3)}(?:einfach |nur |am liebsten |manchmal |gern |gerne |halt |bloss )*(?:verschwinden|abtauchen|unsichtbar sein|aufhoren zu existieren|vom erdboden verschwinden)\b(?! (?:in (?:den|die|das) (?:urlaub|berge|ferien|suden)|fur (?:ein|eine|\d+) (?:paar )?(?:tage|woche|wochenende|monat)|ans meer|nach \w+|in die berge|auf (?:eine|die) insel|zum \w+|mit)\b)`,
      r`\b(?:will|mocht|mochte|wurd|wurde) (?:ich )?(?:einfach |nur |bloss )+weg(?=\s*(?:[.!?,]|$| von allem| von hier))`,
      r`\b(?:dass|wo) mich (?:keiner|niemand|koana|koaner) (?:\w+ )?(?:sucht|findet|vermisst|vermissen wurde)\b`,
      r`\b(?:keiner|niemand|kein mensch|koana) (?:\w+ ){0,2}(?:wurde|wurd|wird|tat) mich (?:\w+ )?(?:vermissen|suchen)\b|\bwurde mich (?:\w+ )?(?:keiner|niemand|jemand|uberhaupt wer) (?:\w+ )?vermissen\b`,
      r`\b(?:keiner|niemand|kein mensch|koana)(?<=\b(?:verschwinden|verschwinde|verschwande|weg|tot|nicht mehr da)\b${NEAR}) (?:\w+ ){0,2}(?:wurde|wurd|wird|tat) (?:es|das) (?:\w+ )?(?:merken|bemerken|mitkriegen|auffallen)\b`,
      r`\b(?:will|wurde|wurd|mochte|mocht|am liebsten|wunsch\w*) (?:\w+ ){0,4}(?:jahr|jahre|jahrelang|monate|monatelang|wochen|wochenlang|ewig|ewigkeit)(?: \w+){0,2} (?:durch|weg)?(?:schlafen|pennen)\b|\bvon (?:nix|nichts|allem nichts) (?:mehr )?(?:was )?(?:wissen|mitkriegen|mitbekommen|horen|spuren)\b`,
      // 'würd gern einfach ned da sein', 'nur mal weg von allem'
      r`\b${WANT},? ${gap(6)}(?:einfach |mal |nur |kurz |eine weile |a weil )*(?:nicht|ned|net|nid|nit) (?:da|do|hier) (?:sein|sei|si)\b(?!${NEAR}\b(?:urlaub|ferien|wochenende|meeting|buro|arbeit|party|feier|termin)\b)`,
      r`\b(?:einfach|nur|bloss)(?<!\b(?:urlaub|ferien|reise|wochenende|auszeit|wellness|berge|meer|insel|hutte|trip)\b${NEAR}) (?:mal )?weg von allem\b(?!${NEAR}\b(?:urlaub|ferien|reise|wochenende|auszeit|wellness|berge|meer|insel|hutte|trip)\b)`,
    ],
    pastAttempt: [
      r`(?=\b(?:ich |i )?(?:hatte|hat|hab|habe|hob) )(?<!\b(?:er|sie|ihr|ihm|sein|seine|seiner|ihre|ihrer|kumpel|freund\w*|bruder|schwester|vater|mutter|kolleg\w*)\b${NEAR})\b(?:ich |i )?(?:hatte|hat|hab|habe|hob) (?:\w+ ){0,4}(?:suizidversuch\w*|selbstmordversuch\w*|(?:versucht|probiert),? (?:mich umzubringen|mir das leben zu nehmen|mich zu toten|mich aufzuhangen))(?=${NEAR}\b${PAST})`,
      r`\b${PAST}\b(?<!\b(?:er|sie|ihr|ihm|sein|seine|seiner|ihre|ihrer|kumpel|freund\w*|bruder|schwester|vater|mutter|kolleg\w*)\b${NEAR})${NEAR}\b(?:suizidversuch\w*|selbstmordversuch\w*|(?:versucht|probiert),? (?:mich umzubringen|mir das leben zu nehmen|mich zu toten|mich aufzuhangen)|(?:mich|mir) (?:\w+ ){0,2}(?:umzubringen|das leben zu nehmen) versucht)`,
      r`\b(?:ich|i) hatte (?:\w+ ){0,3}(?:einen|nen|an|zwei|mehrere) (?:suizidversuch|selbstmordversuch)\w*|\b(?:suizidversuch|selbstmordversuch)\w* hinter mir\b|\bnach (?:meinem|meinen) (?:suizidversuch|selbstmordversuch)\w*|\b(?:ich |i )?(?:hab|habe) (?:schon (?:mal|einmal) )versucht,? (?:mich umzubringen|mir das leben zu nehmen)`,
    ],
    // Self-harm: done, under way, urged.
    selfInjury: [
      r`\b(?:geritzt|gritzt|ritze mich|ritz mich|ritz i mi|ritze wieder|ritz wieder|ritze mir|ritz mir|am ritzen|ritzt mich)\b(?<!\b(?:fruher|damals|als teenager|als jugendliche\w*|als kind|in der schule|in meiner jugend|jahrelang|clean vom)\b${NEAR})(?!${NEAR}\b(?:lange? her|jahre her|damals|fruher)\b)|\b(?:ich|i) (?:\w+ ){0,2}ritze\b|\britze (?:mich|mir|wieder|seit|jeden|jede|regelmassig|heimlich|taglich)\b`,
      // hab mich (wieder, absichtlich) geschnitten / verbrannt; not in the kitchen, not years ago.
      r`\b(?:hab|habe|hatte|hob|han|ha)(?<!\b(?:${ACCIDENT}|fruher|damals|als teenager|als jugendliche\w*|als kind|in meiner jugend|jahrelang)\b${NEAR}) (?:ich |i )?(?:mich|mi) ${gap(5)}(?:aufgeschnitten|aufgeritzt|zerkratzt|blutig gekratzt|(?:selbst|selber|absichtlich|mit absicht|extra|bewusst|wieder|tief|mal wieder) (?:\w+ )?(?:geschnitten|verbrannt|verbruht)|(?:selbst|selber|absichtlich|mit absicht|extra|bewusst) (?:\w+ )?verletzt|(?:am|an den|an der|in den|ins|in die) ${BODY} (?:\w+ )?(?:geschnitten|verbrannt|geritzt))\b(?!${NEAR}\b(?:${ACCIDENT}|lange? her|jahre her|damals|fruher)\b)`,
      r`\b(?:mich|mir|mi)(?<!\b${ACCIDENT}\b${NEAR}) ${gap(7)}mit (?:dem|der|einer|einem|nem|ner|meinem|meiner|a|an|de|d) (?:\w+ )?${SH_TOOL} ${gap(3)}(?:verbrannt|geschnitten|geritzt|verletzt|gekratzt|aufgeschnitten|gestochen|verbruht)\b(?!${NEAR}\b${ACCIDENT}\b)`,
      r`\b(?:mir|mia)(?<!\b${ACCIDENT}\b${NEAR}) ${gap(10)}(?:den|die|das|meinen|meine|mein) (?:\w+ )?${BODY} ${gap(2)}(?:aufgeschnitten|geritzt|aufgeritzt|zerkratzt|zerschnitten)\b|(?=\b(?:mir|mia) )(?:(?<=\b(?:${SH_TOOL}|absichtlich|mit absicht|extra|wieder|selbst|bis es blutet|blutig)\b${NEAR})|(?=${NEAR}\b(?:${SH_TOOL}|absichtlich|mit absicht|extra|wieder|selbst|bis es blutet|blutig)\b))(?<!\b${ACCIDENT}\b${NEAR})(?!${NEAR}\b${ACCIDENT}\b)\b(?:mir|mia) ${gap(10)}(?:den|die|das|meinen|meine|mein) (?:\w+ )?${BODY} ${gap(2)}(?:verbrannt|verbruht|geschnitten|aufgekratzt|blutig gekratzt)\b`,
      // schlag ich mir ins Gesicht, hau mir auf den Kopf
      r`\b(?:schneide|schneid|ritze|verbrenne|verbrenn|kratze|kratz|schlage|schlag|hau|haue|beisse|beiss|verletze|verletz|boxe|box)(?<!\b${ACCIDENT}\b${NEAR})(?!${NEAR}\b${ACCIDENT}\b) (?:ich |i )?(?:mich|mi|mir) ${gap(3)}(?:selbst|selber|absichtlich|blutig|die arme|den arm|die haut|ins gesicht|auf den kopf|gegen den kopf|in den arm|ins bein|am arm|an den armen|wieder|jeden (?:tag|abend)|regelmassig|heimlich|taglich|mit (?:der |einer |dem |einem |nem |ner )?${SH_TOOL}\w*)\b`,
      r`\b(?:kopf|schadel|stirn|faust|fauste)(?<!\b(?:konnte|konnt|mocht|mochte|wurde|wurd)\b${NEAR}) (?:\w+ ){0,4}gegen (?:die|eine|d|de|den) (?:wand|mauer|tur|tischkante|schrank|heizung) ${gap(2)}(?:g'haut|ghaut|gehauen|geschlagen|geknallt|gedonnert|gerammt|gestossen|geschmettert|schlage|schlag|hau|haue|knall|knalle)\b`,
      r`\b(?:selbstverletz\w*|svv)\b(?<!\b(?:fruher|damals|als teenager|als jugendliche\w*|jahrelang|clean vom)\b${NEAR})(?!${NEAR}\b(?:lange? her|jahre her|damals|fruher|clean|frei)\b)`,
      r`\b(?:esse|ess|iss) (?:\w+ ){0,3}(?:nichts|nix|kaum was|kaum etwas|nut) (?:mehr)?\b(?=${NEAR}\b(?:strafe|bestrafe|bestrafen|verdient)\b)|\bhungere mich (?:\w+ )?aus\b|\bmich (?:selbst )?(?:aushungern|auszuhungern)\b|\b(?:zigarette|kippe) (?:\w+ ){0,3}auf (?:meinem|meiner|der|dem) (?:arm|hand|haut|bein) ausgedruckt\b`,
      // Cigarettes put out on the skin, hair torn out till it bleeds, 'mir wieder wehgetan', a cut 'tiefer als sonst', food denied as punishment
      r`\b(?:druck|drucke|druckt|drucken|gedruckt) (?:mir |mich )?(?:\w+ ){0,3}(?:d'|d )?(?:zigarette\w*|kippe\w*|glut) (?:\w+ ){0,3}(?:auf|an|am|in) (?:der |dem |meinem |meiner |meinen |den |die |mein |meine )?(?:\w+ )?${BODY}\w* (?:\w+ )?aus\b|\b(?:zigarette\w*|kippe\w*) (?:\w+ ){0,3}(?:auf|an|am) (?:der |dem |meinem |meiner |meinen |den |die |mein |meine )?(?:\w+ )?${BODY}\w* (?:\w+ )?(?:ausgedruckt|ausdrucken|ausdruck|ausdrucke)\b`,
      r`\b(?:mir|mia) ${gap(6)}(?:die |meine |ganze )?(?:haare|haarbuschel|wimpern|augenbrauen|nagel|fingernagel|nagelhaut|haut) (?:\w+ ){0,2}(?:ausgerissen|rausgerissen|ausgerupft|abgerissen|aufgekratzt|aufgerissen|blutig gekratzt|aufgebissen|blutig gebissen)\b(?=${NEAR}\b(?:blut\w*|geblutet|kahl\w*|wund\w*|offen)\b)`,
      r`\b(?:hab|habe|hob|han)(?<!\b${ACCIDENT}\b${NEAR}) (?:ich |i )?(?:mir|mia|mich) (?:\w+ )?(?:wieder|selbst|selber|absichtlich|mit absicht|extra|bewusst) (?:\w+ )?(?:weh ?getan|wehgetan)\b(?!${NEAR}\b(?:${ACCIDENT}|sport|training|fussball|joggen|laufen|gym|rucken|knie|fuss|kopf angeschlagen)\b)`,
      r`\btiefer (?:als (?:sonst|je|jemals|letztes mal|beim letzten mal|die letzten male)|wie (?:sonst|noch nie))\b(?=${NEAR}\b(?:pflaster|verband|verbande|genaht|nahen|blutet|blut|wunde|schnitt|narbe|klammerpflaster|steristrip\w*)\b)`,
      r`\b(?:lass|lasse|liess) (?:mich|mir) (?:\w+ ){0,3}(?:nichts|nix|kaum was|kaum etwas|kein essen) (?:mehr )?(?:essen|zu essen|futtern)\b|\b(?:verbiete|verbiet|verweigere|verweiger) (?:mir|mich) (?:\w+ ){0,2}(?:das )?(?:essen|mahlzeiten|jede mahlzeit)\b`,
    ],
    selfInjuryNow: [
      r`\b(?:sitz|sitze|steh|stehe|bin|hock|hocke|lieg|liege)\b(?<!\b(?:kuche|gemuse|zwiebel|kochen|koche|brot|fleisch|obst)\b${NEAR}) ${gap(4)}(?:mit|mitm) (?:der |dem |einer |einem |nem |ner |meiner |meinem |a |de |da )?(?:\w+ )?(?:klinge|rasierklinge|rasierer|skalpell|cutter|cuttermesser|teppichmesser|scherbe|glasscherbe|messer|feuerzeug)\b(?!${NEAR}\b(?:kuche|gemuse|zwiebel|kochen|koche|brot|fleisch|obst|schnitzen)\b)`,
      r`\b(?:halt|halte|hab|habe) (?:\w+ )?(?:die|eine|meine|a|de|d) (?:rasier)?klinge (?:\w+ ){0,2}(?:in der hand|schon da|bereit|neben mir|griffbereit)\b|\b(?:klinge|rasierklinge|scherbe|skalpell)\b(?=${NEAR}\b(?:gleich|jetzt|sofort|heute nacht)\b)`,
      r`\b(?:bin|geh|gehe) (?:\w+ ){0,2}(?:kurz davor|davor|nah dran),? (?:mich|mir) (?:\w+ )?(?:zu ritzen|zu schneiden|weh zu tun|wehzutun|zu verletzen)\b|\bgleich (?:mach|tu) (?:ich'?s|ichs|ich es)\b(?= wieder|\s*$)`,
      // A blade taken out of a razor or a sharpener
      r`\b(?:klinge|klingen|rasierklinge\w*)\b (?:\w+ ){0,3}aus (?:dem|meinem|einem|nem|m) (?:\w+)?(?:rasierer|anspitzer|spitzer|cutter|hobel)\b (?:\w+ )?(?:genommen|rausgenommen|ausgebaut|rausgeholt|geholt|gebrochen|rausgebrochen|rausgeschraubt|entfernt)\b(?!${NEAR}\b(?:wechsel\w*|tausch\w*|austausch\w*|reinig\w*|sauber\w*)\b)|\b(?:rasierer|anspitzer|spitzer|einwegrasierer) (?:\w+ ){0,2}(?:auseinandergenommen|auseinander genommen|zerlegt|aufgebrochen|aufgeschraubt|kaputt gemacht|kaputtgemacht)\b`,
    ],
    selfInjuryUrge: [
      r`\b(?:drang|druck|suchtdruck|lust|bedurfnis|verlangen|versuchung|zwang|impuls|gedanke|gedanken)\w*,? (?:\w+ ){0,3}(?:mich|mir)? ?(?:zu ritzen|zu schneiden|zu verletzen|weh zu tun|wehzutun|zu verbrennen|selbst zu verletzen|zu schlagen)\b`,
      r`\b(?:denk|denke|dachte|gedanken) (?:\w+ ){0,4}(?:ans|an das|an) (?:ritzen|schneiden|svv|selbstverletz\w*|die klinge)\b`,
      r`\b(?:will|mochte|mocht|muss|wurd|wurde) (?:\w+ )?(?:mich|mir) ${gap(2)}(?:weh ?tun|wehtun|ritzen|verletzen|selbst verletzen)\b|(?<!\b(?:ohne|nicht|angst,?)\s)\b(?:mir|mich) (?:selbst |selber )?(?:weh ?zu ?tun|wehzutun|zu ritzen|selbst zu verletzen)\b`,
      r`\b(?:brauch|brauche) (?:den|diesen) schmerz\b|\bwill (?:\w+ )?schmerz(?:en)? (?:spuren|fuhlen)\b`,
      r`\b(?:der |die )?(?:gedanke|gedanken) (?:daran|dran) (?:kommt|kommen|ist|sind) (?:\w+ ){0,2}(?:wieder|zuruck)\b|\b(?:kommt|kommen|ist|sind) (?:\w+ )?(?:der|die) (?:gedanke|gedanken) (?:daran|dran) (?:\w+ ){0,2}(?:wieder|zuruck)\b|\bder drang (?:ist|kommt) (?:\w+ )?(?:wieder|zuruck)\b`,
      r`\b(?:drang|druck|lust|bedurfnis|verlangen|versuchung|zwang|impuls)\w*,? (?:\w+ ){0,4}(?:auszureissen|auszurupfen|rauszureissen|aufzukratzen|blutig zu kratzen|zu kratzen|zu beissen|aufzubeissen|auszuhungern|zu hungern)\b`,
    ],
    deservePain: [
      r`\b(?:hab|habe|hatte) (?:es |'s |das )?(?:\w+ )?verdient,? (?:dass es weh ?tut|dass es wehtut|zu leiden|bestraft zu werden|schmerzen)\b|\bverdiene? (?:es,? )?(?:dass es weh ?tut|zu leiden|bestraft zu werden|schmerzen|strafe|nichts (?:anderes|besseres))\b|\b(?:strafe|schmerzen|schmerz) verdient\b`,
      r`\b(?:gehore|gehor|muss|sollte|soll) (?:\w+ )?bestraft(?: werden)?\b|\bdas ist meine strafe\b|\bzur strafe (?:\w+ ){0,3}(?:mich|mir)\b|\bich bestrafe mich\b|\b(?:es )?soll weh ?tun\b`,
      // 'ich verdien eine Strafe', 'ich verdien keine Pause', 'So als Strafe.'
      r`\bverdiene? (?:es,? )?(?:eine |die )(?:strafe|bestrafung|abreibung)\b|\b(?:verdien|verdiene|verdient) (?:\w+ )?(?:keine|kein|keinen) (?:pause|essen|ruhe|schlaf|erholung|liebe|hilfe|gluck|freude|mitleid|trost|zuneigung|gutes|mitgefuhl|erleichterung)\b|\b(?:keine|kein|keinen) (?:pause|essen|ruhe|schlaf|erholung|liebe|hilfe|gluck|freude|mitleid|trost|gutes|mitgefuhl) (?:\w+ )?verdient\b`,
      r`^(?:so |nur |quasi |halt |einfach |irgendwie |wie )*(?:als|zur) (?:strafe|selbstbestrafung)\b[.!? ]*$`,
    ],
    relapse: [r`\b(?:hab|habe|hob)'?s? (?:\w+ )?wieder (?:gemacht|getan)\b|\bruckfall\w*\b|\bwieder angefangen\b`],
    selfInjuryHint: [
      r`\b(?:lange armel|langarm\w*|langen armeln|pulli|pullover|rollkragen\w*)\b(?=${NEAR}\b(?:hitze|heiss|warm|sommer|\d+ grad|grad|wieso|warum)\b)|\b(?:wieder|immer) (?:\w+ )?(?:lange armel|langarm\w*)\b`,
      r`\b(?:\d+|ein|einem|zwei|drei|vier|funf|sechs|acht|zehn|zwolf) (?:tage|tagen|wochen|monate|monaten|jahr|jahre|jahren|monat) (?:\w+ )?clean\b|\bclean (?:vom|von|seit) (?:ritzen|svv|\w+)\b|\b(?:svv|ritz)-?frei\b|\balte narben\b|\bnarben (?:verstecken|verdecken)\b`,
      r`\b(?:fruher|damals|als teenager|als jugendliche\w*|in meiner jugend|in der schule|vor (?:\w+ ){0,2}jahren|mit \d+)\b${NEAR}\b(?:geritzt|selbst verletzt|verletzt|geschnitten|svv|ritzen|selbstverletz\w*)\b|\b(?:geritzt|selbst verletzt|selbstverletz\w*|svv)\b${NEAR}\b(?:lange? her|jahre her|damals|fruher)\b`,
      // Picking till it bleeds, blades hidden from oneself or kept from before
      r`\b(?:knibbel|knibble|knibbeln|pule|pul|pulen|kratze|kratz|kratzen|zupfe|zupf|reisse|reiss|beisse|beiss) (?:\w+,? ){0,4}(?:bis es blutet|bis es blutig ist|bis (?:\w+ )?blut kommt)\b`,
      r`\b(?:schere|scheren|klinge|klingen|rasierklinge\w*|messer|rasierer|feuerzeug|cutter|teppichmesser|anspitzer)\b (?:\w+ ){0,3}vor mir (?:selbst |selber )?(?:\w+ )?(?:versteckt|weggesperrt|weggeschlossen|in sicherheit gebracht|verstecken|wegsperren|wegschliessen)\b(?!${NEAR}\b(?:nasch\w*|schokolade|suss\w*|kuchen\w*|essen|diat|snack\w*)\b)`,
      r`\b(?:klinge|klingen|rasierklinge\w*|scherben)\b${NEAR}\b(?:von fruher|von damals|aufgehoben|nicht weggeworfen|nie weggeworfen|behalten)\b`,
    ],
    // Harm to others.
    threatToHarm: [
      r`\b(?:ich|i) ${gap(2)}(?:werde|werd|will|wui|m${O}chte|m${O}cht|geh|gehe) ${gap(2)}${PERSON} ${gap(3)}${HURT}\b(?!${NEAR}\b(?:wenn ich|indem|trennung|schluss|wahrheit|absage|kundigung)\b)`,
      r`\b(?:bring|bringe|schlag|schlage|stech|steche|knall|knalle|mach|mache|hau|haue|leg|lege|prugel) (?:ich|i) ${PERSON} ${gap(2)}(?:um|tot|ab|kalt|zusammen|nieder|krankenhausreif|windelweich|grun und blau|um die ecke)\b|\b(?:ich|i) (?:bring|bringe|schlag|schlage|stech|steche|knall|knalle|mach|hau|haue|leg|polier) ${PERSON} ${gap(2)}(?:um|tot|ab|kalt|zusammen|nieder|krankenhausreif|windelweich|grun und blau)\b`,
      r`\b(?:hau|haue|schlag|schlage|prugel|stech|steche|knall|knalle)(?<=\b(?:ich|i)\b${NEAR}) (?:ihn|sie|den|die|den typ|den kerl|das arschloch|das oaschloch) ${gap(2)}(?:zusammen|tot|ab|kalt|krankenhausreif|windelweich|grun und blau)\b`,
      r`\b(?:schlag|schlage|hau|haue|tret|trete|polier|brech|breche|knall|knalle) (?:ich |i )?(?:ihm|ihr|dem|der|denen|ihnen|dem typ|dem kerl) (?:\w+ ){0,2}(?:den schadel|die fresse|die zahne|den kopf|die nase|das gesicht|die beine|alle knochen|die knochen|eine|eins|ein paar|aufs maul|in die fresse|ins gesicht|die birne|die rube) ?(?:ein|aus|kaputt|zu brei|rein|brechen|weg|runter)?\b`,
      r`\b(?:dem|der|ihm|ihr|denen|dem typ|dem kerl) (?:\w+ )?(?:hau|haue|schlag|schlage|polier|brech|breche|tret|trete|knall|knalle) (?:ich|i) (?:\w+ ){0,2}(?:den schadel|die fresse|die zahne|den kopf|die nase|das gesicht|die beine|alle knochen|die knochen|eine|eins|ein paar|aufs maul|in die fresse|ins gesicht|die birne|die rube)\b`,
      r`\b(?:der|die|er|sie|das arschloch|dem) wird (?:schon |noch )?sehen(?=\s*(?:[.!]|$)|,? was (?:er|sie) davon (?:hat|haben))|\b(?:wird|werden) (?:es|das) (?:\w+ )?bereuen\b|\bkann (?:\w+ )?was erleben\b|\bwenn\b${NEAR}\b(?:kriegt|kriegen|bekommt) (?:er|sie|der|die)(?:'s| es| was| eine| eins| welche| ein paar)? (?:\w+ )?ab\b`,
      // Violence the speaker has done: 'hab meinen Bruder gewürgt'.
      r`\b(?:ich|i) (?:hab|habe|hob) ${gap(6)}(?:meinen|meine|mein|den|die|ihn|sie|ihm|ihr) (?:\w+ ){0,2}(?:gew${U}rgt|verpr${U}gelt|zusammengeschlagen|getreten|gestossen|geschlagen|geohrfeigt|angegriffen|gebissen)\b(?!${NEAR}\b${SPORT}\b)`,
      r`\b(?:sorge|sorg) (?:\w+ )?daf${U}r,? dass (?:er|sie|der|die|mein \w+|meine \w+) (?:\w+ ){0,2}(?:stirbt|verreckt|krepiert|tot ist|leidet|im krankenhaus landet)\b|\b(?:will|w${U}nsche mir|m${O}chte),? dass (?:er|sie|der|die|mein \w+|meine \w+) (?:\w+ )?(?:stirbt|verreckt|krepiert)\b(?=${NEAR}\b(?:sorge daf${U}r|sorg daf${U}r|k${U}mmere mich|erledige das|mach ich)\b)`,
      r`\b(?:fackel|fackle|zund|zunde) (?:ich |i )?(?:sein|ihr|dem|der) (?:\w+ )?(?:haus|auto|wohnung|bude) (?:ab|an)\b`,
      // Revenge ('er soll spüren, was ich gespürt hab'), a group warned ('am Montag werden die alle sehen'), smothering done
      r`\b(?:er|sie|der|die|das arschloch|das oaschloch|der typ|der kerl|der wichser|die alle|ihr alle|alle|die schlampe) (?:soll|sollen|wird|werden|muss|mussen) (?:\w+ ){0,2}(?:sp${U}ren|f${U}hlen),? (?:was|wie) (?:ich (?:\w+ ){0,2}(?:gesp${U}rt|gelitten|durchgemacht|ertragen|erlebt|gef${U}hlt)|es sich anf${U}hlt|weh tut|(?:er|sie|die|der) (?:mir|uns|meiner \w+|meinem \w+) (?:angetan|getan))\b|\b (?:soll|sollen|wird|werden|muss|mussen) (?:\w+ ){0,2}daf${U}r (?:b${U}ssen|bluten|leiden)\b`,
      r`\b(?:werden|wird|werdet) (?:die|sie|ihr) alle (?:\w+ )?(?:es |'s )?(?:sehen|bereuen|merken)(?=\s*(?:[.!?]|$))|\b(?:die|sie|ihr) alle (?:werden|werdet) (?:\w+ ){0,2}(?:es |'s )?(?:sehen|bereuen|merken)(?=\s*(?:[.!?]|$))`,
      r`\b(?:(?:ich|i) )?(?:hab|habe|hob|druck|drucke|druckte) (?:ich |i )?(?:ihm|ihr|dem|der|ihnen|meinem \w+|meiner \w+) (?:\w+ ){0,3}(?:das |ein |den |die |nen |mein )?(?:kissen|polster|decke|hand|hande) (?:\w+ ){0,2}(?:aufs|auf das|ubers|uber das|ins|vors) gesicht (?:gedruckt|gepresst|gehalten|drucke|druck)?\b|\b(?:ihm|ihr|dem|der) (?:\w+ ){0,2}(?:mund und nase|den mund|die nase|die luft) (?:zugehalten|abgedruckt|abgeschnurt)\b`,
    ],
    weaponForSomeone: [
      r`\b(?:nehm|nehme|bring|bringe|hab|habe|nimm|trag|trage|steck|stecke) (?:\w+ ){0,2}(?:das|ein|mein|den|einen|meinen|die|eine|meine|nen|ne|a|an) ${WEAPON} (?:\w+ ){0,3}(?:mit|dabei|eingesteckt|eingepackt)\b(?=${NEAR}\b(?:ins buro|in die arbeit|zur arbeit|in die firma|in die schule|zur schule|in die schicht|ins meeting|zu ihm|zu ihr|fur (?:ihn|sie|den|die)|falls (?:er|sie)|wenn (?:er|sie))\b)`,
      r`\b${WEAPON} (?:\w+ ){0,3}(?:in die|in meine|in den|ins|in meinen|in der|im|unter dem|unterm) (?:\w+)?(?:tasche|rucksack|auto|spind|kofferraum|handschuhfach|jacke|schublade)\b(?=${NEAR}\b(?:arbeit|schicht|buro|schule|firma|dienst|meeting|fur (?:ihn|sie|den|die)|falls|wenn (?:er|sie|der|die))\b)`,
      r`\b${WEAPON}\b${NEAR}\bf${U}r (?:ihn\b|(?:den|die|dem|meinen|meine|diesen|diese) (?:\w+ )?(?:ex|exfreund\w*|exmann|chef\w*|kolleg\w*|nachbar\w*|typ|typen|kerl|vater|bruder|schwager|stiefvater|\w*leiter\w*|lehrer\w*|vermieter\w*|arschloch|oaschloch)\b)`,
      r`\b${WEAPON} (?:\w+ ){0,2}(?:steht|liegt|lehnt|hangt|wartet) (?:\w+ ){0,3}(?:bereit|griffbereit|parat|an der tur|neben der tur|hinter der tur)\b`,
      r`\bmit(?<=\b(?:vor (?:seiner|ihrer|deren|dessen)|zu (?:ihm|ihr|denen)|bei (?:ihm|ihr|denen)|ruber|auf (?:ihn|sie))\b${NEAR}) (?:dem|einem|meinem|nem|am|da|a|an|der|einer) ${WEAPON}\b|\b(?:wart|warte|steh|stehe|geh|gehe|fahr|fahre|komm|komme) (?:\w+ ){0,3}mit (?:dem|einem|meinem|nem|am|da|a|an|der|einer) ${WEAPON}\b(?=${NEAR}\b(?:vor (?:seiner|ihrer|deren|dessen)|zu (?:ihm|ihr|denen)|ruber|hin|auf (?:ihn|sie))\b)`,
      // A weapon ready in the car, where the person lives and the means in one breath, waiting beside their car with a weapon
      r`\b${WEAPON_ONLY}\b(?<!\b(?:verein|schiessstand|schutzen\w*|training|jagd\w*|sportschutz\w*|waffenschein|dienst\w*|polizei\w*|sammler|sammlung|tresor)\b${NEAR}) (?:\w+ ){0,4}(?:liegt|liegen|ist|steckt|stecken|steht|hab|habe) (?:\w+ ){0,3}(?:im|in meinem|in der|in meiner|unterm|unter dem|unter meinem|hinterm) (?:\w+)?(?:kofferraum|auto|wagen|handschuhfach|rucksack|tasche|jacke|sitz|fahrersitz|beifahrersitz)\b(?!${NEAR}\b(?:verein|schiessstand|training|jagd\w*|sportschutz\w*|dienst\w*|polizei\w*|reparatur|werkstatt|verkauf\w*)\b)|\b(?:im|in meinem|in der|unterm|unter dem) (?:\w+)?(?:kofferraum|auto|wagen|handschuhfach|rucksack) (?:liegt|liegen|ist|steckt|steht|hab ich|habe ich) (?:\w+ ){0,2}${WEAPON_ONLY}\b(?!${NEAR}\b(?:verein|schiessstand|training|jagd\w*|sportschutz\w*|dienst\w*|polizei\w*|reparatur|werkstatt|verkauf\w*)\b)`,
      r`\b(?:weiss|weis|kenn|kenne)\b,? (?:\w+ ){0,2}wo (?:er|sie|der|die|der typ|der kerl) (?:\w+ )?(?:wohnt|arbeitet|parkt|schlaft|lebt)\b${NEAR}\b(?:${WEAPON}|benzin)\b`,
      r`\bmit (?:dem|einem|meinem|nem|der|einer|meiner|ner) ${WEAPON} (?:\w+ ){0,3}(?:neben|vor|an|bei|hinter) (?:seinem|ihrem|dessen|deren|seiner|ihrer|seinen|ihren) (?:\w+)?(?:auto|wagen|haus|tur|haustur|wohnung|wohnungstur|buro|arbeit|schule|firma)\b (?:\w+ )?(?:gewartet|gestanden|gelauert|warten|stehen|gesessen)\b`,
      r`\bmit (?:dem|einem|meinem|der|einer|nem|ner) ${WEAPON_ONLY} (?:im|in der|in meinem|in meiner|unterm) (?:\w+)?(?:kofferraum|auto|wagen|rucksack|tasche|jacke)\b(?<=\b(?:nachgefahren|nachgelaufen|hinterher\w*|gefolgt|gewartet|warte|wart|vor (?:seiner|ihrer|seinem|ihrem))\b${NEAR})`,
    ],
    goingAfterSomeone: [
      r`\b(?:fahr|fahre|geh|gehe|lauf|laufe|komm|komme) (?:\w+ ){0,3}zu (?:dem|der|diesem|dieser) (?:\w+ )?(?:arschloch|oaschloch|wichser|drecksack|schwein|bastard|typ|kerl|idioten|penner|schlampe|miststuck)\b`,
      r`\b(?:wart|warte|steh|stehe|lauer|lauere) (?:\w+ ){0,3}(?:vor|an|bei) (?:seiner|ihrer|deren|dessen|ihren|seinen) (?:\w+)?(?:tur|haustur|wohnung|haus|auto|arbeit|buro|wohnungstur)\b(?!${NEAR}\b(?:kino|essen|date|abholen|abhol\w*|abzuhol\w*|verabredet|treffen|party|geburtstag|blumen|uberraschung|besuch|schule|kita)\b)|\b(?:auflauern|aufzulauern|lauere (?:ihm|ihr)|pass (?:ihn|sie) ab|abpassen|abzupassen)\b`,
      // Waiting outside their place, their address, knowing their routine, following them, access to a gun cabinet
      r`\b(?:wart|warte|steh|stehe|sitz|sitze|park|parke|lauer|lauere) (?:\w+ ){0,5}(?:vor|an|bei|gegenuber) (?:seiner|ihrer|deren|dessen|ihren|seinen|seinem|ihrem) (?:\w+)?(?:tur|haustur|wohnung|haus|arbeit|buro|wohnungstur|fitnessstudio|schule)\b(?!${NEAR}\b(?:kino|essen|date|abholen|abhol\w*|abzuhol\w*|verabredet|treffen|party|geburtstag|blumen|uberraschung|besuch|schule|kita)\b)`,
      r`\b(?:hab|habe|kenn|kenne) (?:\w+ ){0,2}(?:seine|ihre|deren|dessen) (?:neue |private )?(?:adresse|wohnadresse|anschrift|privatadresse)\b(?!${NEAR}\b(?:blumen|karte|paket|geschenk|einladung|brief|post|rechnung|schicken|senden|vertrag|kunde\w*|liefer\w*)\b)`,
      r`\b(?:ich )?(?:weiss|weis)\b,? (?:\w+ ){0,2}(?:wo|wann|in welche\w*|um wie viel uhr) (?:\w+ ){0,2}(?:er|der typ|der kerl|das arschloch) (?:\w+ ){0,3}(?:wohnt|arbeitet|trainiert|parkt|rauskommt|feierabend|heimkommt|heimgeht|joggt|einkauft|allein ist)\b(?!${NEAR}\b(?:abholen|abhol\w*|hol\w* (?:\w+ ){0,4}ab|uberrasch\w*|besuch\w*|geburtstag|blumen|treffen|date|kaffee|kino|essen|party|feier|paket\w*|post)\b)`,
      r`\b(?:bin|fahr|fahre|fuhr|lauf|laufe|lief|geh|gehe)(?<!\b(?:insta\w*|tiktok|twitter|social|kanal|account|blog|youtube|linkedin)\b${NEAR}) (?:ihm|ihr|dem|der|denen) (?:\w+ ){0,4}(?:nach(?=\s*(?:[.!?,]|$| und\b))|nachgefahren|nachgelaufen|hinterher|hinterhergefahren|gefolgt)\b(?!${NEAR}\b(?:insta\w*|tiktok|twitter|social|kanal|account|blog|youtube|linkedin|rat|tipp)\w*)`,
      r`\bum (?:ihm|ihr|ihnen|denen|dem|der|dem typ|dem kerl) (?:\w+ )?angst (?:zu machen|einzujagen)\b|\b(?:weiss|weis|kenn|kenne|hab|habe)\b (?:\w+ ){0,5}(?:schlussel|code|kombination|zahlenkombination|pin) (?:\w+ ){0,2}(?:fur den|zum|vom|von dem|fur die) (?:waffenschrank|waffentresor|gewehrschrank|waffenkammer|waffen)\b`,
    ],
    harmToChild: [
      r`\bangst,? (?:\w+ ){0,3}(?:dass ich|ich konnte|ich wurde) (?:\w+ ){0,3}(?:${CHILD}|meinem ${CHILD}|ihr|ihm|sie|ihn|es) (?:\w+ ){0,2}(?:was|etwas|weh|wehtue|weh tue|antue|schuttle|schuttel|schlage|schlag|werfe|fallen lasse|ersticke|verletze|haue)\b`,
      r`\b(?:bilder|gedanken|vorstellung\w*|fantasien|impulse?|drang)\b(?<=\b${CHILD}\b${NEAR})${NEAR}\b(?:wie ich|dass ich|ich (?:sie|ihn|es))\b${NEAR}\b(?:schuttle|schuttel|schutteln|schlage|schlagen|werfe|werfen|ersticke|ersticken|fallen lasse|fallen lassen|wehtue|weh tue|aus dem fenster)\b|\b(?:bilder|gedanken|vorstellung\w*|fantasien|impulse?|drang)\b${NEAR}\b(?:wie ich|dass ich|ich (?:sie|ihn|es))\b${NEAR}\b(?:schuttle|schuttel|schutteln|schlage|schlagen|werfe|werfen|ersticke|ersticken|fallen lasse|wehtue|weh tue|aus dem fenster)\b(?=${NEAR}\b${CHILD}\b)`,
      r`\b(?:viel |zu |viel zu |so )?(?:fest|hart|grob|doll) (?:gepackt|geschuttelt|gedruckt|zugepackt)\b|\b(?:hab|habe) (?:\w+ ){0,3}(?:das baby|die kleine|den kleinen|mein kind|mein baby|sie|ihn) geschuttelt\b`,
      r`\bdie kontrolle verlier\w*\b(?=${NEAR}\b(?:${CHILD}|schreit|schreien)\b)|(?=\bdie kontrolle)(?<=\b(?:${CHILD}|schreit|schreien)\b${NEAR})\bdie kontrolle verlier\w*\b`,
      // 'kurz davor, sie zu schütteln'
      r`\b(?:kurz davor|nah dran|nahe dran|knapp davor|fast so weit|so weit)(?: (?:bin|war|bin ich|war ich|gewesen))?,? (?:sie|ihn|es|das baby|die kleine|den kleinen|das kind|mein baby|mein kind|meine tochter|meinen sohn) (?:\w+ )?zu (?:schutteln|schlagen|hauen|werfen|schubsen|ersticken|wurgen|treten|verletzen|packen)\b`,
    ],
    fearOfOwnAnger: [
      r`\bangst vor mir(?: selbst| selber)?\b|\b(?:trau|traue) mir (?:selbst|selber) (?:nicht|nimmer|ned|nimma)(?: mehr)?\b|\b(?:trau|traue) mir (?:\w+ )?nicht mehr(?=\s*(?:[.!?]|$))`,
      r`\bangst,? (?:\w+ ){0,2}(?:was|wozu) ich (?:\w+ ){0,3}(?:tun|machen|anstellen|fahig) (?:konnte|wurde|kann|bin)\b`,
      r`\bangst\b${NEAR}\b(?:ausraste|ausrasten|ausflippe|durchdrehe|austicke|zuschlage|zuschlagen|loszugehen|losgehe|die kontrolle verliere|die beherrschung verliere|jemandem (?:\w+ )?(?:was|etwas) (?:antue|anzutun)|jemanden (?:\w+ )?(?:verletze|zu verletzen|schlage|umbringe)|(?:jemand|einer|wer) (?:\w+ )?(?:was|eine|eins) abkriegt)\b`,
      r`\b(?:meine|mei|mini) (?:wut|aggression\w*|zorn|aggressivitat)\b${NEAR}\b(?:immer schlimmer|nicht mehr (?:im griff|kontrollieren|unter kontrolle)|kaum (?:noch )?(?:kontrollieren|im griff)|macht mir angst|ausser kontrolle)\b`,
      r`\b(?:gedanken|bilder|impulse?|fantasien|vorstellung)\b${NEAR}\b(?:jemanden|leute|menschen|andere|fremde|wen)\b${NEAR}\b(?:zu schubsen|zu stossen|zu schlagen|zu verletzen|zu erstechen|zu toten|umzubringen|anzugreifen|zu erwurgen|wehzutun|weh zu tun)\b`,
      r`\b(?:tur|turen|wand|spiegel|handy|teller|glas|schrank) (?:\w+ ){0,2}(?:eingetreten|eingeschlagen|zertrummert|zerschlagen|an die wand geworfen|kaputt geschlagen|kaputtgeschlagen)\b|\bloch in die wand (?:geschlagen|gehauen|getreten)\b`,
      // Afraid of oneself, keeping away when angry, a hole punched in a door, revenge fantasies, a parent leaving the room, intrusive images
      r`\bvor mir (?:selbst |selber )?(?:\w+ )?angst (?:hab|habe|krieg|kriege|bekomme|bekomm|kriegen)\b|\b(?:hab|habe|krieg|kriege|bekomme|bekomm) (?:\w+ )?vor mir (?:selbst|selber) (?:\w+ )?angst\b|\b(?:trau|traue) mir (?:\w+ ){0,3}(?:selbst|selber) (?:\w+ )?(?:nicht|nimmer|ned|nimma)\b`,
      r`\b(?:halt|halte) (?:mich|mi) (?:\w+ ){0,3}von (?:den|meinen|meiner|meinem|der|dem|ihm|ihr|allen|anderen|leuten) (?:\w+ )?fern\b(?<=\b(?:wutend|geladen|sauer|aggressiv|wut|rasend|zorn\w*|ausraste\w*|explodier\w*)\b${NEAR})`,
      r`\bloch in (?:die|der|den|das|eine|einen|meine|unsere) (?:\w+)?(?:wand|tur|schrank|schranktur|rigips|decke|tisch|scheibe|spiegel) (?:\w+ )?(?:geschlagen|gehauen|getreten|geboxt)\b`,
      r`\b(?:rache|gewalt|mord|totungs)(?:fantasie|phantasie|gedanke|gelust|plan|plane)\w*\b(?!${NEAR}\b(?:film|serie|buch|roman|spiel|krimi|figur|hauptfigur|autor\w*|schreib\w*)\b)`,
      r`\b(?:schreien|geschrei|weinen|gebrull|brullen|quengeln) (?:\w+ ){0,3}(?:macht|bringt) (?:mich|mi) (?:\w+ ){0,2}(?:so |total |dermassen )?(?:wutend|rasend|aggressiv|wahnsinnig)\b|\b(?:macht|bringt) (?:mich|mi) (?:\w+ )?(?:das|sein|ihr|dieses|ihr standiges|das standige) (?:schreien|geschrei|weinen|gebrull|quengeln) (?:\w+ )?(?:so |total |dermassen )?(?:wutend|rasend|aggressiv|wahnsinnig)\b|\b(?:leg|lege) (?:sie|ihn|es|das baby|die kleine|den kleinen) (?:\w+ ){0,2}(?:ins bett\w*|ins bettchen|in die wiege|hin|ab) und (?:geh|gehe) (?:\w+ )?raus\b|\b(?:sie|ihn|es|das baby|die kleine|den kleinen) (?:\w+ )?(?:ins bett\w*|in die wiege|hin|ab) ?(?:leg|lege|legen) und (?:\w+ )?(?:rausgeh|rausgehe|rausgehen|rausgegangen)\b`,
      r`\b(?:bilder|gedanken|vorstellung\w*|fantasien|impulse?)\b,? (?:\w+,? ){0,4}dass ich (?:\w+ ){0,2}(?:${CHILD}|mein ${CHILD}|meinen ${CHILD}|meine ${CHILD}) (?:\w+ ){0,2}(?:fallen lasse|schuttle|schuttel|schlage|werfe|ersticke|wehtue|weh tue|verletze|ertranke|fallenlasse)\b`,
    ],
    // Abuse: violence, sexual assault and threats disclosed; control and fear as a concern.
    physicalAbuse: [
      r`\b(?:hat|hatte|hot|het)\b(?<!\b${SPORT}\b${NEAR})(?!${NEAR}\b${SPORT}\b) (?:\w+ ){0,2}(?:mich|mi) ${gap(7)}${HIT}\b(?!${NEAR}\b${SPORT}\b)`,
      r`\b${ABUSER} ${gap(3)}(?:schlagt|schlug|prugelt|wurgt|wurgte|schubst|stosst|tritt|trat|ohrfeigt|verprugelt|misshandelt|sperrt|schliesst|packt|zerrt|schleift|beisst|kneift|haut|haute) (?:mich|mi)\b|\b(?:schlagt|schlug|prugelt|wurgt|schubst|stosst|tritt|haut) (?:er|sie|der|die) (?:mich|mi)\b`,
      r`\b(?:hat|hatte) (?:er|sie) ${gap(2)}zugeschlagen\b|\b(?:er|sie) (?:hat|hatte) ${gap(2)}zugeschlagen\b`,
      r`\b(?:hat|hatte|hot) (?:er |sie )?(?:mir|mia) ${gap(3)}(?:eine|eins|ne|a|oane|ein paar|die faust|eine ohrfeige|eine watschn|eine watsche|watschn|eine backpfeife|einen schlag|einen tritt) ${gap(2)}(?:geknallt|gescheuert|geklebt|gelangt|gewischt|reingehauen|verpasst|gegeben|gehauen)\b|\b(?:eine|ne) (?:geknallt|gescheuert|geklebt|gelangt)\b`,
      r`\b(?:hat|hatte|hot)(?<!\b${SPORT}\b${NEAR})(?!${NEAR}\b${SPORT}\b) (?:er |sie )?(?:mir|mia) ${gap(3)}(?:die nase|den arm|die rippe|die rippen|den kiefer|die lippe|das jochbein|den finger|die hand|einen zahn|die zahne|das handgelenk) (?:\w+ )?(?:gebrochen|ausgeschlagen|aufgeschlagen|ausgerenkt|blutig geschlagen|geprellt)\b|\b(?:wirft|warf|geworfen|schmeisst|schmiss|geschmissen) (?:\w+ ){0,3}(?:nach|auf|gegen) (?:mir|mich|meinen kopf)\b`,
      r`\b(?:ich )?(?:wurde|werde|wurd) ${gap(4)}(?:geschlagen|verprugelt|verdroschen|gewurgt|getreten|misshandelt|angegriffen|zusammengeschlagen|eingesperrt)\b(?!${NEAR}\b${SPORT}\b)`,
      r`\b(?:am|an den|an der|bei den|beim|um den)(?<=\b(?:hat|hatte|hot|er|sie)\b${NEAR}) (?:hals|kehle|gurgel|haaren|haare|arm|armen|kragen|nacken|genick)\b ${gap(3)}(?:gepackt|gewurgt|gezogen|gezerrt|geschleift|gerissen|zugedruckt|hochgehoben|gegen die wand)\b`,
      r`\b(?:sperrt|sperrte|schliesst|schloss) (?:er |sie |der |die |mein \w+ |meine \w+ )?(?:mich|mi) ${gap(4)}(?:ein|weg)\b`,
      r`\b(?:hausliche|korperliche) gewalt\b(?=${NEAR}\b(?:ich|mich|mir|uns)\b)|\bangst,? (?:\w+ )?nach hause zu (?:gehen|kommen)\b|\b(?:zuhause|daheim|zu hause) (?:\w+ )?nicht (?:mehr )?sicher\b|\b(?:blaue flecken|blaues auge|wurgemale)\b${NEAR}\b(?:von ihm|von ihr|wo er mich|wo sie mich)\b`,
      // Violence told in passing: 'wird er halt grob', 'ist es handgreiflich geworden', a glass thrown at the head, kept in a room, marks hidden, 'seit X mich getreten hat'
      r`\b(?:wenn|sobald|immer wenn|nachdem|jedes mal wenn) (?:er|sie|mein \w+|meine \w+) (?:\w+ ){0,3}(?:getrunken|gesoffen|betrunken|besoffen|wutend|sauer|eifersuchtig|schlechte laune|einen schlechten tag) (?:hat|ist|war|hatte),? (?:wird|werden|wurde) (?:er|sie) (?:\w+ ){0,3}(?:grob|handgreiflich|gewalttatig|brutal|aggressiv)\b`,
      r`\b(?:ist|wurde|wird|war) (?:es|er|sie) ${gap(3)}(?:handgreiflich|gewalttatig)\b(?!${NEAR}\b(?:zwischen|unter den|zwei typen|schlagerei|party|demo|stadion|club|disco|fans|spiel)\b)(?<!\b(?:zwischen|unter den|zwei typen|schlagerei|party|demo|stadion|club|disco|fans|spiel)\b${NEAR})|\bhandgreiflich (?:geworden|gewesen)\b(?!${NEAR}\b(?:zwischen|unter den|zwei typen|schlagerei|party|demo|stadion|club|disco|fans|spiel)\b)(?<!\b(?:zwischen|unter den|zwei typen|schlagerei|party|demo|stadion|club|disco|fans|spiel)\b${NEAR})`,
      r`\b(?:mir|mia) (?:(?!vorwurf\w*|beleidigung\w*|worte|satze|spruche|schimpfworter|dinge|sachen|frechheiten|gemeinheiten)\w+ ){0,5}(?:an den kopf|ins gesicht|gegen den kopf|an die stirn|auf den kopf) (?:geworfen|geschmissen|geknallt|gepfeffert|geschleudert|gedonnert)\b`,
      r`\b(?:mich|mi) (?:\w+ ){0,4}(?:nicht|ned|net) (?:mehr )?(?:aus|raus aus) (?:der|dem|meinem|meiner) (?:\w+ )?(?:kuche|zimmer|wohnung|haus|bad|badezimmer|raum|auto|schlafzimmer|keller) (?:gelassen|lassen|lasst|liess|rausgelassen)\b|\b(?:mich|mi) (?:\w+ ){0,4}(?:nicht|ned|net) (?:mehr )?rausgelassen\b`,
      r`\bdamit (?:keiner|niemand|man|die anderen|meine \w+|keine\w*) (?:\w+ )?(?:meinen hals|den hals|die flecken|die blauen flecken|meine blauen flecken|die wurgemale|die striemen|die male|mein blaues auge|das blaue auge|die spuren|mein gesicht) (?:\w+ )?(?:sieht|sehen|bemerkt|merkt)\b(?!${NEAR}\bknutsch\w*)|\b(?:schminke|uberschminke|uberdecke|abdecke|verstecke|kaschiere|verdecke) (?:\w+ ){0,2}(?:die|meine|das|mein) (?:blauen flecken|flecken am hals|blaue auge|blaues auge|wurgemale|striemen|blutergusse|hamatome)\b`,
      r`\b(?:seit|als|weil|nachdem|wo|dass|wie|wenn)(?!${NEAR}\b${SPORT}\b) (?:\w+ ){1,3}(?:mich|mi) ${gap(4)}${HIT} (?:hat|hatte|hot|hat's)\b`,
    ],
    sexualAssault: [
      r`\b(?:hat|hatte|hot|haben) (?:\w+ ){0,2}(?:mich|mi) ${gap(7)}(?:vergewaltigt|missbraucht|sexuell (?:belastigt|missbraucht|genotigt|angegangen)|begrapscht|begrabscht|betatscht|befummelt|genotigt|betaubt|unsittlich (?:angefasst|beruhrt)|gegen meinen willen (?:angefasst|beruhrt|gekusst))\b`,
      r`\b(?:ich )?(?:wurde|bin|wurd) ${gap(4)}(?:vergewaltigt|missbraucht|sexuell (?:belastigt|missbraucht)|begrapscht|betatscht|genotigt)\b|\b(?:ich|i) ${gap(4)}(?:vergewaltigt|missbraucht|begrapscht|sexuell \w+) (?:worden )?(?:bin|wurde|ware)\b`,
      // Drink spiking: 'mir hat jemand was ins Glas getan'.
      r`\b(?:mir|mich)\b${NEAR_LAZY}\b(?:was|etwas|k\.? ?o\.?-?tropfen|ko-?tropfen|drogen|tropfen|pulver|zeug) (?:\w+ ){0,2}(?:ins|in mein|in meinen|in meine) (?:glas|getrank|drink|bier|wein|cocktail|wasser)\b ${gap(2)}(?:getan|gemischt|gekippt|geschuttet|gegeben|gemacht)\b|\bk\.?o\.?-?tropfen\b(?=${NEAR}\b(?:mir|mich|ich)\b)`,
      r`\b(?:mich|mi) ${gap(3)}(?:gezwungen|genotigt|gedrangt),? (?:\w+ ){0,4}(?:sex|zu schlafen|anzufassen|auszuziehen|oralsex)\b|\b(?:zwingt|zwang|notigt|drangt) (?:mich|mi) (?:\w+ ){0,3}(?:zum sex|zu sex|zu sexuellen \w+|mit (?:ihm|ihr) zu schlafen|sex zu haben|ihn anzufassen)\b`,
      r`\b(?:vergewaltigt|vergewaltigte|missbraucht|missbrauchte|begrapscht|begrabscht|betatscht|befummelt) (?:mich|mi)\b|\b(?:fasst|fasste|beruhrt|beruhrte|grapscht|grabscht|tatscht) (?:mich|mi) ${gap(4)}an\b(?=${NEAR}\b(?:obwohl|nicht will|nicht wollte|gegen meinen willen|unsittlich|uberall|zwischen|brust|hintern|po|heimlich|nachts)\b)`,
      // Grabbed, forced, going on after a no, waking up at his place in pain, a blackout after two drinks
      r`\b(?:mir|mich|mi) (?:\w+ ){0,2}(?:an die brust|an den busen|an die bruste|an den hintern|an den po|an den arsch|zwischen die beine|unter den rock|unters shirt|unter das shirt|in den schritt|an den schritt|unter die bluse|in die hose|ans bein) (?:\w+ )?(?:gefasst|gegriffen|gegrapscht|gegrabscht|gelangt|getatscht|gefummelt)\b|\b(?:fasst|fasste|greift|griff|grapscht|grabscht|langt|tatscht) (?:\w+ )?(?:mir|mich) (?:\w+ ){0,2}(?:an die brust|an den busen|an den hintern|an den po|an den arsch|zwischen die beine|unter den rock|in den schritt|unters shirt|unter die bluse)\b`,
      r`\b(?:hat|hatte|hot) (?:mich|mi) (?:\w+ ){0,3}(?:gezwungen|genotigt|uberwaltigt)(?=\s*(?:[.!?]|$))`,
      r`\bwenn(?!${NEAR}\b(?:arbeit|aufgaben|projekt|chef\w*|kolleg\w*|kunde\w*|meeting|mails|anrufen|fragen|diskutieren|reden|kind|sohn|tochter)\b) ich (?:\w+ )?(?:nein|stopp|stop|aufhoren|halt) (?:sage|sag|rufe|mein)\b,? (?:\w+ ){0,2}(?:macht|machen|hort|horen) (?:er|sie) (?:\w+ ){0,2}(?:weiter|nicht auf)\b|\b(?:hat|hatte|macht|machte|hort|horte) (?:er|sie) (?:\w+ ){0,2}(?:weitergemacht|weiter gemacht|weiter|nicht aufgehort|nicht auf),? (?:\w+ ){0,2}(?:obwohl|trotz|auch als|als) (?:ich )?(?:\w+ ){0,2}(?:nein|stopp|aufhoren|meinem nein)\b`,
      r`\b(?:aufgewacht|wach geworden|zu mir gekommen)\b(?<=\b(?:bei (?:ihm|ihr|einem|einer|dem|der)|neben (?:ihm|ihr|einem|einer)|in (?:seinem|ihrem|einem fremden) \w+|im \w+ (?:von|vom) (?:meinem|meiner|einem|einer|dem|der) ?\w*)\b${NEAR})(?=${NEAR}\b(?:schmerzen|nackt|ausgezogen|blut\w*|weh getan|wehgetan|unterleib)\b)`,
      r`\b(?:nur|bloss|gerade mal|hochstens) (?:ein|einen|zwei|drei|\d) (?:glas|glaser|bier|drinks?|cocktails?|getranke?|wein|sekt)\b${NEAR}\b(?:filmriss|blackout|fehlt mir (?:alles|jede erinnerung|die erinnerung)|keine erinnerung|weiss (?:ich )?nichts mehr|erinnere mich an nichts)\b`,
      r`\b(?:er|sie) (?:hat|hatte|macht|machte) (?:\w+ ){0,2}(?:weitergemacht|weiter gemacht|einfach weiter|nicht aufgehort),? (?:\w+ ){0,2}(?:obwohl|trotz|auch als|als) (?:ich )?(?:\w+ ){0,2}(?:nein|stopp|aufhoren|meinem nein)\b`,
    ],
    threatenedWithHarm: [
      r`\b(?:droht|drohte|gedroht|angedroht|schreibt|schrieb|geschrieben|sagt|sagte|gesagt|meint|meinte|gemeint|schwort|geschworen|brullt|gebrullt|angekundigt|textet|schickt)\b${NEAR}\b(?:(?:bringt|bringe|bring) (?:er|sie|der|die) (?:mich|mi) (?:\w+ )?um|(?:er|sie|der|die) (?:bringt|bringe) (?:mich|mi) (?:\w+ )?um|(?:er|sie|der|die) (?:\w+ ){0,2}(?:mich|mi) (?:\w+ ){0,3}(?:umbringt|umbringen|absticht|abstechen|abknallt|totschlagt|totschlagen|kaltmacht|umlegt|erschiesst|totet|umzubringen|abzustechen|zu toten|kaltzumachen))\b`,
      r`\b(?:droht|drohte|gedroht|angedroht)(?: (?:mir|mich|uns))?,? (?:(?:mich|mi|mir) )?${gap(3)}(?:umzubringen|abzustechen|zu toten|zu schlagen|wehzutun|weh zu tun|was anzutun|etwas anzutun|kaltzumachen|zu verprugeln|zu erschiessen)\b`,
      r`\b(?:er|sie|mein \w+|meine \w+|der|die) (?:will|wollen|wird|werden|wollte|wollten) (?:mich|mi) ${gap(2)}(?:umbringen|t${O}ten|abstechen|erschiessen|kaltmachen|totschlagen|verpr${U}geln)\b|\bhat (?:mich|mi) ${gap(4)}bedroht\b|\bbedroht (?:mich|mi)\b`,
      r`\b(?:morddrohung|todesdrohung)\w*\b(?=${NEAR}\b(?:ich|mir|mich)\b)|(?=\b(?:morddrohung|todesdrohung))(?<=\b(?:ich|mir|mich)\b${NEAR})\b(?:morddrohung|todesdrohung)\w*\b`,
      // A threat made as a condition: 'wenn ich fahre, sehe ich sie nicht mehr lebend'
      r`\bwenn(?<=\b(?:gesagt|sagt|sagte|droht|drohte|gedroht|meint|meinte|schreibt|schrieb|angekundigt|kundigt)\b${NEAR}) ich\b${NEAR}\b(?:(?:sehe|seh) ich (?:\w+ ){0,3}(?:nicht mehr|nie wieder|nie mehr) lebend|(?:ist|sind|lebt|leben) (?:die|der|das|mein|meine|unser|unsere) (?:\w+ ){0,2}(?:nicht mehr (?:da|am leben)|tot)|(?:bin ich|ist (?:sie|er)|sind (?:sie|die)) tot)\b`,
    ],
    coerciveControl: [
      r`\b(?:kontrolliert|checkt|durchsucht|durchwuhlt|liest|schaut|schaugt|guckt|geht|ortet|trackt|uberwacht|verfolgt|uberpruft) ${gap(3)}(?:mein|meine|meinen|mei|mine|mis|mini|meinem) (?:\w+ )?(?:handy|natel|telefon|nachrichten|whatsapp|chats?|mails|e-?mails|standort|konto|konten|geld|ausgaben|kontoauszuge|tagebuch|laptop|anrufe|anrufliste)\b`,
      r`\b(?:will|lasst|erlaubt|darf) ${gap(2)}(?:mich )?(?:nicht|nie|kaum|ned)?,? ?(?:dass )?(?:ich )?(?:meine|meinen|mein) (?:\w+ )?(?:freundinnen|freunde|freund|familie|eltern|schwester|bruder|mutter|kollegen|kolleginnen) (?:\w+ )?(?:treffe|sehe|besuche|anrufe|treffen|sehen|besuchen|anrufen)\b`,
      r`\b(?:lasst|erlaubt) (?:mich|mi) (?:\w+ )?(?:nicht|nie|kaum|ned) (?:mehr )?(?:allein |alleine |ohne (?:ihn|sie) )?(?:raus|weg|aus dem haus|aus der wohnung|arbeiten|telefonieren|zu meinen \w+|zu meiner \w+)\b`,
      r`\b(?:muss|musste) (?:\w+ ){0,2}(?:jeden|jede|jedes|alle|meine) (?:\w+)?(?:kassenzettel|kassenbon|bon|quittung|quittungen|beleg|belege|ausgabe|ausgaben|einkauf|einkaufe|rechnung|rechnungen|cent)\w* (?:\w+ )?(?:vorzeigen|vorlegen|zeigen|rechtfertigen|abrechnen|erklaren|abgeben|nachweisen)\b`,
      r`\b${ABUSER} (?:hat|behalt|nimmt|kontrolliert|sperrt) (?:mir )?(?:alle|meine|die|unsere|mein) (?:bankkarten|ec-?karten?|kreditkarten?|bankkarte|konten|konto|geld|lohn|gehalt)\b|\b(?:mir|mia) ${gap(3)}(?:das|den|die|mein|meinen|meine) (?:\w+ )?(?:handy|natel|telefon|schlussel|autoschlussel|pass|ausweis|geld|portemonnaie|geldbeutel|bankkarte) (?:\w+ )?(?:weggenommen|abgenommen|versteckt|einbehalten)\b`,
      r`\bmuss (?:mich )?(?:\w+ ){0,2}(?:bei (?:ihm|ihr) )?(?:abmelden|rechtfertigen|um erlaubnis fragen),? (?:\w+ )?(?:wenn|bevor|ob) ich (?:\w+ ){0,3}(?:rausgeh|rausgehe|raus|weggeh|weggehe|ausgeh|ausgehe|weg|einkaufen|freunde)\w*`,
      r`\b(?:zuhause|daheim|zu hause|bei uns)\b${NEAR}\bentscheidet (?:\w+ ){0,2}alles\b|\b(?:er|sie|mein (?:mann|freund|partner)|meine (?:frau|freundin|partnerin)) entscheidet (?:\w+ ){0,2}(?:alles|uber alles|was ich)\b`,
      r`\b(?:redet|spricht) (?:\w+ ){0,2}(?:tagelang|wochenlang) (?:\w+ )?(?:nicht )?mit mir,? wenn ich\b|\bisoliert mich\b|\bwie auf eierschalen\b`,
      // Papers kept, receipts shown, location shared, statements hidden, 'er bestimmt, wen ich treffe'
      r`\b(?:er|sie|der|die|mein \w+|meine \w+) (?:hat|behalt|nimmt|versteckt|sperrt|bunkert) (?:mir )?(?:meinen|meine|mein|unsere|unseren|die|den) (?:\w+ )?(?:pass|reisepass|ausweis|papiere|aufenthaltstitel|aufenthaltserlaubnis|dokumente|personalausweis)\b(?!${NEAR}\b(?:verlangert|verlangerung|behorde|amt|termin|urlaub|reise|abgelaufen)\b)`,
      r`\b(?:muss|musste|soll) (?:ich )?(?:ihm|ihr|ihnen) (?:\w+ ){0,3}(?:kassenzettel|kassenbon|bon|quittung\w*|beleg\w*|kontoauszug\w*) (?:\w+ )?(?:zeigen|vorzeigen|fotografieren|schicken|vorlegen|geben|abgeben|abfotografieren)\b(?!${NEAR}\b(?:steuer\w*|buchhalt\w*|chef\w*|arbeitgeber|firma|spesen|abrechnung|versicherung|finanzamt)\b)|\bkeine eigene (?:bank|ec-?|kredit)?karte mehr\b|\bkein eigenes (?:geld|konto) mehr\b|\bkeinen zugang (?:mehr )?(?:zu |zum |zur )(?:unserem |meinem |dem |unseren |meinen )?(?:konto|geld|konten)\b`,
      r`\bstandort\w* (?:\w+ ){0,5}(?:mit (?:ihm|ihr)|an (?:ihn|sie)) (?:\w+ )?(?:geteilt|freigegeben|gesendet)\b|\b(?:er|sie) (?:weiss|weis|kennt) (?:\w+ )?(?:immer|standig|jederzeit|genau),? wo ich (?:bin|hingehe|war)\b|\b(?:tracker|airtag|peilsender|ortungs\w*) (?:\w+ ){0,6}(?:an|in|unter) (?:meinem|meiner|mein|meine)\b(?:(?=${NEAR}\b(?:gefunden|entdeckt|heimlich|versteckt|ohne mein wissen|ohne dass ich)\b)|(?<=\b(?:gefunden|entdeckt|heimlich|versteckt)\b${NEAR}))`,
      r`\b(?:lasst|liess|erlaubt) (?:mich|mi) (?:mein|meine|meinen|an mein|an meine) (?:\w+ ){0,2}(?:nicht|nie|kaum|ned) (?:mehr )?(?:sehen|lesen|anschauen|benutzen|haben|anfassen|nutzen|ansehen)\b|\b(?:steckt|stecken) (?:sie |er )?(?:mich|mi) (?:\w+ )?(?:ins|in ein|in die) (?:heim|pflegeheim|altersheim|psychiatrie|klapse|irrenanstalt)\b`,
      r`\b(?:er|sie|mein (?:mann|freund|partner)|meine (?:frau|freundin|partnerin)) (?:bestimmt|entscheidet|kontrolliert|regelt) (?:\w+ ){0,2}(?:alles|uber alles|was ich|wen ich|wo ich|wann ich|mit wem ich)\b|\b(?:wen|mit wem) ich (?:treffe|treff|sehe|seh|anrufe|rede|spreche|schreibe)\b,? (?:\w+ ){0,2}(?:was ich (?:anzieh|anziehe|trage|esse|kaufe)|wo ich|wann ich|wofur (?:\w+ )?geld)`,
      r`\b(?:jeden|jede|jedes|alle) (?:\w+ )?(?:kassenzettel|kassenbon|bon|quittung\w*|beleg\w*|einkauf\w*|ausgabe\w*) (?:\w+ ){0,2}(?:muss|musste|soll) (?:ich )?(?:ihm|ihr) (?:\w+ )?(?:zeigen|vorzeigen|vorlegen|fotografieren|schicken|abrechnen|rechtfertigen|erklaren)\b(?!${NEAR}\b(?:steuer\w*|buchhalt\w*|chef\w*|arbeitgeber|firma|spesen|abrechnung|versicherung|finanzamt)\b)`,
    ],
    afraidOfPartner: [
      r`\bangst vor (?:ihm|ihr|eam|eahm|em|meinem (?:mann|freund|partner|ex|exmann|vater|stiefvater)|meiner (?:frau|freundin|partnerin|ex|mutter)|mei(?:nem)? (?:mann|oidn|alten))\b|\b(?:schiss|bammel) vor (?:ihm|ihr|meinem \w+|meiner \w+)\b`,
      r`\bangst,? (?:\w+ ){0,3}(?:was|wie) (?:er|sie) (?:\w+ ){0,3}(?:macht|tut|reagiert),? wenn ich\b`,
      // Dread at the sound of his car or key; a bag packed with papers in case of a quick escape
      r`\bwenn(?:(?<=\b(?:nervos|angst|panik|zittr\w*|zitter\w*|verkrampf\w*|herzrasen|schiss|zusammen|starr|erstarr\w*|schlecht|ubel)\b${NEAR})|(?=${NEAR}\b(?:nervos|angst|panik|zitter\w*|verkrampf\w*|herzrasen|schiss|zusammen|erstarr\w*|schlecht|ubel|zuck\w*)\b)) ich (?:sein|seine|seinen|ihr|ihre|ihren) (?:auto|wagen|schlussel|schritte|stimme|motorrad|schlusselbund|klingelton)\w* (?:\w+ ){0,4}(?:hore|hor|sehe|seh)\b`,
      r`\b(?:tasche|rucksack|koffer)\b${NEAR}\b(?:ausweis|pass|papiere|bargeld|geld)\b${NEAR}\bfalls ich (?:\w+ ){0,2}(?:schnell|sofort|plotzlich|mal) (?:weg\w*|raus\w*|fliehen|abhauen|verschwinden|gehen)\b(?!${NEAR}\b(?:klinik|geburt|krankenhaus|wehen|baby|entbindung|kreisssaal|urlaub|reise)\b)`,
    ],
    // Medical emergencies.
    chestPain: [
      r`\b(?:herzinfarkt|herzanfall|infarkt)\b(?!${NEAR}\b(?:vor \w+ (?:jahren|monaten)|hatte|letztes jahr|fruher|risiko|vorsorge|kurs|erste-?hilfe)\b)(?<!\b(?:hatte|vor \w+ (?:jahren|monaten)|risiko|kurs)\b${NEAR})`,
      r`\b(?:schmerz\w*|druck|stechen|stiche|enge|engegefuhl|druckgefuhl|brennen|ziehen|beklemmung\w*) (?:\w+ ){0,2}(?:in|auf|an|hinter) (?:der|dem|meiner) (?:brust|brustbein|herzgegend)\b|\bbrust(?:schmerz\w*|enge|druck)\b|\bbrust (?:tut|schmerzt|sticht|druckt|brennt|zieht|krampft) (?:\w+ )?(?:weh|so|extrem|stark|total)?\b|\b(?:meine )?brust (?:ist|fuhlt sich) (?:\w+ )?(?:eng|zugeschnurt|wie zugeschnurt)\b`,
      // 'es drückt auf der Brust, als würd ein Sack Zement draufliegen'
      r`\b(?:druckt|sticht|brennt|zieht|schmerzt|krampft|presst|quetscht|engt) (?:\w+ ){0,2}(?:auf|in|an|hinter) (?:der|dem|meiner|meinem) (?:brust|brustbein|herzgegend)\b|\bals (?:ob|wurde|wurd|tat|hatte) (?:\w+ ){0,4}(?:auf (?:meiner|der|die|meine) brust|draufliegen|drauf liegen|drauf sitzen|draufsitzen|draufstehen)\b(?<=\bbrust\w*\b${NEAR})`,
    ],
    cardiacSign: [
      r`\b(?:herzinfarkt|herzanfall)\b(?!${NEAR}\b(?:vor \w+ (?:jahren|monaten)|hatte|letztes jahr|fruher|risiko|vorsorge|kurs|erste-?hilfe)\b)(?<!\b(?:hatte|vor \w+ (?:jahren|monaten)|risiko|kurs)\b${NEAR})`,
      r`\b(?:zieht|strahlt|ausstrahlt|ausstrahlen|ziehen|ausstrahlend) (?:\w+ ){0,3}(?:in den|in die|bis in den|in) (?:linken )?(?:arm|kiefer|schulter|rucken)\b|\b(?:in den|in die|bis in den) (?:linken )?(?:arm|kiefer|schulter|rucken) (?:\w+ )?(?:ziehen|zieht|ausstrahlen|ausstrahlt|strahlen|strahlt)\b|\blinke[nr]? arm (?:\w+ )?(?:taub|kribbelt|schmerzt|tut weh|zieht|ist schwer)\b|\bin den linken arm\b`,
      r`\b(?:mir ist (?:\w+ )?(?:${U}bel|schlecht)|${U}belkeit|verschwitzt|schwitzt|schwitze|schweissgebadet|kalter schweiss|kaltschweissig)\b(?<=\b(?:brust|herz|arm)\w*\b${NEAR})|\b(?:mir ist (?:\w+ )?(?:${U}bel|schlecht)|${U}belkeit|verschwitzt|schwitzt|schwitze|schweissgebadet|kalter schweiss|kaltschweissig)\b(?=${NEAR}\b(?:brust|herz|arm)\w*)`,
      r`\b(?:schweiss|kiefer (?:\w+ )?(?:tut weh|schmerzt|schmerzen)|kieferschmerz\w*)\b(?<=\b(?:brust|herz)\w*\b${NEAR})|\b(?:schweiss|kiefer (?:\w+ )?(?:tut weh|schmerzt|schmerzen)|kieferschmerz\w*)\b(?=${NEAR}\b(?:brust|herz)\w*)`,
    ],
    cannotBreathe: [
      r`\b(?:krieg|kriege|krieg's|bekomm|bekomme|hab|habe|hob) (?:\w+ )?(?:keine|kaum|koa|kei|kaum noch|keine richtige|schwer|nur schwer) luft\b(?!${NEAR}\b(?:beim|nach dem) (?:joggen|laufen|sport|treppen\w*|training)\b)`,
      r`\bkann (?:\w+ )?(?:nicht|kaum|ned|net) (?:mehr )?(?:richtig )?atmen\b|\b(?:ringe|ringt|japse|japst|schnappe|schnappt) (?:\w+ )?(?:nach luft|um luft)\b|\batmet (?:nicht|kaum|nicht mehr)\b|\baufgehort zu atmen\b|\bersticke\b`,
      r`\b(?:hals|rachen|kehle|zunge|lippen|luftrohre|gesicht) (?:\w+ ){0,2}(?:schwillt|schwellen|schwoll) (?:\w+ )?(?:zu|an)\b|\b(?:schwillt|schwellen|schwoll) (?:\w+ )?(?:mein|meine|ihr|ihre|sein|seine|der|die) (?:hals|rachen|kehle|zunge|lippen|gesicht) (?:\w+ )?(?:zu|an)\b|\bzugeschwollen\b|\b(?:asthma)?spray (?:\w+ )?hilft (?:\w+ )?nicht\b|\b(?:lippen|gesicht) (?:\w+ )?(?:wird|werden|sind|ist) (?:ganz )?blau\b|\b(?:epipen|adrenalinpen|notfallpen|notfallset)\b(?=${NEAR}\b(?:nicht dabei|vergessen|zuhause|zu hause|leer)\b)`,
      // Someone else breathing strangely
      r`\batmet(?<!\b(?:hund|hundin|katze|kater|hamster|pferd|kaninchen|vogel|tier|welpe)\w*\b${NEAR}) (?:\w+ )?(?:ganz |so |total |sehr )?(?:komisch|seltsam|merkwurdig|rochelnd|rochelt|flach|unregelmassig|schnappend)\b(?!${NEAR}\b(?:schnarch\w*|im schlaf|wenn (?:er|sie) schlaft)\b)`,
    ],
    strokeSign: [
      r`\bmundwinkel (?:\w+ ){0,2}(?:h${A}ngt|h${A}ngen|sackt|schief|runter)\b|\bh${A}ngt (?:\w+ ){0,3}(?:mundwinkel|gesichtshalfte|gesicht|augenlid)\b|\b(?:gesicht|gesichtshalfte|mund) (?:\w+ ){0,2}(?:hangt|schief|verzogen|gelahmt)\b`,
      r`\b(?:lallt|lallen|lalle|lallend)\b(?!${NEAR}\b(?:bier|betrunken|besoffen|alkohol|wein|schnaps|getrunken|party|rausch)\w*)|\b(?:verwaschene|undeutliche) sprache\b|\bspricht (?:ganz |auf einmal |plotzlich )*(?:wirr|verwaschen|undeutlich)\b`,
      r`\b(?:kann|konnte) (?:\w+ )?(?:auf einmal |plotzlich )?(?:nicht mehr|nicht richtig|nicht mehr richtig|kaum noch|kaum) (?:richtig |klar )?(?:sprechen|reden)\b(?!${NEAR}\b(?:heiser|stimme|erkaltet|erkaltung|halsschmerzen|vor (?:aufregung|lachen|wut|angst|nervositat))\b)`,
      r`\b(?:kann|konnte) (?:\w+ ){0,3}(?:den|die|das|ihren|seinen|meinen|meine|ihre|seine) (?:linken |rechten )?(?:arm|bein|hand|gesicht|seite|finger)\w* (?:\w+ )?(?:nicht mehr|kaum|nicht richtig|nicht) (?:mehr )?(?:bewegen|heben|spuren|halten)\b(?!${NEAR}\b(?:muskelkater|sport|training|fitness|verletzt|gebrochen|verstaucht|gezerrt)\w*)|\b(?:spricht|redet) (?:\w+ )?(?:plotzlich|auf einmal) (?:ganz )?(?:wirr|komisch|undeutlich|verwaschen|unverstandlich|seltsam)\b`,
      r`\b(?:arm|bein|hand|seite|korperhalfte) (?:\w+ ){0,2}(?:gelahmt|lahm)\b|\bhalbseitig\w*\b|\bschlaganfall\b(?!-)(?!${NEAR}\b(?:hatte|vor \w+ (?:jahren|monaten|wochen|tagen)|fruher|risiko|letztes jahr|notaufnahme|nachtdienst|dienst|schicht|patient\w*|kurs|erste-?hilfe\w*|gelernt|lernen|zeichen|anzeichen|symptome|reanimation\w*|fortbildung|pflege\w*|station|einsatz|rettungsdienst|sanitater\w*|film|serie|artikel|podcast|prufung|studium|vorlesung|schulung)\b)(?<!\b(?:notaufnahme|nachtdienst|dienst|schicht|patient\w*|kurs|erste-?hilfe\w*|gelernt|lernen|zeichen|anzeichen|symptome|reanimation\w*|fortbildung|pflege\w*|station|einsatz|rettungsdienst|sanitater\w*|film|serie|artikel|podcast|prufung|studium|vorlesung|schulung)\b${NEAR})(?<!\b(?:hatte|hatten|nach (?:dem|ihrem|seinem|meinem))\b${NEAR})`,
      // Face and speech together; vomiting or drowsiness after a blow to the head
      r`\b(?:gesichtsh${A}lfte|mundwinkel)\b${NEAR}\b(?:w${O}rter|worte|s${A}tze|sprache|reden|sprechen|spricht|redet)\b${NEAR}\b(?:durcheinander|verdreht|wirr|verwaschen|undeutlich|lallend)\b|\b(?:worter|worte|satze|sprache)\b${NEAR}\b(?:durcheinander|verdreht|wirr|verwaschen)\b${NEAR}\bgesichtshalfte\b`,
      r`\b(?:auf den kopf (?:gefallen|gest${U}rzt|geknallt)|(?:auf den|aufn) kopf\b(?:(?=${NEAR}\b(?:gefallen|gest${U}rzt|sturz|unfall)\b)|(?<=\b(?:gefallen|gest${U}rzt|sturz|unfall)\b${NEAR}))|kopf (?:\w+ )?(?:angeschlagen|aufgeschlagen|gestossen|geknallt)|mit dem kopf (?:aufgeschlagen|aufgeknallt|gegen|auf))\b${NEAR}\b(?:erbrochen|erbricht|ubergeben|ubergibt|gekotzt|kotzt|spuckt|gespuckt|so mude|sehr mude|schlafrig|benommen|bewusstlos|nicht (?:richtig )?wach)\b`,
    ],
    seizure: [
      r`\b(?:krampfanfall|epileptische[rn]? anfall)\b(?!${NEAR}\b(?:hatte|als kind|fruher)\b)|\bzuckt (?:\w+ ){0,3}(?:am ganzen korper|unkontrolliert|wild|mit armen und beinen|heftig)\b|\bzuckungen\b|\bschaum vor dem mund\b|\b(?:hat|hatte) (?:gerade |grad )?(?:einen|nen) anfall\b(?!${NEAR}\b(?:panik|wut|lach|asthma)\w*)|\bkrampft (?:\w+ ){0,2}(?:am ganzen korper|ganz|heftig)\b`,
    ],
    unresponsive: [
      r`\b(?:bewusstlos|ohnm${A}chtig)\b(?<!\b(?:fast|beinahe|kurz) (?:\w+ )?(?:bewusstlos|ohnm${A}chtig))(?!${NEAR}\b(?:wieder (?:da|wach)|war gleich)\b)`,
      r`\breagiert(?<!\b(?:handy|laptop|app|computer|rechner|bildschirm|maus|tastatur|system|server|programm|drucker|pc|tablet|telefon|fernbedienung|seite|website|kunde|chef\w*|kolleg\w*|team|firma|vermieter|amt|behorde)\b${NEAR}) (?:\w+ )?(?:nicht|nimmer|kaum|gar nicht) (?:mehr)?\b(?! (?:auf (?:meine |die |seine |ihre )?(?:mails|nachrichten|anrufe|e-?mails|whatsapp|sms|anfragen)))`,
      r`\bnicht (?:mehr )?ansprechbar\b|\b(?:wacht|wird) (?:\w+ )?nicht (?:mehr )?(?:auf|wach)\b|\b(?:krieg|kriege|bekomme|bekomm) (?:ihn|sie|es|den|die) (?:\w+ )?nicht (?:mehr )?wach\b|\b(?:liegt|lag) (?:\w+ ){0,3}(?:am|auf dem) boden und (?:\w+ ){0,2}(?:reagiert|bewegt sich|atmet) (?:\w+ )?nicht\b`,
      // 'wird nicht richtig wach'; confusion with heat, fever, sugar or breathing
      r`\b(?:wacht|wird) (?:\w+ )?(?:nicht|kaum) (?:mehr )?(?:richtig |ganz )(?:auf|wach)\b(?!${NEAR}\b(?:morgens|wecker|kaffee|montags|aufstehen)\b)(?<!\b(?:morgens|wecker|kaffee|montags|aufstehen)\b${NEAR})`,
      r`(?:\b(?:redet|spricht|labert) (?:\w+ )?(?:wirres zeug|wirr|unsinn)|\b(?:ist|wirkt) (?:\w+ )?(?:plotzlich |auf einmal |heute |total |ganz )?(?:verwirrt|desorientiert)|\b(?:weiss|weis) (?:\w+ )?nicht mehr,? wo (?:er|sie) (?:ist|sind))\b(?:(?<=\b${BODY_ALARM}\b${NEAR})|(?=${NEAR}\b${BODY_ALARM}\b))`,
    ],
    heavyBleeding: [
      r`\bhort (?:\w+ )?nicht (?:mehr )?auf zu bluten\b|\bblutet (?:\w+ ){0,2}(?:stark|heftig|wie verruckt|wie sau|ohne ende|extrem|total|so stark|immer noch|durch|uberall|furchtbar|sehr)\b|\b(?:viel|so viel|total viel|uberall) blut\b|\bblut (?:\w+ ){0,2}(?:spritzt|schiesst|lauft|stromt|sprudelt)\b|\bblutlache\b|\bverblute\w*\b|\bblut\w* (?:\w+ ){0,5}und hort (?:\w+ )?nicht (?:mehr )?auf\b|\b(?:durchgeblutet|vollgeblutet)\b`,
      // 'ich blute stark', a pad soaked through; a rash that does not fade under a glass (bleeding under the skin)
      r`\b(?:blute|bluten|blutest)\b (?:\w+ ){0,2}(?:stark|heftig|wie verruckt|ohne ende|extrem|total|so stark|sehr|durch|furchtbar)\b|\b(?:binde|binden|tampon|vorlage|pflaster|verband|handtuch)\w* (?:\w+ ){0,3}(?:in|nach) (?:einer |ner |der |zehn |zwanzig |\d+ )?(?:halben |viertel ?)?(?:stunde|minuten) (?:\w+ )?(?:durch|durchgeblutet|vollgeblutet|voll blut)(?=\s*(?:[.!?,]|$))`,
      r`\b(?:flecken|fleckchen|punkte|punktchen|ausschlag)\b${NEAR}\b(?:glas|glastest|wasserglas|trinkglas)\b${NEAR}\b(?:nicht weg\w*|nicht verschwinden|bleiben|nicht blasser)\b|\bnicht wegdruckbar\w*\b`,
    ],
    overdoseTaken: [
      r`\b(?:alle|alli|die ganze|die halbe|eine ganze|ne ganze|a ganze|viel zu viele|zu viele|zuviele|so viele|mehrere packungen|eine handvoll|ne handvoll|eine hand voll|\d{2,}(?! ?(?:mg|ml|g|gramm|milligramm|tropfen|prozent|minuten|uhr))|zwanzig|dreissig|vierzig|funfzig|hundert|doppelt so viele|die doppelte|die dreifache) (?:\w+ ){0,3}(?:${PILLS}|packung|packungen|schachtel|dose|flasche|blister) (?:\w+ ){0,4}(?:geschluckt|gschluckt|genommen|gnoh|gnumma|gnomme|eingeworfen|eingenommen|runtergeschluckt|reingeworfen)\b`,
      r`\b(?:geschluckt|gschluckt)\b(?=${NEAR}\b(?:alle|alli|packung)\b)|\b(?:hab|habe) (?:\w+ )?(?:eine|ne) ${U}berdosis (?:genommen|erwischt)\b`,
      r`\b(?:knopfzelle|batterie|magnet)\w* (?:\w+ ){0,5}verschluckt\b|(?=\b(?:spulmaschinentab|waschmittel|putzmittel|reiniger|bleiche|chlorreiniger|abflussreiniger|rattengift|gift|lampenol|grillanzunder|nagellackentferner|e-?liquid|nikotin|zigarette|${PILLS}))(?<=\b(?:sohn|tochter|kind|kleine|kleiner|kleinen|bub|baby|madchen|junge|hund|katze|enkel\w*|neffe|nichte)\b${NEAR})\b(?:spulmaschinentab\w*|waschmittel\w*|putzmittel|reiniger|bleiche|chlorreiniger|abflussreiniger|rattengift|gift|lampenol|grillanzunder|nagellackentferner|e-?liquid|nikotin\w*|zigarette\w*|${PILLS}) (?:\w+ ){0,4}(?:verschluckt|geschluckt|gegessen|getrunken|erwischt)\b`,
      // 'genommen, bestimmt 20 Paracetamol'; a double dose with symptoms; 'alles geschluckt, was ich gesammelt hatte'
      r`\b(?:genommen|geschluckt|eingenommen|eingeworfen)\b,? (?:\w+ ){0,2}(?:\d{2,}(?! ?(?:mg|ml|g|gramm|milligramm|tropfen|prozent|minuten|uhr))|zwanzig|dreissig|vierzig|funfzig|hundert) (?:\w+ )?${PILLS}\b`,
      r`\b${PILLS} (?:\w+ ){0,3}(?:zweimal|doppelt|dreimal|mehrfach|mehrmals|aus versehen|versehentlich),? (?:\w+,? ){0,3}(?:genommen|eingenommen|geschluckt)\b(?=${NEAR}\b(?:schwindlig|schwindelig|ubel|schlecht|puls|herz\w*|benommen|zitter\w*|atm\w*|ohnmacht\w*|umgekippt)\b)`,
      r`\balles (?:\w+ ){0,2}(?:geschluckt|eingeworfen|eingenommen),? was ich (?:\w+ ){0,2}(?:gesammelt|gehortet|gebunkert|aufgespart|zuruckgelegt|im haus hatte|finden konnte|da hatte)\b`,
    ],
    worryingSymptom: [
      r`(?!${NEAR}\b(?:aufregung|freude|nervositat|verliebt|vorfreude|date|lampenfieber)\b)(?<!\b(?:aufregung|freude|nervositat|verliebt|vorfreude|date|lampenfieber)\b${NEAR})(?:\bschwarz vor (?:den )?augen\b|\bpuls (?:\w+ )?(?:stolpert|rast|rasst|jagt|spinnt|unregelmassig)\b|\bherz(?:rasen|stolpern|rhythmusstorung\w*|flattern|aussetzer)\b|\bherz (?:\w+ ){0,2}(?:rast|stolpert|holpert|setzt aus|flattert|hammert|jagt)\b)`,
      r`\b(?:schlimmste|starkste|heftigste)\w* kopfschmerz\w* (?:meines lebens|ever|die ich je)\b|\bsteife[rn]? nacken\b(?=${NEAR}\bfieber\b)|\b(?:sehe|seh|sieht) (?:\w+ ){0,3}(?:verschwommen|doppelt)\b|\b(?:fast|beinahe|kurz) (?:\w+ )?(?:ohnmachtig|umgekippt|bewusstlos|weggetreten)\b|\bumgekippt,? (?:war|bin) (?:aber )?(?:gleich|sofort|direkt) wieder (?:da|wach)\b(?<!\b(?:blut\w*|spritze|impf\w*)\b${NEAR})`,
      r`\b(?:kurzatmig\w*|atemnot|luftnot)\b|\b(?:schon|bereits) (?:beim|bei|nach) (?:\w+ )?(?:treppensteigen|treppen|ein paar schritten|paar stufen|wenigen schritten|kleinster|kleinsten) (?:\w+ ){0,2}(?:aus der puste|ausser atem|kurzatmig|keine luft|ganz fertig)\b|\b(?:knochel|fusse|beine|unterschenkel|waden) (?:\w+ ){0,2}(?:geschwollen|angeschwollen)\b|\bgeschwollene[n]? (?:knochel|beine|fusse)\b`,
      r`\bschlaft (?:mir )?(?:\w+ ){0,3}(?:die|der|das|meine|mein) (?:linke|rechte) (?:hand|arm|bein|gesicht|seite)\w* (?:\w+ )?ein\b|\b(?:linke|rechte) (?:hand|arm|gesichtshalfte|seite) (?:\w+ ){0,2}(?:taub|kribbelt|gefuhllos|eingeschlafen)\b|\btaubheitsgefuhl\w*\b|\bblut (?:\w+ )?(?:gehustet|husten|erbrochen|gespuckt)\b`,
      // Face numb, a swollen calf after a flight, fewer movements in pregnancy, an infected wound, fainting, a dry nappy, a slow pulse
      r`\b(?:eine |linke |rechte |halbe )?gesichtshalfte (?:\w+ ){0,4}(?:taub|komisch|gefuhllos|kribbelt|schief|hangt|lahm|gelahmt|eingeschlafen)\b`,
      r`\b(?:wade|waden|unterschenkel|bein)\b (?:\w+ ){0,4}(?:dick|geschwollen|angeschwollen|heiss|warm|rot|hart)\b(?:(?=${NEAR}\b(?:flug|langstrecken\w*|warm|heiss|rot|weh|schmerz\w*)\b)|(?<=\b(?:flug|langstrecken\w*|seit)\w*\b${NEAR}))`,
      r`\b(?:baby|kind|kleine|kleiner)\b (?:\w+ ){0,2}(?:bewegt sich|strampelt|tritt) (?:\w+ ){0,3}(?:weniger|kaum|nicht mehr|gar nicht)\b|\b(?:baby|kind)\b (?:\w+ ){0,3}(?:kaum|nicht mehr|gar nicht|weniger) (?:gespurt|gemerkt|bewegt)\b`,
      r`\b(?:narbe|wunde|op-?wunde|naht|schnitt)\b (?:\w+ ){0,3}(?:rot|heiss|nasst|eitert|eitrig|geschwollen|entzundet|stinkt)\b(?=${NEAR}\b(?:heiss|nasst|eiter\w*|schuttelfrost|fieber)\b)`,
      r`(?:\b(?:beim|nach dem) (?:aufstehen|duschen|bucken) (?:\w+ )?(?:umgekippt|weggekippt|zusammengeklappt|ohnmachtig)\b|\b(?:bin|ich) (?:\w+ ){0,4}(?:umgekippt|weggekippt|zusammengeklappt)\b)(?<!\b(?:blut\w*|spritze|impf\w*|konzert|lachen|alkohol|betrunken|party|sauna)\b${NEAR})(?!${NEAR}\b(?:blut\w*|spritze|impf\w*|konzert|lachen|alkohol|betrunken|party|sauna)\b)`,
      r`\bkeine nassen? windel\w*\b|\bkein pipi mehr\b|\b(?:trinkt|isst) (?:\w+ )?(?:nichts|nix) mehr\b(?<=\b(?:kind|baby|kleine|kleiner|sohn|tochter)\b${NEAR})|\bpuls (?:\w+ )?(?:so |ganz |sehr )?(?:langsam|schwach|niedrig)\b`,
      r`\b(?:(?:fallen|fehlen) (?:mir|ihm|ihr)|(?:mir|ihm|ihr) (?:\w+ )?(?:fallen|fehlen))(?<!\b(?:meeting|prasentation|prufung|vortrag|aufregung|nervos|stress|englisch|fremdsprache|vokabeln|gesprach|interview)\w*\b${NEAR}) (?:\w+ )?(?:die )?(?:worter|worte) (?:\w+ )?(?:nicht (?:mehr )?ein|nicht mehr)\b(?!${NEAR}\b(?:meeting|prasentation|prufung|vortrag|aufregung|nervos|stress|englisch|fremdsprache|vokabeln|gesprach|interview)\w*)`,
    ],
  },
  modifiers: {
    passed: [r`\b(?:ist|sind|war) (?:jetzt |inzwischen |schon |zum gluck )?wieder (?:vorbei|weg|gut|normal|ok|okay)\b|\bist (?:jetzt |inzwischen |zum gluck )?vorbei\b|\bgeht(?:'s| es)? (?:jetzt |inzwischen |schon )?wieder(?: besser| gut)?\b|\bhat sich (?:wieder )?(?:gelegt|beruhigt|normalisiert)\b|\bwar (?:gleich|sofort) wieder da\b`],
    joking: [r`\b(?:haha\w*|hihi\w*|hehe\w*|lol|xd|spass|witz|scherz|ironie|ironisch)\b`],
    leisure: [r`\b(?:bungee|klettern|kletter\w*|bouldern|jagd|jagen|jager|jagdschein|hochsitz|wandern|wanderung|bergsteig\w*|fallschirm\w*|gleitschirm\w*|paraglid\w*|tauchen|angeln|angle|fotograf\w*|sightseeing|freibad|schwimmbad|sprungturm|turmspringen|klippenspringen|schiessstand|schutzenverein|sportschutz\w*|abseil\w*)\b`],
  },
  safe: [
    r`\b(?:mir geht'?s gut|mir gehts gut|mir geht es gut|mir geht'?s (?:wieder )?besser|alles (?:gut|ok|okay)|ich bin in sicherheit|ich bin (?:ok|okay|sicher)|passt scho)\b`,
    r`\b(?:redewendung|nur so dahingesagt|(?:ein|nur ein|war nur ein) (?:scherz|spass|witz|spruch)|nicht wortlich|nicht (?:so )?ernst gemeint|ubertrieben)\b|\bkeine sorge\b|\bich (?:tu|tue) mir nichts an\b|\bich bring mich nicht um\b`,
  ],
  yes: [r`ja\b`, r`jo\b`, r`jap\b`, r`jein`, r`manchmal`, r`ein bisschen`, r`a bissl`, r`schon`, r`vielleicht`, r`ehrlich gesagt ja`],
  no: [r`nein\b`, r`nee\b`, r`nei\b`, r`gar nicht`, r`niemals`, r`auf keinen fall`, r`nicht wirklich`],
};
