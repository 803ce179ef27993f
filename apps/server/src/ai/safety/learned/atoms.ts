/**
 * The meanings the learned scorer reads a message by: broad fields of words (death, a means, an act
 * done, now, a farewell, the speaker, someone else...) in all four languages at once, so that a
 * phrasing never seen before still lights up the same fields as the ones the scorer learned from,
 * and what it learned in one language carries to the others. These are single words and short
 * stems over normalised text (lower case, no accents, English contractions and French elisions
 * spelled out), deliberately wide: the scorer learns which fields, together in one sentence or
 * across the conversation, mean risk, and which (work, sport, a film, someone else) take it away.
 */
const r = String.raw;

export const ATOMS = {
  self: [r`i|me|myself|my|mine|meself`, r`yo|mi|mis|conmigo|me`, r`je|moi|mon|ma|mes|me`, r`ich|mich|mir|mein\w*`],
  someoneElse: [
    r`he|she|his|her|him|they|them|their|friend|mate|sister|brother|cousin|colleague|coworker|client|patient|student|son|daughter|mum|mom|dad|mother|father|grandma|grandad|neighbou?r|partner|husband|wife|boyfriend|girlfriend|ex|boss|manager`,
    r`el|ella|ellos|ellas|su|sus|amig[oa]s?|herman[oa]s?|prim[oa]|compa\w+|colega|cliente|pacient\w+|hij[oa]s?|madre|mama|padre|papa|abuel[oa]|vecin[oa]|pareja|marido|esposo|esposa|novi[oa]|jefe|jefa`,
    r`il|elle|ils|elles|son|sa|ses|lui|leur|ami|amie|pote|copine?|soeur|frere|cousine?|collegue|client|patient|fils|fille|mere|maman|pere|papa|voisine?|mari|femme|copain|patron|cheffe?`,
    r`er|sie|ihm|ihn|ihr|sein\w*|freund\w*|kumpel|schwester|bruder|cousine?|kolleg\w*|kunde|kundin|patient\w*|sohn|tochter|mutter|mama|vater|papa|nachbar\w*|mann|frau|chef\w*`,
  ],
  death: [
    r`die|dies|died|dying|dead|death|deaths|suicid\w*|unaliv\w*|kms|kys|grave|coffin|funeral|afterlife|perish|alive|living`,
    r`morir\w*|muer\w*|muert\w*|suicid\w*|matarme|quitarme|vida|tumba|entierro|funeral|vivir|viva|vivo`,
    r`mour\w*|meur\w*|mort\w*|suicid\w*|tuer|crever|tombe|enterrement|obseques|vivre|vivante?|vie`,
    r`sterb\w*|stirb\w*|starb|gestorben|tot|tote\w*|tod\w*|suizid\w*|selbstmord\w*|freitod|lebensmude|umbring\w*|grab|beerdigung|leben\w*`,
  ],
  ending: [
    r`end|ending|ended|finish|over|quit|done|exit|out|gone|leave|stop|escape|goodbye|last`,
    r`acabar|terminar|fin|final|acabo|termino|salir|irme|ido|basta|escapar|ultim[oa]`,
    r`finir|fini|terminer|fin|en finir|partir|parti|sortir|arreter|echapper|dernier|derniere`,
    r`schluss|ende|beenden|aufhoren|weg|gehen|raus|letzte\w*|abschied\w*`,
  ],
  kill: [r`kill\w*|murder\w*|slaughter\w*|strangl\w*|shoot|shot|stab\w*`, r`mat\w*|asesin\w*|estrangul\w*|disparar|apunal\w*`, r`tu\w*|assassin\w*|etrangl\w*|buter|flinguer|poignard\w*`, r`tot\w*|umbring\w*|ermord\w*|erwurg\w*|erschie\w*|ersteche\w*|abstech\w*|kaltmach\w*`],
  harm: [
    r`hurt\w*|harm\w*|injur\w*|wound\w*|cut|cuts|cutting|burn\w*|hit|hitting|punch\w*|smash\w*|beat\w*|bash\w*|slap\w*|kick\w*|choke\w*|chok\w*|bruis\w*|break|broke|violen\w*`,
    r`dan\w*|lastim\w*|herir|herid\w*|cort\w*|quem\w*|peg\w*|golpe\w*|romper|rompi\w*|patad\w*|bofet\w*|cachet\w*|moret\w*|violen\w*`,
    r`mal|blesse\w*|bless\w*|coup\w*|brul\w*|frapp\w*|cogn\w*|tabass\w*|casser|gifl\w*|etrangl\w*|bleu|bleus|violen\w*`,
    r`verletz\w*|weh|schneid\w*|geschnitten|ritz\w*|verbrenn\w*|schlag\w*|schlug|geschlagen|hau\w*|tret\w*|prugel\w*|wurg\w*|blaue\w*|gewalt\w*`,
  ],
  selfHarm: [
    r`self[- ]?harm\w*|sh|cutting|razor\w*|blades?|scars?|scratch\w*|relaps\w*|clean`,
    r`autolesi\w*|cortes|cortarme|me corto|cuchill\w*|navaj\w*|cicatri\w*|cuchilla\w*|recai\w*`,
    r`scarif\w*|automutil\w*|me couper|lames?|rasoir|cicatri\w*|rechut\w*|svv`,
    r`ritz\w*|selbstverletz\w*|klinge\w*|rasierklinge\w*|narbe\w*|ruckfall\w*|svv`,
  ],
  pills: [
    r`pills?|tablets?|meds|medication|medicine|painkillers?|paracetamol|acetaminophen|tylenol|ibuprofen|aspirin|codeine|sleeping|antidepressants?|insulin|opioids?|oxy\w*|benzos?|xanax|valium|diazepam|prescriptions?|overdos\w*|od|dose|doses|blister\w*`,
    r`pastillas?|pastis|comprimidos?|pildoras?|medicament\w*|medicinas?|paracetamol|ibuprofeno|somniferos?|calmantes?|ansioliticos?|antidepresivos?|insulina|dosis|sobredosis|tapabocas`,
    r`pilules?|cachets?|comprimes?|medocs?|medicaments?|doliprane|paracetamol|somniferes?|anxiolytiques?|antidepresseurs?|insuline|dose|doses|surdose|overdose|plaquettes?`,
    r`tabletten?|pillen?|medikament\w*|medis|schmerzmittel|paracetamol|ibuprofen|schlaftabletten?|schlafmittel|antidepressiva|beruhigungsmittel|insulin|dosis|uberdosis|packung\w*|blister`,
  ],
  rope: [r`rope|noose|ligature|belt|cord|cable|hang\w*|hung`, r`cuerda|soga|cinturon|cable|colgar\w*|ahorcar\w*`, r`corde|noeud|ceinture|cable|pendre|pendu\w*`, r`seil|strick|schlinge|gurtel|kabel|aufhang\w*|erhang\w*|hangen`],
  height: [
    r`bridge|footbridge|roof\w*|ledge|edge|balcony|cliffs?|top floor|car park|parking garage|multi-?stor\w*|tower|high rise|building|overpass|window|jump\w*|fall|drop`,
    r`puente|azotea|techo|tejado|cornisa|borde|balcon|acantilado|ultimo piso|edificio|torre|ventana|saltar|salto|tirarme|lanzarme|caer`,
    r`pont|toit|rebord|bord|balcon|falaise|dernier etage|immeuble|tour|parking|fenetre|sauter|saute|jeter|me jeter|tomber|vide`,
    r`brucke|dach|sims|kante|rand|balkon|klippe|felsen|hochhaus|parkhaus|turm|fenster|spring\w*|sprung|sturz\w*|fallen|runter`,
  ],
  tracks: [r`tracks?|railway|rail|train|trains|tube|metro|subway|platform|lorry|truck|traffic|motorway|highway`, r`vias?|tren|trenes|metro|anden|camion|autopista|carretera`, r`rails?|voie|train|trains|metro|rer|quai|camion|autoroute`, r`gleis\w*|schiene\w*|zug|zuge|bahn\w*|u-?bahn|lkw|autobahn`],
  weapon: [
    r`guns?|handgun|shotgun|rifle|pistol|firearm|knife|knives|blade|machete|axe|hammer|bat|crowbar|weapon\w*|bullets?|ammo|loaded`,
    r`pistola|arma\w*|escopeta|rifle|revolver|cuchillo|navaja|machete|hacha|martillo|bate|balas?|cargad[oa]`,
    r`flingue|arme\w*|pistolet|fusil|revolver|couteau|lame|machette|hache|marteau|batte|balles?|charge`,
    r`waffe\w*|pistole|gewehr|revolver|flinte|messer|klinge|machete|axt|hammer|schlager|baseballschlager|munition|kugel\w*|geladen`,
  ],
  otherMeans: [r`charcoal|carbon monoxide|exhaust|hose|helium|nitrogen|bleach|antifreeze|poison\w*|gas|drown\w*|river|sea|lake|water`, r`carbon|monoxido|gas|lejia|veneno|envenen\w*|ahog\w*|rio|mar|lago|agua`, r`charbon|monoxyde|gaz|javel|poison|empoisonn\w*|noy\w*|riviere|fleuve|mer|lac|eau`, r`kohle|kohlenmonoxid|abgas\w*|gas|bleiche|gift\w*|vergift\w*|ertrink\w*|ertrank\w*|fluss|meer|see|wasser`],
  quantity: [r`all|every|everything|whole|entire|full|bottle|box|packet|pack|stash|lot|loads|bunch|handful|dozens?|\d{2,}`, r`tod[oa]s?|entera?|completa?|frasco|caja|paquete|monton|punado|much[oa]s|decenas`, r`tout|toute|toutes|tous|entiere?|boite|flacon|paquet|tas|plein|poignee|dizaines?`, r`alle\w*|ganze\w*|komplett\w*|flasche|packung\w*|schachtel|haufen|handvoll|dutzend\w*|viele`],
  taken: [
    r`took|taken|take|taking|swallowed|swallow|downed|necked|had|used|drank|injected|done|did`,
    r`tome|tomado|tomando|tomarme|trague|tragado|tragarme|bebi|inyect\w*|hice|hecho`,
    r`pris|prendre|avale\w*|avaler|bu|injecte\w*|fait`,
    r`genommen|nehmen|nehme|nahm|geschluckt|schlucken|schluckte|getrunken|gespritzt|gemacht|eingeworfen`,
  ],
  now: [
    r`now|tonight|today|currently|right now|as we speak|at the moment|already|just|minutes?|here|sat|standing|sitting`,
    r`ahora|ahorita|ya|esta noche|hoy|en este momento|justo|minutos?|aqui|sentad[oa]|parad[oa]`,
    r`maintenant|ce soir|aujourd'?hui|la|deja|juste|en ce moment|minutes?|ici|assise?|debout`,
    r`jetzt|grad|gerade|heute|heute nacht|heute abend|schon|eben|minuten|hier|sitze|stehe`,
  ],
  soon: [
    r`tomorrow|tonight|weekend|monday|tuesday|wednesday|thursday|friday|saturday|sunday|soon|next week|this week|midnight|later`,
    r`manana|esta noche|fin de semana|lunes|martes|miercoles|jueves|viernes|sabado|domingo|pronto|proxima semana|medianoche|luego`,
    r`demain|ce soir|week-?end|lundi|mardi|mercredi|jeudi|vendredi|samedi|dimanche|bientot|semaine prochaine|minuit|tout a l'heure`,
    r`morgen|heute nacht|wochenende|montag|dienstag|mittwoch|donnerstag|freitag|samstag|sonntag|bald|nachste woche|mitternacht|spater`,
  ],
  intent: [
    r`going to|will|gonna|decided|decision|plan\w*|ready|intend\w*|want to|wanna|mean to|set|chosen|picked|worked out|figured`,
    r`voy a|vas a|decidi\w*|decision|plan\w*|list[oa]|pienso|quiero|elegid[oa]|elegi|escogi`,
    r`je vais|vais|decide\w*|decision|plan\w*|prete?|compte|veux|choisi\w*`,
    r`werde|werd|wird|entschied\w*|entschlossen|entscheidung|plan\w*|bereit|vor|will|gewahlt|ausgesucht`,
  ],
  farewell: [
    r`goodbye|good-?bye|farewell|bye|letters?|notes?|video|message|last|final|forgive|sorry|love you|take care|look after`,
    r`adios|despedi\w*|despedida|cartas?|notas?|video|mensaje|ultim[oa]|perdon\w*|te quiero|los quiero|cuid\w*`,
    r`adieu|au revoir|lettres?|mots?|video|message|dernier\w*|pardon\w*|je t'?aime|je vous aime|prends soin|occupe\w*`,
    r`abschied\w*|lebewohl|tschuss|brief\w*|nachricht\w*|video|letzte\w*|verzeih\w*|entschuldig\w*|ich liebe|pass auf`,
  ],
  giveAway: [
    r`gave|give|giving|given|away|rehom\w*|belongings|stuff|things|possessions|passwords?|will|insurance|affairs|sorted|pets?|dog|cat`,
    r`regal\w*|doy|di|dado|don\w*|cosas|pertenencias|contrasenas?|testamento|seguro|asuntos|orden|mascota|perro|gato`,
    r`donne\w*|donner|donnait|offert|affaires|biens|mots de passe|testament|assurance|ordre|regle\w*|animal|chien|chat`,
    r`verschenk\w*|geschenkt|gegeben|weggeb\w*|sachen|besitz|passwort\w*|passworter|testament|versicherung|ordnung|geregelt|haustier|hund|katze`,
  ],
  research: [
    r`googl\w*|search\w*|looked up|look up|reading up|read up|research\w*|how many|how much|how long|lethal|fatal|painless|quickest|fastest|method\w*|ways?|forum\w*`,
    r`busque|buscar|buscando|googl\w*|investig\w*|cuant[oa]s|letal|mortal|sin dolor|rapid[oa]|metodos?|formas?|maneras?|foros?`,
    r`cherche\w*|google\w*|renseigne\w*|combien|letale?|mortelle?|sans douleur|rapide|methodes?|facons?|moyens?|forums?`,
    r`gegoogelt|googel\w*|gesucht|such\w*|recherch\w*|informiert|wie viel\w*|todlich\w*|schmerzlos\w*|schnellste|method\w*|wege|foren|forum`,
  ],
  hopeless: [
    r`point|pointless|hopeless|hope|meaning|meaningless|worthless|useless|empty|numb|nothing|matters|anymore|any more|trapped|stuck|tired of|sick of|cannot|can not|give up|giving up|no way out|dark`,
    r`sentido|esperanza|vale la pena|inutil|vaci[oa]|nada|importa|ya no|atrapad[oa]|cansad[oa] de|harto|no puedo|rendirme|salida|oscur\w*|aguanto`,
    r`sens|espoir|sert a rien|inutile|vide|rien|compte|plus|piege\w*|coince\w*|marre|fatigue\w* de|peux plus|abandonner|issue|noir|tiens plus`,
    r`sinn|sinnlos|hoffnung\w*|wertlos|nutzlos|leer|nichts|egal|mehr|gefangen|fest|mude|satt|kann nicht|aufgeben|ausweg|dunkel|halte`,
  ],
  burden: [r`burden|better off|without me|weight|drag|liability|in the way|ruin\w*|fault|everyone|everybody|nobody|no one`, r`carga|estorbo|mejor sin mi|sin mi|culpa|todos|nadie|peso`, r`fardeau|poids|boulet|mieux sans moi|sans moi|faute|tout le monde|personne|encombre`, r`last|belastung|besser ohne mich|ohne mich|schuld|alle|niemand|keiner|im weg`],
  disappear: [r`disappear\w*|vanish\w*|not be here|not be around|not exist|exist\w*|wake up|sleep|forever|gone|missed|notice`, r`desaparec\w*|no estar|existir|despertar|dormir|para siempre|echar\w* de menos|notar\w*`, r`dispara\w*|plus la|exister|reveiller|dormir|pour toujours|manquer|remarquer`, r`verschwind\w*|verschwund\w*|nicht mehr da|existier\w*|aufwach\w*|schlaf\w*|fur immer|vermiss\w*|merk\w*`],
  pain: [r`pain|hurt\w*|hurting|suffer\w*|agony|unbearable|stop`, r`dolor|duele|sufr\w*|insoportable|pare|parar`, r`douleur|mal|souffr\w*|insupportable|arrete|arreter`, r`schmerz\w*|weh|leid\w*|qual\w*|unertraglich|aufhor\w*`],
  urge: [r`urge\w*|craving|crave|tempt\w*|itch\w*|pull|want to|need to|wanting|desire`, r`ganas|impulso|tentad[oa]|necesito|quiero|deseo`, r`envie|pulsion|tente\w*|besoin|veux|desir`, r`drang|lust|versuch\w*|brauche|will|verlangen|bedurfnis`],
  anger: [r`angry|anger|rage|furious|fury|mad|snap\w*|lose it|lost it|control|temper|boil\w*|hate|swear|revenge|pay|teach`, r`rabia|furia|furios[oa]|ira|enfad\w*|cabread[oa]|control|odio|juro|vengan\w*|pagar|pagara`, r`colere|rage|furieu\w*|fureur|enerve\w*|peter|pete|controle|deteste|hais|jure|vengean\w*|payer|paiera`, r`wut|wutend|zorn|rasend|ausrast\w*|kontrolle|hass\w*|schwor\w*|rache|zahlen|bezahlen`],
  assault: [
    r`rap\w*|assault\w*|molest\w*|grop\w*|forced|force|pinned|held me down|drugged|spiked|touched|abus\w*|attack\w*|consent|unwanted`,
    r`viol\w*|agred\w*|abus\w*|forz\w*|oblig\w*|manose\w*|toc\w*|drog\w*|ataca\w*|consentimiento`,
    r`viol\w*|agress\w*|abus\w*|force\w*|oblige\w*|tripot\w*|touche\w*|drogu\w*|attaqu\w*|consentement`,
    r`vergewaltig\w*|missbrauch\w*|ubergriff\w*|sexuell\w*|gezwungen|zwang|begrapscht|betatscht|angefasst|betaubt|angegriffen|einverstanden`,
  ],
  threat: [r`threat\w*|says he will|said he would|will kill me|kill me|if i leave|warned|promised|find me`, r`amenaz\w*|me va a matar|matarme|si me voy|si lo dejo|encontrar\w*`, r`menac\w*|va me tuer|me tuer|si je pars|si je le quitte|retrouver`, r`droh\w*|bringt mich um|umbringen|wenn ich gehe|wenn ich ihn verlasse|finden`],
  fear: [r`scared|afraid|terrified|frightened|fear|panic\w*|unsafe|safe|hiding|hide|locked|trapped`, r`miedo|asustad[oa]|aterrad[oa]|panico|insegur[oa]|segur[oa]|escondid[oa]|escond\w*|encerrad[oa]`, r`peur|effraye\w*|terrifie\w*|terrorise\w*|panique|securite|cache\w*|enferme\w*`, r`angst|ver[äa]ngstigt|panik\w*|unsicher|sicher|versteck\w*|eingesperrt|eingeschlossen`],
  control: [
    r`checks?|track\w*|monitor\w*|controls?|controlling|won't let|not let|lets? me|allowed|permission|money|phone|password|isolat\w*|forbid\w*|jealous`,
    r`revisa|controla\w*|control|no me deja|deja|permiso|dinero|plata|telefono|celular|movil|contrasena|aisl\w*|prohib\w*|celos\w*`,
    r`surveille\w*|controle\w*|laisse|permission|argent|telephone|portable|mot de passe|isole\w*|interdit|jalou\w*`,
    r`kontrollier\w*|uberwach\w*|lasst mich nicht|darf|erlaubnis|geld|handy|telefon|passwort|isolier\w*|verbiet\w*|verboten|eifersucht\w*|eifersuchtig`,
  ],
  chest: [r`chest|heart|left arm|jaw|arm|pressure|tight\w*|crushing|racing|pounding|palpitations?`, r`pecho|corazon|brazo izquierdo|mandibula|brazo|presion|opresion|acelerad[oa]|palpitaciones`, r`poitrine|coeur|bras gauche|machoire|bras|pression|serre\w*|oppression|palpitations?|emballe`, r`brust|herz\w*|linke\w* arm|kiefer|arm|druck|engegefuhl|eng|rasen\w*|stechen\w*|herzrasen`],
  breathe: [r`breath\w*|air|choking|suffocat\w*|wheez\w*|lips|blue|gasping|asthma|inhaler|throat|swelling|swollen|allerg\w*|epipen|anaphyla\w*`, r`respir\w*|aire|ahog\w*|asfixi\w*|labios|azul\w*|asma|inhalador|garganta|hinchad[oa]|alergi\w*`, r`respir\w*|souffle|air|etouff\w*|asphyxi\w*|levres|bleue?s?|asthme|ventoline|gorge|gonfle\w*|allergi\w*`, r`atm\w*|luft|erstick\w*|lippen|blau\w*|asthma|inhalator|hals|geschwollen|allergi\w*`],
  neuro: [
    r`numb\w*|tingl\w*|droop\w*|slurr\w*|speak|speech|words|face|vision|dizzy|faint\w*|collaps\w*|seizur\w*|fit|fitting|convuls\w*|shaking|unconscious|passed out|pass out|responsive|responding|wake|breathing|pulse`,
    r`entumecid[oa]|hormigueo|torcid[oa]|hablar|palabras|cara|vision|maread[oa]|desmay\w*|convulsi\w*|temblando|inconsciente|no responde|despierta|pulso`,
    r`engourdi\w*|fourmill\w*|paralys\w*|parler|mots|visage|vision|vertige\w*|evanoui\w*|malaise|convuls\w*|crise|tremble\w*|inconscient\w*|ne repond|reveille|pouls`,
    r`taub|kribbel\w*|gelahmt|hangt|sprechen|wort\w*|gesicht|sehen|schwindel\w*|ohnmacht\w*|umgekippt|bewusstlos|krampf\w*|zittert|reagiert nicht|wach|puls`,
  ],
  bleeding: [r`blood\w*|bleed\w*|bled|gash\w*|deep|stitches|wound|soaked|won't stop|not stopping|spurting`, r`sangr\w*|sangre|herida|profund[oa]|puntos|empapad[oa]|no para|no deja de`, r`sang|saign\w*|plaie|profond\w*|points|imbibe\w*|s'arrete pas|arrete pas`, r`blut\w*|wunde|tief\w*|genaht|durchtrank\w*|hort nicht auf`],
  emergency: [r`ambulance|911|999|112|a&e|er|hospital|emergency|paramedics|doctor|gp`, r`ambulancia|urgencias|emergencia|hospital|medico|112|911`, r`ambulance|samu|15|112|urgences|hopital|medecin|pompiers`, r`krankenwagen|notarzt|notaufnahme|notruf|112|110|krankenhaus|klinik|arzt|rettung\w*`],
  past: [r`years? ago|when i was|as a teen\w*|back in|used to|last year|in \d{4}|long time|childhood|school|uni`, r`hace (?:\w+ )?anos|cuando tenia|de adolescente|antes|solia|el ano pasado|infancia|colegio|universidad`, r`il y a (?:\w+ )?ans|quand j'?avais|ado|avant|l'an dernier|l'annee derniere|enfance|ecole|lycee|fac`, r`vor (?:\w+ )?jahren|als ich|als teenager|fruher|letztes jahr|kindheit|schule|uni`],
  negation: [r`not|never|no|nor|none|nothing|nobody|don't|won't|wouldn't`, r`no|nunca|jamas|ni|nada|nadie|tampoco`, r`ne|pas|jamais|rien|personne|ni|aucun\w*`, r`nicht|nie|niemals|kein\w*|nichts|niemand|weder`],
  wellbeing: [r`fine|okay|ok|safe|better|good|great|happy|relieved|grateful|glad|proud|excited`, r`bien|segur[oa]|mejor|feliz|content[oa]|aliviad[oa]|agradecid[oa]|orgullos[oa]|emocionad[oa]`, r`bien|ca va|en securite|mieux|heureu\w*|content\w*|soulage\w*|reconnaissant\w*|fier|fiere`, r`gut|okay|sicher|besser|glucklich|froh|erleichtert|dankbar|stolz`],
  joking: [r`lol|lmao|haha\w*|jk|joking|kidding|figure of speech|metaphor|literally|banter`, r`jaja\w*|jeje\w*|broma|bromeando|es un decir|xd`, r`mdr|ptdr|lol|haha\w*|blague|rigole|c'?est une expression|xd`, r`haha\w*|lol|witz|spass|scherz\w*|nur so|redewendung|xd`],
  work: [
    r`work|job|project|deadline|meeting|client|team|boss|manager|report|presentation|office|career|promotion|colleague|task|email|quarter|launch|budget|interview|code|feature|sprint`,
    r`trabajo|curro|chamba|proyecto|plazo|reunion|cliente|equipo|jefe|informe|presentacion|oficina|carrera|ascenso|tarea|correo|entrevista|presupuesto`,
    r`travail|boulot|taf|projet|echeance|reunion|client|equipe|patron|rapport|presentation|bureau|carriere|promotion|tache|mail|entretien|budget`,
    r`arbeit|job|projekt|frist|deadline|meeting|besprechung|kunde|team|chef|bericht|prasentation|buro|karriere|beforderung|aufgabe|mail|vorstellungsgesprach|budget`,
  ],
  leisure: [
    r`climb\w*|hik\w*|gym|match|game|games|training|race|marathon|football|soccer|rugby|tennis|squash|boxing|hunting|fishing|bungee|skydiv\w*|film|movie|book|novel|series|show|podcast|documentary|story|character|play`,
    r`escalad\w*|senderismo|gimnasio|gym|partido|juego|entrenamiento|carrera|maraton|futbol|tenis|boxeo|caza|pesca|puenting|pelicula|libro|novela|serie|documental|historia|personaje`,
    r`escalade|randonnee|salle|match|jeu|entrainement|course|marathon|foot|rugby|tennis|boxe|chasse|peche|saut a l'elastique|film|livre|roman|serie|podcast|documentaire|histoire|personnage`,
    r`kletter\w*|wander\w*|fitnessstudio|gym|spiel|training|rennen|marathon|fussball|tennis|boxen|jagd|jagen|angeln|bungee|film|buch|roman|serie|podcast|doku\w*|geschichte|figur`,
  ],
  help: [r`help|please|someone|anyone|what do i do|what should i do|scared`, r`ayuda|ayudame|por favor|alguien|que hago`, r`aide|aidez|s'il vous plait|svp|quelqu'un|que faire|je fais quoi`, r`hilfe|helft|bitte|jemand|was soll ich|was mache ich`],
} as const satisfies Record<string, readonly string[]>;

export type Atom = keyof typeof ATOMS;

/** Each field as one pattern over whole words of normalised text, whichever of the four languages. */
export const ATOM_PATTERNS: readonly [Atom, RegExp][] = Object.entries(ATOMS).map(([atom, sources]) => [
  atom as Atom,
  new RegExp(`(?<![\\p{L}\\d])(?:${sources.join('|')})(?![\\p{L}\\d])`, 'u'),
]);
