import type { Lexicon } from './types.js';

const r = String.raw;

// Text is normalised: lower case, no accents, elisions spelled out (j'ai -> je ai, m'a -> me a, qu'il -> que il,
// c'est -> ce est, s'il -> se il, l'eau -> le eau). Texting forms stay as typed: jme, jvais, jai, g (j'ai), c (c'est),
// pu/pus (Quebec 'plus'), y (Quebec 'il'/'lui').

// Building blocks.
const W = r`[\w'-]+`;
const PILLS = r`(?:cachets?|comprimes?|pilules?|gelules?|medocs?|medicaments?|somniferes?|anxiolytiques?|antidepresseurs?|neuroleptiques?|benzos?|calmants?|tranquillisants?|barbituriques?|opiaces?|opioides?|morphine|codeine|doliprane|dafalgan|efferalgan|paracetamol|tylenol|advil|ibuprofene|aspirine|lexomil|xanax|valium|temesta|seresta|lysanxia|stilnox|imovane|zolpidem|zopiclone|tramadol|ixprim|lamaline|seroquel|quetiapine|lithium|insuline|prozac|deroxat|seroplex|effexor|laroxyl|atarax|lyrica|rivotril)`;
const HEIGHT = r`(?:pont|ponts|toit|toits|falaises?|rebord|corniche|balcon|fenetre|immeuble|tour|viaduc|parking|passerelle|rambarde|parapet|garde-corps|barrage|clocher|grue|\d+e etage|dernier etage)`;
const TRACKS = r`(?:voies?(?: ferrees?)?|rails?|train|trains|tgv|metro|rer|tram|autoroute|voie rapide|periph\w*)`;
const ROPE = r`(?:corde|cordes|noeud coulant|ceinture|cable|rallonge)`;
const GUN = r`(?:arme(?: a feu)?|armes|fusil|carabine|pistolet|revolver|flingue|calibre)`;
const BLADE = r`(?:lames?(?: de rasoir)?|rasoirs?|cutter|cutteur|scalpel|ciseaux|couteau|couteaux|canif|opinel|compas|taille-crayon)`;
const WEAPON = r`(?:couteau|couteaux|lame|opinel|canif|cran de arret|machette|hache|batte(?: de baseball)?|marteau|barre de fer|barre a mine|pied-de-biche|matraque|poing americain|bombe lacrymo\w*|taser|${GUN})`;
const MEANS = r`(?:${PILLS}|${ROPE}|${GUN}|pont|toit|falaises?|rebord|balcon|viaduc|passerelle|rambarde|parapet|voies? ferrees?|rails|train|metro|rer|autoroute|\d+e etage|dernier etage|poison|mort-aux-rats|javel|charbon de bois|monoxyde|pot de echappement|sac plastique|helium|lac|riviere|fleuve|la seine|la mer|poutre)`;
// People a client may name: family, partners, work, strangers.
const PEOPLE = r`(?:mari|femme|conjointe?|compagnon|compagne|copain|copine|chum|blonde|ex|fiancee?|pere|mere|papa|maman|parents|beau-pere|belle-mere|frere|soeur|fils|fille|oncle|tante|cousine?|grand-pere|grand-mere|beau-frere|belle-soeur|patronne?|chef|cheffe|boss|manager|collegue|associee?|voisine?|proprio|prof|coloc|pote|amie?|client|cliente|gars|mec|type|connard|con|salaud|enfoire|batard|conne|salope|inconnue?)`;
const CHILD = r`(?:bebe|bebes|petit|petite|petits|ptit|ptite|enfant|enfants|fils|fille|nourrisson|gamin|gamine|gosse|gosses|bambin|nouveau-ne|fiston)`;
// Who hurts the client: a pronoun, a relation, someone at work, a stranger.
const ABUSER = r`(?:il|elle|y|ils|on|(?:mon|ma|mes|son|sa|un|une|le|la|ce|cet|cette) (?:${W} )?${PEOPLE}|quelqu'?un(?: que je connais)?)`;
// Wanting, in its tenses and texting forms (je veux, jveux, j'aimerais, j'ai envie de, j'ai le goût de...).
const WANT = r`(?:je |j|jai |je ai |g )?(?:ne |n )?(?:me tente de|me tentait de|veux|veu|vouloir|voulais|voudrais|voudrai|aimerais|aimerai|souhaite|souhaiter|souhaiterais|souhaitais|esperer|rever de|prefererais|prefere|reve de|revais de|espere|esperais|prie pour|ai envie de|avais envie de|ai le gout de|avais le gout de|ai hate de|envie de|envi de|le gout de|besoin de)`;
const ADVERBS = r`(?:(?:juste|vraiment|tellement|tant|seulement|simplement|sincerement|parfois|souvent|des fois|presque|limite|ca|enfin|bien|meme|aussi|deja|tout|de) )*`;
// A clause ends here: punctuation, the end, or a new clause.
const END = r`(?=\s*(?:[.,;!?)]|$|et |mais |pis |je |parce|tellement|du tout|honnetement|serieux))`;
const SOON = r`(?:ce soir|cette nuit|demain(?: matin| soir)?|aujourd'?hui|tantot|tout a le heure|tout de suite|maintenant|drette la|ce week-?end|cette semaine|dimanche|lundi|mardi|mercredi|jeudi|vendredi|samedi|le \d+|a minuit|dans (?:une|deux|trois|quelques) (?:heures?|minutes?))`;

export const fr: Lexicon = {
  harmless: [
    // "ce projet me tue", "ça me tue", "tu me tues", "achevez-moi"
    r`\b(?:ce|ca|cela|cette|cet|le|la|les|mon|ma|mes|ton|ta|son|sa|ces|leur|tu|vous) (?:${W} ){0,2}(?:me|nous|te) (?:tue|tues|tuent|achevent|acheve)\b|\b(?:le|la|les|ce|cette|ces|mon|ma|mes) (?:${W} ){0,4}(?:me|nous) (?:tue|tuent|achevent|acheve)\b|\bca me tue\b|\b(?:achevez|tuez|achevez-moi|tuez-moi)(?:-| )?moi\b`,
    // "mort de rire", "je meurs d'envie", "crever de chaud", "ennuyeux à mourir", "plutôt crever que..."
    r`\b(?:meurs|meurt|mourais|mourrais|mourir|mourrir|mort|morte|morts|mortes|crever|creve|crevais|crevee?|suis mort|suis morte) (?:de |d )(?:envie|faim|rire|froid|chaud|soif|fatigue|honte|ennui|peur|impatience|jalousie|trouille|curiosite|chaleur|sommeil|stress)\b`,
    r`\b(?:ennuyeuse?|ennuyeux|belle|beau|bon|bonne|triste|chiante?|longue?|drole|lente?|nulle?|moche|laide?|souffrir|rire) a (?:en )?mourir\b|\bplutot (?:mourir|crever) que\b|\b(?:prefererais|prefere|aimerais mieux) (?:mourir|crever) que\b`,
    r`\bsuicide (?:professionnel|politique|social|commercial|financier|electoral|mediatique|economique)\b|\b(?:ce est|ce serait|ca serait|cest|c|serait|ce sera|ca sera) (?:un |du )?(?:vrai |pur |carrement )?suicide\b(?! pour moi)|\b(?:mission|operation|pari) suicide\b`,
    r`\b(?:strategie|idee|projet|plan|decision|choix|politique|manoeuvre|pari|investissement) (?:${W} )?suicidaire\b`,
    // "tuer le temps", "on a tué le projet", "tuer dans l'oeuf", "une tuerie", "se tuer à la tâche"
    r`\btue(?:r|e|s)? le (?:game|match|temps|suspense|moment|ennui)\b|\btuer (?:le|ce|un|une|cette|mon|ma|notre|la) (?:${W} )?(?:projet|idee|temps|produit|dossier|feature|fonctionnalite|deal|bug|process|budget|reunion|ambiance|conversation|suspense|rumeur|appli|application)\b`,
    r`\b(?:ai|as|a|avons|ont|on a) tue (?:le|la|les|ce|cette)\b|\btuer? dans le oeuf\b|\btuerie\b|\bca tue\b`,
    r`\b(?:me|se|te|nous|vous) (?:suis |est |sommes )?tue(?:r|e|s|nt)? (?:a la tache|au (?:travail|boulot|taf|sport)|a le (?:ouvrage|entrainement)|a (?:te|vous|lui|leur) (?:le )?(?:dire|repeter|expliquer)|a (?:dire|repeter|expliquer|travailler|bosser)|a la (?:salle|gym)|pour (?:rien|des cacahuetes))\b`,
    // "c'est à se pendre", "pendre la crémaillère", "se jeter à l'eau", "sauter le pas"
    r`\b(?:ce est|cest|c|ca est|il y a|y a) (?:${W} )?a (?:se|te) (?:pendre|flinguer|tirer une balle|jeter par la fenetre|taper la tete contre les murs)\b|\bpend\w* (?:la|sa|ma|notre|leur) cremaillere\b`,
    r`\b(?:me|se|te|nous|vous) (?:jeter|jette|jettes|jetons|jetez|jettent|lancer|lance) (?:a le eau|dans le bain|dans la bataille|dans la gueule du loup)\b(?! (?:depuis|du haut))`,
    r`\bsaut(?:er|e|es|ons|ez|ent|ais|ait) (?:le pas|sur le occasion|de joie|au plafond|une etape|les etapes|un repas|le repas|le dejeuner|le petit-?dejeuner|le diner|une ligne|le cours|la reunion|du coq a le ane|aux yeux|le cap|en parachute|a le elastique|a la corde|du lit)\b`,
    r`\b(?:shoote|shooter|shoot|tire) (?:a )?(?:trois|3) points\b|\bpanier\b|\btir(?:e|er|es)? (?:${W} )?(?:lancers? francs?|au but|un penalty|a le arc|sur (?:la|les) cibles?)\b|\btir sportif\b|\bstand de tir\b`,
    r`\b(?:serie|film|livre|roman|podcast|documentaire|docu|jeu|thriller|polar|bd|manga|episode|saison)s? (?:${W} ){0,3}(?:tueurs?|meurtres?|crimes?|guerre|policier|polar|assassin\w*)\b|\btueur en serie\b|\bpolar\b|\bmurder party\b|\bcluedo\b`,
    r`\bsupprimer (?:des|\d+) postes\b|\blicencier\b`,
    r`\bcoup(?:e|er|es|ons|ez|ent|ure|ures)? (?:dans |les |le |la |des )?(?:budgets?|couts|depenses|postes|effectifs|prestataires|ponts|cheveux|ongles|herbe|gazon|pain|legumes|viande|son|micro|wifi|courant|electricite|chauffage|moteur|parole|appetit|sifflet)\b|\bcouper court\b`,
    // "crevé(e)" and "la crève" are tiredness and a cold; "crever un pneu"
    r`\b(?:suis|est|sommes|etes|sont|etais|etait|trop|tellement|completement|vraiment|super|hyper|grave|archi|totalement|juste) (?:${W} )?crevee?s?\b|^crevee?s?\b|\b(?:la|une|ma) creve\b|\bchope la creve\b|\bcrever (?:le|la|les|un|une) (?:abces|pneus?|bulle|ballon|plafond|ecran)\b|\bpneus? creves?\b`,
    // Games and sport: "je me suis fait tuer en boucle sur Valorant", "étranglé en randori", "il m'a battu au tennis lol"
    r`\b(?:me suis|se est|te es|me fais|se fait) fait\w* (?:tuer|massacrer|defoncer|eclater|detruire|laminer|ecraser|exploser|demonter|etrangler|plaquer|frapper|cogner|battre) (?:${W} ){0,5}?(?:par (?:le|un|ce|la|les) (?:${W} )?(?:boss|monstre|jeu|adversaire|equipe)|en (?:boucle|ligne|jeu|match|finale|randori|combat|sparring|tournoi)|au (?:judo|karate|jiu-jitsu|jjb|mma|rugby|foot|basket|hand|tennis|squash|ping|match|tournoi|jeu|cours)|a la (?:boxe|lutte|salle|revanche)|sur (?:valorant|fortnite|fifa|le terrain|le ring|le tatami))`,
    r`\bme (?:a|ont) (?:encore )?(?:battue?|ecrasee?|eclatee?|laminee?|massacree?|explosee?) (?:${W} ){0,2}?(?:(?:au|aux|a la|a le) (?:tennis|foot|match|finale|echecs|ping|squash|badminton|poker|scrabble|belote|tarot|uno|monopoly|course|sprint|marathon|jeu|partie|revanche|golf|bowling|billard|flechettes|tournoi|cartes|petanque)|\d+[-/ ]\d+)\b`,
    r`\bme (?:a|ont) (?:encore )?battue?\b(?:(?=.*\b(?:mdr|lol|ptdr|xd|finale|match|partie|tournoi|set|revanche)\b)|(?<=\b(?:mdr|lol|ptdr|xd|finale|match|partie|tournoi|set|revanche)\b.*))`,
    r`\bflingu\w* (?:le|la|les|mon|ma|ce|cette|notre) (?:${W} )?(?:budget|projet|planning|moral|week-?end|soiree|journee|dos|genou|reputation|carriere)\b|\bsaign\w* a blanc\b`,
  ],
  // A third person, a relation, or a topic, unless it follows a preposition ('donné mon chat à ma voisine' is the speaker's act).
  someoneElse: r`(?<!\b(?:a|au|aux|de|du|des|pour|avec|chez|contre|envers|par|sur) (?:(?:ma|mon|mes|ta|ton|tes|sa|son|ses|le|la|les|un|une|notre|nos|leur|leurs) )?(?:${W} )?)\b(?:il|elle|ils|elles|lui|leur|eux|son|sa|ses|ami|amie|amis|amies|pote|potes|copain|copine|chum|blonde|frere|soeur|pere|mere|papa|maman|parents|fils|fille|enfant|enfants|bebe|collegue|collegues|chef|cheffe|patron|patronne|boss|manager|mari|femme|conjointe?|compagnon|compagne|voisine?|client|cliente|clients|cousine?|oncle|tante|neveu|niece|grand-mere|grand-pere|beau-frere|belle-soeur|famille|proches?|employee?s?|eleves?|etudiante?s?|patiente?s?|stagiaire|associee?|coloc|quelqu'?un|formation|stage|atelier|documentaire|docu|film|serie|livre|roman|podcast|article|prevention|benevol\w*|memoire|these|temoignages?)\b`,
  speaker: r`\b(?:je|j|jai|jme|me|moi)\b`,
  possessive: r`\b(?:mon|ma|mes)\b`,
  // 'j'arrête pas de penser à...' affirms: 'pas' after arrêter or cesser is no negation.
  negation: r`\b(?:ne|(?<!\b(?:arrete|arretes|arretais|arretait|cesse|cesses|cessais) )pas|jamais|plus jamais|aucun|aucune|ni)\b`,
  negationReach: 1,
  concepts: {
    suicideThoughts: [
      r`\b(?:me suicider|me sucider|suicidaire|suicidair|suicid\w*|sucid\w*|suicde|suiscid\w*|kms)\b`,
      // Killing oneself, in the first person; 'il va me tuer', 'mes parents vont me tuer' are someone else's words.
      r`(?<!\b(?:va|vas|vont|allait|allaient|ira|iront|irait|veut|veulent|voulait|voulaient|menace|menace de|menacent de|menacait de|pourrait|pourraient|peut|peuvent|risque de|risquent de|(?:il|elle|ils|on|qui) (?:essaie|essaye|a essaye|tente|a tente|tentent) de|failli|vient de|aurait pu|finir par|il|elle|ils|elles|y|tu|vous|on|qui) )(?:je |jme |j )?me (?:tuer|flinguer|buter|supprimer|foutre en le air|foutre en lair|foutre en l air|foutrais en le air|foutrai en le air|foutrais bien en le air|faire sauter (?:la cervelle|le caisson|la tete)|tirer une balle|mettre une balle|donner la mort|oter la vie|enlever la vie|ouvrir les veines|taillader les veines|trancher les veines|couper les veines)\b(?! (?:au|aux) ${W}| a (?:la |le |les )?${W}| de (?:rire|travail|fatigue)| pour (?:rien|des cacahuetes))`,
      r`\b(?:je |j)(?:me |m)(?:tue|flingue|bute|supprime|fous en le air|fou en le air)\b(?! (?:au|aux) ${W}| a (?:la |le |les )?${W}| de (?:rire|travail|fatigue)| pour (?:rien|des cacahuetes))`,
      r`\b(?:mettre|mets|met|mettrai|mettrais|metre|mis) (?:fin|un terme) a (?:mes jours|ma vie|mon existence|mes souffrances|tout(?: ca)?)\b(?! (?:avec|entre))|\battenter a (?:mes jours|ma vie)\b`,
      r`\ben finir\b(?! (?:avec (?!(?:la vie|tout|ma vie|moi|cette vie|tout ca|le monde)\b)|de |des |du |vite|rapidement|au plus vite|par |pour (?:le|la|les|ce|cette)))|\b(?:je |j)?(?:en|ne en) finis\b`,
      r`\b(?:(?:eu|ai|avoir|as|avais) )?(?:des |de |d )?(?:idees?|pensees?) (?:noires|sombres|suicidaires|de suicide|de mort|de me tuer|de en finir)\b`,
      r`(?<=\b(?:pense|pensais|penser|songe|songeais|reflechis|reflechissais|obsedee?|hantee?) (?:${W} ){0,3}?)(?:a la mort|a mourir|a ma mort)\b(?! (?:de|du|des)\b)`,
      r`\bts\b(?=.*\b(?:je|refaire|encore|envie)\b)`,
    ],
    deathWish: [
      r`\b${WANT} ${ADVERBS}(?:mourir|mourrir|mourire|crever|creuver|crv|clamser|caner|etre (?:morte?|decedee?|six pieds sous terre|sous terre|enterree?)|arreter de (?:vivre|exister|respirer)|cesser de (?:vivre|exister)|disparaitre (?:pour toujours|pour de bon|a jamais|definitivement|de la surface de la terre)|partir pour (?:de bon|toujours)|dormir pour toujours|me endormir (?:pour toujours|a jamais))\b(?! (?:de (?:rire|faim|soif|chaud|froid|ennui|honte|envie|jalousie|peur|fatigue|impatience|curiosite)|le abces|les pneus|un pneu))`,
      // Not wanting to live or exist: 'je veux plus être vivant', 'j'aimerais ça juste pus exister', 'j'ai pas envie de vivre'.
      r`\b(?:${WANT} ${ADVERBS}|je |j|jai |je ai |g )?(?:ne )?(?:ai |avais )?(?:plus|pu|pus|pas|aucune|jamais plus|plus jamais) (?:envie de |le gout de |la force de |gout de |de )?(?:vivre|exister|etre (?:vivante?|en vie|la|ici|de ce monde|sur (?:cette|la) terre)|me reveiller(?: demain| demain matin| le matin)?)${END}`,
      r`\bvivement que je (?:meure|creve|sois morte?|disparaisse)\b|\b(?:${WANT}|aurais (?:prefere|voulu|aime)|aurais du) ${ADVERBS}(?:ne )?(?:jamais|pas) (?:etre nee?|naitre|avoir existe|avoir vu le jour)\b`,
      r`\b(?:la mort|mourir|crever|partir pour de bon) (?:serait|sera|est|me semble|me parait|ce serait) (?:${W} )?(?:un soulagement|une delivrance|une liberation|la solution|la seule solution|la meilleure solution|preferable|plus simple|mieux)\b`,
      r`\bsi (?:seulement )?je (?:pouvais|pourrais) (?:juste )?(?:mourir|crever|ne (?:plus|pas) me reveiller|partir pour de bon|disparaitre pour toujours|arreter de vivre)\b`,
      r`\b(?:fatiguee?|epuisee?|marre|ras le bol|tannee?|lasse?|ecoeuree?|degoutee?|saoulee?|plein le dos|en peux (?:plus|pu|pus)) (?:de (?:etre en vie|vivre|exister|la vie|cette vie|ma vie|respirer|etre (?:sur terre|au monde|vivante?)))\b(?! (?:de|que|qu|en|a|au|parisienne|de bureau|professionnelle|citadine|a deux|commune|ensemble|avec|comme))`,
      // Better off without me: 'ils seraient mieux sans moi', 'ma famille respirerait mieux si j'étais plus là'.
      r`\b(?:seraient|serait|serais|seront|sera|irai(?:en)?t|vivrai(?:en)?t|respirerai(?:en)?t|(?:se )?porterai(?:en)?t|se sentirai(?:en)?t) (?:${W} ){0,3}?(?:mieux|plus heureu(?:x|se|ses)|plus tranquilles?|soulagee?s?|libres?|liberee?s?) (?:sans moi|si je (?:ne )?(?:etais|suis|serais|etait) (?:plus|pu|pus|pas) (?:la|en vie|vivante?|de ce monde|ici)|si je (?:disparaissais|mourais|crevais|partais(?: pour de bon)?|me tuais|me suicidais|existais (?:pas|plus|pu)|etais (?:morte?|partie?)))`,
      r`\bmieux sans moi\b|\bsans moi,? (?:${W} ){0,3}(?:serai(?:en)?t|irai(?:en)?t|sera|seront|vivrai(?:en)?t) (?:${W} )?(?:mieux|plus heureu\w*|plus simple|plus facile|plus legere?|plus tranquilles?)|\bmieux (?:${W} ){0,2}si je (?:ne )?(?:etais|serais) (?:plus|pu|pus) (?:la|de ce monde|en vie)\b`,
      r`\b(?:je serais|je serai|ce serait|ca serait|il vaudrait|vaudrait|vaut) (?:${W} ){0,2}mieux (?:morte?|que je (?:meure|creve|disparaisse|sois morte?|ne sois plus la)|de mourir|de crever)\b|\b(?:autant|plutot) (?:mourir|crever|en finir)\b(?! que)`,
      r`\b(?:(?:je |j )?(?:ne )?(?:vois|trouve|ai|a|y a) )?(?:pas|plus|pu|aucune?|plus aucune?|pas de|plus de) (?:de |le |la )?(?:raison|raisons|interet|sens|but|envie|motivation) (?:de |a )?(?:continuer (?:a |de )?)?(?:vivre|rester en vie|exister)\b(?! (?:a|au|aux|en|dans|avec|chez|ici|loin|pres|comme|sans|seule?|ensemble|ainsi)\b)`,
      r`\b(?:ca|ce|cela) (?:ne )?sert (?:a )?rien de (?:continuer (?:a |de )?)?vivre\b|\ba quoi bon (?:continuer (?:a |de )?)?vivre\b|\b(?:plus )?rien (?:qui |ne )?me retient\b(?! (?:dans|a|au|en|chez))|\b(?:la|ma) vie (?:ne )?vaut (?:pas|plus|pu) (?:la peine|le coup)\b|\brien pour quoi vivre\b`,
      r`\b(?:seule|meilleure|derniere|unique) (?:solution|issue|option|porte de sortie)(?: qui me reste| qui reste)?,? (?:ce est|cest|c|serait|ce serait|reste)? ?(?:de )?(?:mourir|la mort|en finir|le suicide|me tuer|partir pour de bon|disparaitre pour toujours)\b`,
      // Hoping not to wake up.
      r`\b(?:espere|esperant|souhaite|aimerais|voudrais|prie|envie|reve|prefererais|veux|veu)\w* (?:${W} ){0,5}?(?:ne )?(?:plus|jamais|pas|pu|plus jamais) me reveiller\b(?! (?:a temps|a le heure|pour|avant|trop tot|la nuit))`,
      r`\b(?:ne (?:plus|jamais)|plus jamais) me reveiller\b(?! (?:a temps|a le heure|pour|avant|trop tot|la nuit))`,
      r`\b(?:espere|esperant|souhaite|prie)\w* (?:${W} ){0,2}(?:que )?(?:ce|ca|demain) (?:soit|sera) (?:mon |le )?dernier\b|\bme laisser (?:mourir|crever)\b`,
    ],
    finalAbsence: [
      r`\b(?:je )?(?:ne )?(?:serai|vais (?:plus )?etre) (?:plus|pu|pus) (?:la|ici|de ce monde|en vie|parmi vous)\b(?! (?:a partir|au bureau|au boulot|au travail|a la reunion|pour (?:la|le|les|votre|ta|ton)|pendant|en (?:janvier|fevrier|mars|avril|mai|juin|juillet|aout|septembre|octobre|novembre|decembre|conge|vacances|reunion)|la semaine|le mois|cet ete|cet hiver))(?<!\b(?:conges?|vacances|poste|job|demission\w*|mutation|demenag\w*|retraite|contrat|stage)\b.*)`,
      r`\bquand je (?:ne )?(?:serai|serais) (?:plus|pu|pus) (?:la|ici|de ce monde|en vie)\b|\b(?:quand|une fois que) je (?:serai|serais) (?:partie?|morte?|decedee?)\b(?! (?:en|a|au|pour|de|a le|chez|dans))|\bapres (?:ma mort|mon deces)\b`,
      // Things no longer needed: 'j'en aurai plus besoin de toute façon', 'là où je vais'.
      r`\b(?:ne )?(?:en |les |le |la )?aurai (?:plus|pu|pus|pas) besoin\b(?=\s*(?:$|[.,;!]|de toute facon|la ou je vais|ou je vais|bientot|maintenant|apres))(?<!\b(?:demenag|vend|retraite|diplom|nouve|fini|termine)\w*\b.*)|\bla ou je vais,? (?:je )?(?:ne )?(?:en |les |le |la )?(?:aurai|aura) (?:pas|plus|pu) besoin\b`,
      r`\b(?:ce est|cest|c) (?:un|mon|notre) adieu\b|\bmes adieux\b(?! a (?:la|le|mon|ma|notre) (?:boite|poste|equipe|job|scene|carriere|metier))|\badieu (?:a tous|tout le monde|mes amis|la compagnie)\b|\b(?:vous|te|leur|lui) dire adieu\b`,
      r`\bdire adieu a (?:tout le monde|mes proches|ma famille|mes enfants|mes amis|la vie|ce monde)\b`,
      r`\bvous (?:ne )?(?:entendrez|aurez) (?:plus|pu) (?:parler de moi|de mes nouvelles|de nouvelles)\b|\btu (?:ne )?(?:entendras|auras) (?:plus|pu) (?:parler de moi|de mes nouvelles|de nouvelles)\b|\bon (?:ne )?se reverra (?:pas|plus|jamais|pu)\b`,
      r`\b(?:vous|tu) (?:ne )?me (?:reverrez|reverras|verrez|verras) (?:plus|pu|jamais)\b|\b(?:mon|ce|notre) dernier message\b|\bpas la peine de (?:me )?(?:reserver|garder|prevoir|bloquer|planifier) (?:la|une|le|ma|notre) (?:prochaine )?(?:seance|rendez-vous|rdv|creneau|session)\b`,
      // By the time they read it, it will be done.
      r`\b(?:le temps que|quand|lorsque|avant que|au moment ou) (?:${W} ){0,4}?(?:lis|lise|lisent|liras|lirez|liront|verra|verras|verrez|verront|voie|voient|trouve|trouvent|trouvera|trouveront|recevra|recevras|recevrez|recoive|recoivent)\b(?: ${W}){0,3},? (?:ce|ca|tout) sera (?:fait|fini|trop tard|termine)\b`,
      r`\bquand (?:tu|vous) (?:liras|lirez|verras|verrez) (?:${W} ){0,2}(?:je serai|ce sera|il sera) (?:deja )?(?:trop tard|partie?|fait|fini|plus la|morte?)\b`,
      r`\b(?:tout est|tout sera|ce est|cest|ca est) (?:regle|pret|en ordre|organise|prevu|range) pour (?:apres|le apres)(?=\s*(?:[.,;!]|$))|\b(?:choisi|fixe|arrete)e? (?:la|ma|une) date(?=\s*(?:[.,;!]|$))|\b(?:la|ma) date est (?:fixee|choisie|arretee)(?=\s*(?:[.,;!]|$))`,
      r`\b(?:le|mon) jour est (?:fixe|choisi|decide|arrete)(?=\s*(?:[.,;!]|$|ce sera))`,
      // Found, and not soon: 'on me trouverait pas avant longtemps'.
      r`\b(?:on|personne|ils|elles?|quelqu'?un) (?:ne )?(?:me )?(?:trouverai\w*|retrouverai\w*|trouvera\w*|retrouvera\w*|decouvrirai\w*)(?: pas| plus| pu)? (?:avant|pendant|de) (?:longtemps|des jours|des semaines|plusieurs jours)\b`,
    ],
    leaveTaking: [
      r`\bmerci pour tout\b|\b(?:je )?(?:voulais|veux|tenais a) (?:juste |simplement )?(?:vous |te |leur )?dire (?:merci|au revoir|que je (?:vous|te|les) aime)\b|\b(?:prenez|prends) soin de (?:vous|toi|eux|mes \w+)\b`,
      r`\b(?:pardon|desolee?) pour tout\b|\b(?:ne )?me en (?:veux|voulez) pas\b|\bdites (?:a ${W} )?que je (?:les|le|la|l) aime\b|\b(?:vous|tu) (?:ne )?y (?:etes|es) pour rien\b|\b(?:je suis )?desolee? (?:de (?:te|vous) (?:dire|annoncer|laisser|mettre) (?:ca|cela|tout ca)|pour ce que je vais faire)\b`,
    ],
    jumpOrHang: [
      r`\bme (?:jeter|jette|jetterai\w*|lancer|lance|lancerai\w*|balancer|balance|balancerai\w*|precipiter|precipite|laisser tomber|laisse tomber|pitcher|pitche|garrocher|garroche|calisser|crisser) (?:${W} ){0,2}?(?:(?:du haut (?:du|de la|de le|des|de)|en bas (?:du|de la|de le|des|de un|de une)|du|de la|de le|des|depuis (?:le |la |les |un |une |mon |ma )?) (?:${W} ){0,2}?${HEIGHT}|par (?:la|une|le) (?:fenetre|balcon|rambarde)|dans le vide|dans (?:la|le|un|une) (?:seine|fleuve|riviere|lac|mer|canal|ravin|precipice)|sous (?:un|une|le|la|les) (?:${W} )?(?:train|trains|metro|rer|tram|bus|camion|voiture|voitures|poids lourd|roues)|devant (?:un|une|le|la|les) (?:${W} )?(?:train|metro|rer|tram|bus|camion|voiture|voitures)|sur (?:les|la) (?:voies?|rails|autoroute))\b`,
      r`\bsaut(?:er|e|erai|erais) (?:${W} ){0,2}?(?:(?:du haut (?:du|de la|de le|des|de)|du|de la|de le|des|depuis (?:le |la |les |un |une )?) (?:${W} ){0,2}?${HEIGHT}|par (?:la|une) fenetre|dans le vide|sous (?:un|le|la) (?:train|metro|rer))\b`,
      r`\b(?:je vais|jvais|je veux|je pense a|envie de|pret a|prete a) sauter(?=\s*(?:[.,;!?]|$))(?:(?<=\b(?:${HEIGHT}|quai|vide|metro|train|rails|voies)\b.*)|(?=.*\b(?:${HEIGHT}|quai|vide|metro|train|rails|voies)\b))`,
      r`\bme (?:pendre|pends|pendrai|pendrais|noyer|noie|noierai\w*|empoisonner|empoisonne|gazer|asphyxier|defenestrer|defenestre|immoler|electrocuter|trancher la gorge)\b(?! (?:au cou|la vie|le existence|le quotidien|dans (?:le|les|la|mes|mon|ma) (?:travail|boulot|taf|dossiers|mails|emails|paperasse|taches|problemes|alcool|verre|details)|sous (?:le|les) (?:travail|boulot|dossiers|mails)))`,
      r`\bme (?:mettre|coucher|allonger|jeter|placer) (?:sous|sur|devant) (?:un|le|la|les) (?:${W} )?(?:train|metro|rer|tram|rails|voies?|camion|bus)\b`,
      r`\b(?:me (?:planter|encastrer|jeter|precipiter|crasher)|foncer|lancer ma voiture|precipiter ma voiture) (?:${W} ){0,2}?(?:dans|contre) (?:un|une) (?:mur|arbre|pilier|platane|camion|poteau|pile de pont|semi-remorque)\b`,
      r`\b(?:corde|ceinture|noeud|cable|echarpe) (?:${W} )?autour (?:du|de mon) cou\b|\b(?:ouvert|allume|laisse tourner|mis en marche) (?:le gaz|le moteur|le barbecue|le charbon|un brasero)\b(?=.*\b(?:allongee?|couchee?|enfermee?|garage|calfeutre\w*|scotche\w*|endormir|portes? fermees?)\b)`,
    ],
    means: [r`\b${MEANS}\b`],
    lethality: [
      r`\bdoses? (?:mortelle|letale|toxique|fatale)s?\b|\bquantite (?:mortelle|letale)\b|\ba partir de combien (?:${W} ){0,3}(?:ce est|cest|c|est-ce) (?:mortel|dangereux|fatal)\b|\bquelle (?:dose|quantite) (?:est|serait|devient) (?:mortelle|letale|fatale)\b`,
      r`\bcombien (?:${W} ){0,5}?(?:il faut|faut-il|faut il|faudrait|il faudrait|faut) (?:en prendre |avaler |prendre )?pour (?:mourir|crever|en finir|y rester|y passer|me tuer|se tuer|ne (?:plus|pas) (?:me|se) reveiller|que ce soit mortel|une overdose|faire une overdose)\b`,
      r`\b(?:facons?|manieres?|methodes?|moyens?|techniques?) (?:${W} ){0,3}?(?:(?:la|le) (?:plus|moins) (?:douloureuse?|rapide|sure?|efficace|simple|propre|douce?)|sans (?:douleur|souffrir|souffrance)|indolore) (?:de|pour) (?:mourir|partir|en finir|se tuer|me tuer|se suicider|me suicider|le faire|ne plus souffrir|pas se rater|ne pas me rater|ne pas se rater)\b`,
      r`\b(?:mourir|partir|en finir|me tuer|se tuer|se suicider|le faire) sans (?:douleur|souffrir|souffrance|me rater|se rater)\b|\b(?:pour )?(?:etre (?:sure?|certaine?) de )?(?:ne )?pas me rater\b`,
      r`\b(?:cherche|recherche|regarde|google|lu|renseigne|documente)\w* (?:sur (?:internet|google|le net|des forums) )?(?:${W} ){0,2}?(?:comment (?:mourir|se tuer|me tuer|se suicider|en finir|se pendre|faire un noeud coulant)|les methodes (?:de|pour)|les moyens de (?:mourir|se tuer|en finir)|la dose (?:mortelle|letale))\b`,
      // Knowing what would do it: 'je sais quels médicaments de ma mère suffiraient', 'le mélange suffirait'.
      r`\bje sais (?:exactement |tres bien |deja )?(?:que |quel\w* |combien )(?:${W} ){0,6}?(?:${PILLS}|${MEANS}|melange|dose|cocktail|hauteur|etages?)\w* (?:${W} ){0,6}?(?:suffir\w+|ferai(?:en)?t (?:le|la) (?:job|travail|affaire)|marcherai(?:en)?t|me tuerai(?:en)?t)\b`,
      r`\b(?:${PILLS}|melange|dose|cocktail|chute|hauteur) (?:${W} ){0,5}?(?:suffirai(?:en)?t|suffira|serai(?:en)?t (?:assez|suffisante?s?|mortel\w*|fatal\w*)) pour (?:me tuer|mourir|en finir|y rester|ne (?:plus|pas) me reveiller)\b|\bde quoi (?:me tuer|mourir|en finir|crever|y rester)\b`,
      r`\bje sais (?:ou|dans quel ${W}) (?:il|elle|ils|mon ${W}|ma ${W}) (?:la|le|les|l) (?:range|cache|garde|met|planque)\b(?:(?=.*\b(?:${GUN}|${PILLS}|corde|munitions|balles|cles de le armoire)\b)|(?<=\b(?:${GUN}|${PILLS}|corde)\b.*))`,
      // A place to hang from: 'la poutre du garage est assez solide'.
      r`\b(?:poutre|crochet|branche|rampe|barre|tuyau)s? (?:${W} ){0,3}?(?:est|sont|serait|semble|tiendra|tiendrait|va tenir|supportera\w*) (?:assez |suffisamment )?(?:solide|haute?|resistante?|mon poids|le coup)\b(?! pour (?:la|le|les|un|une|des) )`,
    ],
    heightQuestion: [
      r`\b(?:quelle hauteur|la hauteur|combien de (?:metres|etages)|haut comment)\b(?: ${W}){0,4}? (?:${HEIGHT})\b|\b${HEIGHT} (?:${W} ){0,3}?(?:fait quelle hauteur|fait combien de metres|est assez haut|assez haute? pour)\b`,
    ],
    acquired: [
      r`\b(?:achete|acheter|achetais|commande|commander|recupere|procure|trouve|obtenu|chope|choppe|vole|pique|emprunte)\w* (?:${W} ){0,4}?(?:${PILLS}|${ROPE}|${GUN}|${BLADE}|charbon|poison|mort-aux-rats|helium)\b`,
      r`\bfait (?:deux|trois|quatre|cinq|plusieurs|\d+|toutes les) pharmacies\b`,
    ],
    stockpile: [
      r`\b(?:(?:garde|stocke|accumule|amasse|planque|cache|conserve|economise|rassemble)(?:e|ee|es|ees|r|ais|ait)?|mis de cote|mets de cote|mettre de cote|mettais de cote|fais des reserves de|fait des reserves de) (?:${W} ){0,3}?(?:${PILLS}|boites|plaquettes|ordonnances)\b(?!.*\b(?:pour (?:le|la|les|un|une) (?:voyage|vacances)|hors de (?:la )?portee|loin des enfants|en securite|sous cle|armoire a pharmacie)\b)`,
      r`\b(?:avoir|ai|jai|en ai|il y a|il me reste) (?:enfin |maintenant |largement |bien )?assez de (?:${PILLS}|boites)\b(?! pour (?:la|le|les|une|un|ce|cette|mon|ma|tenir|passer|finir))|\b(?:une|des|ma) (?:reserve|stock) de (?:${PILLS})\b|\b(?:deux|trois|quatre|cinq|plusieurs|differentes) pharmacies\b`,
      r`\b(?:il )?y en a (?:assez|suffisamment|bien assez)(?: maintenant| de cote| la)?(?=\s*(?:\.|$|pour (?:le faire|en finir|mourir|ne plus)))`,
      r`\b(?:sorti|rassemble|aligne|etale|prepare|vide)\w* (?:toutes|tous) (?:les |mes )(?:boites|plaquettes|flacons|${PILLS})\b(?!.*\bpour (?:faire le tri|trier|ranger|jeter|les rapporter|verifier))`,
    ],
    farewell: [
      r`\b(?:lettres?|mots?|messages?|videos?|mails?) (?:de |d )?adieux?\b(?![^.!?]{0,150}\b(?:equipe|collegues|classe|eleves|bureau|boite|clients|abonnes|demenag\w*|retraite|nouveau poste|pot|carte)\b)`,
      r`\b(?:lettres?|mots?|messages?|videos?|mails?) (?:${W},? ){0,5}?(?:a (?:ouvrir|lire|regarder|envoyer|publier)|programme\w*|pour) (?:apres|quand je (?:serai|ne serai) \w+|une fois que je)\b|\ba (?:ouvrir|lire|regarder) (?:apres|quand je (?:serai|ne serai) \w+)(?=\s*(?:[.,;!?]|$))`,
      r`\bpour (?:qu'ils|que ils|qu'elles|que elles|que tu|que vous) (?:sachent|saches|sachiez|comprennent|comprenne) pourquoi\b|\b(?:ce est|cest|c)(?: pas| ne est pas) (?:de (?:leur|ta|votre|sa) faute|leur faute)\b`,
    ],
    // Letters to each of them, or to the family: with a day or a goodbye they are a farewell.
    lettersToAll: [
      r`\b(?:ecrit|ecrire|laisse|laisser|prepare|redige|enregistre|programme)\w* (?:${W} ){0,3}?(?:lettres?|mots?|messages?|videos?|mails?|textos?|cartes?) (?:pour|a) (?:chacune? de (?:mes|mon|ma) (?:${PEOPLE}s?|enfants|proches|amis|amies)|tout le monde|tous mes (?:proches|amis|enfants)|mes proches)\b(?!.*\b(?:anniversaires?|nouvel an|noel|fetes|mariage|bapteme|invitations?|voeux|pot|soiree|fete|remerci\w*)\b)`,
      r`\b(?:lettres|mots|messages|cartes) (?:a|pour) (?:mes|ma|mon) (?:parents|enfants|proches|famille|mere|pere|maman|papa|freres?|soeurs?|femme|mari|conjointe?|copain|copine|chum|blonde|fils|filles?|amis|amies)\b|\b(?:messages?|mails?|textos?) (?:pour|a) (?:tout le monde|chacun|mes proches),? programme\w*`,
      r`\bje (?:les|la|le) (?:laisse|laisserai|pose|poserai|mets|mettrai|cache) (?:sur|sous|dans|pres de|a cote de) (?:la|le|mon|ma|leur|son|sa) (?:table|lit|bureau|oreiller|boite aux lettres|commode|cuisine)\b`,
    ],
    affairsInOrder: [
      r`\b(?:mis|mettre|mets) (?:de le ordre dans|en ordre) (?:mes|mon|ma) (?:papiers|affaires|comptes)\b|\bmes (?:affaires|papiers|comptes) en ordre\b|\b(?:mis|mets|mettre) (?:mes|mon|ma) (?:papiers|affaires|comptes) en ordre\b`,
      r`\b(?:redige|fait|ecrit|prepare|refait|termine|signe)\w* (?:mon|un) testament\b(?!.*\b(?:mariage|maison|bebe|naissance|notaire conseille|enfants sont nes)\b)|\btestament (?:fait|redige|signe)\b`,
      r`\b(?:laisse|donne|confie|transmis|envoye)\w* (?:${W} ){0,2}?(?:mes|mon|ma) (?:codes?(?: de banque| bancaires?)?|mots de passe|identifiants)\b`,
      r`\b(?:confie|donne|laisse|offert|refile|legue|place)\w* (?:${W} ){0,4}?(?:mon|ma|mes) (?:chat|chats|chien|chiens|lapin|animaux|perroquet|oiseau|cheval|poisson|hamster|affaires|console|guitare|velo|bijoux|vetements|livres|bouquins|collection|disques|vinyles|economies|ordi|ordinateur|montre|plantes|jeux)\b(?: ${W}){0,4}? a (?:mon|ma|mes|une|un|la|le)\b(?<!\b(?:demenag|vide-grenier|vend|trop petit|tri|desencombr|minimalis|emmaus|recycl|allergi|vacances|conges|garder pendant)\w*\b.*)(?!.*\b(?:demenag|vide-grenier|allergi|vacances|pendant|le temps de|garder)\w*)`,
    ],
    plan: [
      r`\b(?:je ai|jai|g) tout (?:prevu|planifie|organise|prepare|calcule|pense|reflechi)\b(?! pour (?:le|la|les|mon|ma|mes|notre|nos|ce|cette|un|une|demain))`,
      r`\bje sais (?:exactement |deja |tres bien |maintenant )?(?:comment|ou|quand|avec quoi) (?:je (?:le |la )?(?:ferais|ferai|fais|vais le faire)|le faire)\b|\bje sais que (?:ce est|cest|c|ce sera|ca sera) (?:la|ici|le bon endroit|le jour)\b`,
      r`\bje sais (?:exactement |deja )?(?:ou|comment) (?:la |le |l )?(?:accrocher|attacher|fixer|nouer|pendre)\b`,
      r`\bje sais (?:exactement |deja |maintenant )?(?:quel|quelle|quels|quelles|lequel|laquelle) (?:${HEIGHT}|${TRACKS}|${PILLS}|methode|moyen|endroit|coin|lieu|arbre|corde|dose|produit|arme) (?:${W} ){0,2}?(?:je (?:choisirais|choisirai|prendrais|prendrai|utiliserais|utiliserai|sauterais))\b`,
      // A place picked: 'j'ai repéré un coin dans la forêt', 'je suis allée repérer le pont'.
      r`\b(?:(?:je ai|jai|g) (?:deja |enfin )?(?:choisi|trouve|repere)|(?:suis |etais )?allee? reperer|aller reperer) (?:le|la|un|une|mon|ma|les) (?:${W} )?(?:endroit|coin|lieu|spot|pont|immeuble|falaise|falaises|arbre|branche|poutre|${HEIGHT})\b(?!.*\b(?:pique-?nique|vacances|camping|photos?|fete|mariage|resto|restaurant|bar|apero|diner|souper|bosser|travailler|lire|courir|balade|randonnee|vue|visiter|sympa|genial|super|ideal|parfait)\b)`,
      r`\b(?:je ai|jai|g) (?:choisi|decide|fixe) (?:la|ma|le|mon) (?:methode|moyen|facon|maniere|jour|date|heure)\b(?= *(?:[.,;:!]|$|pour le faire|pour en finir|ce sera))|\b(?:ce est|cest|c) decide,? (?:je (?:le |la )?(?:fais|ferai)|je vais le faire|je passe a le acte)\b`,
      r`\b(?:prete?|decidee?|vais|sur le point de|envie de) (?:de |a )?passer a le acte\b`,
    ],
    soon: [
      r`\b${SOON}\b`,
      r`\bapres (?:le |la |les |mon |ma |mes )(?:${W} ){0,2}?(?:anniversaire|fetes|noel|mariage|examen|rentree|vacances|enterrement|bapteme|fete|reveillon|nouvel an|communion)\b`,
    ],
    atTheEdge: [
      r`\b(?:je suis|jsuis|suis|je me tiens|je reste|assise?|debout|perchee?|penchee?|accroupie?|installee?) (?:${W} ){0,2}?(?:sur|su'l|sul|su le|su la|au bord (?:du|de la|de le|des)|en haut (?:du|de la|de le|des)|au sommet (?:du|de la|de le|des)|au-?dessus (?:du|de la|de le|des)|de le autre cote (?:du|de la|de le)) (?:(?:le|la|les|un|une|mon|ma|ce|cette) )?(?:${W} )?(?:rebord|pont|toit|falaises?|viaduc|passerelle|rambarde|parapet|garde-corps|barrage|voies?|rails|vide|precipice|bord du quai|immeuble|dernier etage)\b(?! (?:depuis (?:ce matin|6h|\d+h)|pour (?:le|la|les) (?:lancement|projet|dossier)))(?!.*\b(?:bateau|navire|ferry|paquebot|voilier|croisiere|bouchons|embouteillages|trafic|en route|voiture|velo|soleil|bronzer|couvreur|chantier|travaux|infiltrations?|antenne|gouttiere|panneaux solaires|rooftop|terrasse|apero|barbecue|photos?|coucher de soleil|vue|ouvriers?|technicien|expert|architecte|reparer|verifier|inspecter|installer|nettoyer)\b)`,
      r`\b(?:je suis|jsuis|suis|debout|assise?) (?:${W} ){0,2}?au bord (?:du|des) (?:quai|quais|voies|rails)\b|\bje (?:regarde|fixe) (?:en bas|le vide)\b|\b(?:enjambe|passe|escalade)\w* (?:la|le) (?:rambarde|parapet|garde-corps|barriere)\b`,
    ],
    takeItAll: [
      r`\btout (?:prendre|avaler|gober|bouffer)\b(?! (?:en charge|sur moi|au serieux|a coeur|en main|en compte|en photo|en note|pour moi|de haut|mal|bien))`,
      r`\b(?:prendre|avaler|gober|prends|avale|gobe|prendrai|avalerai) (?:toute la boite|toute la plaquette|tout le flacon|tout le tube|la boite entiere|tout le stock|toute ma reserve|tous (?:mes|les) (?:${PILLS})|toutes (?:mes|les) (?:${PILLS})|les (?:${PILLS}) (?:tous|toutes) en meme temps)\b`,
      r`\b(?:les (?:prendre|prends|prendrai|avaler|avale|avalerai|gober|gobe) (?:tous|toutes)|(?:tous|toutes) les (?:prendre|avaler|gober))\b(?<!\b(?:croissants?|gateaux|bonbons|chocolats|biscuits|photos|billets|places|cours|conges|jours|rendez-vous|appels|dossiers|livres|vetements|fruits|parts)\b.*)`,
    ],
    toEndIt: [
      r`\bpour en finir\b(?! avec (?:ce|cette|les|le|la) (?!vie))|\bpour (?:ne plus|plus|pu) (?:jamais )?(?:me reveiller|souffrir|rien sentir|rien ressentir|etre la|exister)\b|\bpour mourir\b|\bpour que (?:tout|ca|ce|la douleur) (?:se arrete|s'arrete|soit fini|finisse|cesse)\b`,
      r`\b(?:voulais|veux|voudrais) que (?:ce|ca|tout) (?:soit|se) (?:fini|finie|termine|arrete)\w* (?:pour de bon|pour toujours|definitivement|une fois pour toutes)\b|\bje voulais (?:mourir|en finir)\b`,
      // Veiled intent: 'j'ai peur de faire une connerie', 'vendredi c'est fini pour moi'.
      r`\b(?:peur de|envie de|je vais|vais|risque de|sur le point de) (?:faire une (?:grosse )?(?:connerie|betise|folie)|passer a le acte)\b|\b(?:ce est|cest|c|ce sera|ca sera|tout est|tout sera) (?:bientot )?fini pour moi\b(?! (?:le|la|les|ce|cette|cet|au|a|de|avec|chez|dans|en|comme|pour)\b)`,
    ],
    ominousPurpose: [
      r`\b(?:vous|tu) (?:savez|sais) (?:tres bien |bien |deja )?(?:pourquoi|pour quoi faire)\b|\b(?:ce est|cest|c) pas (?:vraiment )?pour (?:un roman|un livre|une histoire|un ami|une amie|un projet|le jardin|la chasse|le bricolage|le camping|bricoler|une etude|un cours)\b`,
      r`\bpour (?:le|quand le) (?:grand )?(?:moment|jour) (?:venu|sera venu|viendra)\b(?<=\b(?:${MEANS}|${BLADE})\b.*)`,
      r`\bsans (?:que (?:on|personne|le pharmacien|la pharmacienne) (?:ne )?(?:me )?(?:pose|posent|demande)\w* (?:de |des )?questions|(?:me )?poser de questions|eveiller (?:les )?soupcons?)\b(?<=\b(?:pharmacies?|${PILLS}|${ROPE}|${GUN})\b.*)`,
    ],
    hopeless: [
      r`\ba quoi bon\b|\b(?:plus )?rien (?:ne )?a (?:plus )?de sens\b|\b(?:ma vie|la vie|tout ca) (?:ne )?a (?:plus|pu|aucun|pas) de sens\b`,
      r`\b(?:pas|aucune|sans) (?:de |d )?issue\b(?! (?:cote|pour (?:le|la|les|ce|cette|ces|notre|nos) |au (?:projet|dossier|conflit)))(?<!\b(?:projet|budget|dossier|negociation|bug|contrat|impasse|conflit|greve|crise|reunion)\b.*)|\bpas de porte de sortie\b`,
      r`\b(?:je )?(?:ne )?vois (?:pas|plus|pu|aucune?) (?:de |d )?(?:issue|sortie|avenir|futur|lumiere)\b(?! (?:pour (?:le|la|ce|cette|notre)|a (?:ce|cette|la) (?:projet|probleme|situation)))`,
      r`\b(?:je |j)?(?:ne )?en peux (?:plus|pu|pus)\b(?! de (?!(?:tout|toute|vivre|cette vie|la vie|ma vie|moi|rien|exister|me battre|lutter|souffrir)\b))|\bau bout du rouleau\b|\bje (?:suis|me sens) (?:${W} )?a (?:bout|boutte)\b(?! de (?:souffle|bras|champ|course|ligne|nerfs))`,
      r`\b(?:marre|ras le bol|tannee?|ecoeuree?|fatiguee?|epuisee?|lasse?|saoulee?) de tout\b|\bplus (?:la )?force de (?:rien|me battre|continuer|lutter)\b|\bje (?:ne )?(?:tiens|supporte) (?:plus|pu) (?:le coup|rien)\b|\bje (?:ne )?peux (?:plus|pu) continuer (?:comme ca|ainsi)\b`,
      r`\b(?:plus|aucun|pas de|sans) (?:de |d )?espoir\b|\bje suis (?:desesperee?|sans espoir)\b|\brien (?:ne )?(?:changera|va changer|ira mieux) (?:jamais)?\b|\bca (?:ne )?(?:ira|changera|s'arrangera|se arrangera) jamais\b`,
      r`\b(?:rien|ca|ma vie) (?:ne )?(?:va )?jamais (?:changer|se arranger|aller mieux|s'arranger)\b|\b(?:fatiguee?|epuisee?|lasse?|marre) de (?:me battre|lutter|faire semblant|survivre)\b|\ba quoi (?:ca|cela) (?:sert|servirait) (?:tout ca|de vivre|de continuer|de me battre|de essayer|la vie)\b`,
      r`\b(?:piegee?|prise? au piege)\b(?! (?:dans (?:les |le )?(?:bouchons|trafic|embouteillages|ascenseur|reunion|une reunion))|par)|\bcoincee?,? (?:${W} ){0,2}(?:sans|aucune|pas de) issue\b`,
      r`\bje (?:me sens|suis) (?:${W} )?vide (?:a le interieur|de tout|en dedans)?${END}|\b(?:ne plus rien|plus rien|je (?:ne )?(?:ressens|sens) plus rien) (?:ressentir|sentir)?${END}|\bque (?:la douleur|ca|tout) (?:se arrete|s'arrete|cesse)\b|\bje (?:ne )?sers a rien\b(?! (?:dans|en|au|a le|sur|pour))`,
      r`\bje abandonne\b(?=\s*(?:[.,;!]|$|tout|la partie))`,
    ],
    burden: [
      r`\b(?:un|une|le) (?:poids|fardeau|boulet|poids mort|charge) (?:pour|a) (?:${W} ){0,2}?(?:tout le monde|tous|toute? ma famille|ma famille|mes proches|mon entourage|les autres|la societe|eux|(?:mon|ma|mes) ${PEOPLE}s?)\b`,
      r`\bje (?:me sens|suis|serais|serai) (?:juste |tellement |toujours |vraiment )?de trop\b(?! dans (?:cette|la|le|ce) (?:reunion|equipe|projet|conversation|groupe|soiree))`,
      r`\bje (?:leur |lui )?(?:pourris|gache|complique|empoisonne|bousille) la vie (?:de|a|des) (?:tout le monde|tous|mes \w+|ma \w+|mon \w+|ceux|les autres|mes proches)\b|\bje leur (?:pourris|gache|complique) la vie\b`,
    ],
    disappear: [
      r`\b${WANT} ${ADVERBS}(?:tout (?:quitter|lacher|plaquer) et (?:de )?)?(?:disparaitre|me evaporer|me volatiliser|me faire oublier|que on me oublie|me terrer|me cacher (?:dans un trou|loin de tout))\b(?!.*\bhonte\b)(?! (?:sous terre|de honte|de (?:ce|cette|cet|le|la|les|mon|ma|mes|son|sa|ses|tous les|des|ton|ta|tes)\b|pour (?:le|un|une|quelques|deux|trois)|en (?:vacances|voyage|week-?end)|au |a la |a le |aux |sur une ile|une semaine|un week-?end|quelques jours|le temps de|deux semaines|un mois|dans (?:ma chambre|mon lit|un spa|la nature)))`,
      r`\b${WANT} ${ADVERBS}(?:dormir|hiberner|me endormir|sombrer)(?: ${W}){0,3}? (?:pendant )?(?:des (?:semaines|mois|annees)|(?:tres |super |hyper )longtemps|pour toujours|une eternite|mille ans|cent ans|sans (?:jamais )?me reveiller)\b(?!.*\b(?:lol|mdr|ptdr|haha\w*|xd)\b)`,
      r`\bpersonne (?:ne )?(?:me regretterait|me chercherait|remarquerait (?:mon absence|si)|verrait (?:mon absence|la difference si je)|se rendrait compte (?:de mon absence|si))\b|\bsi je (?:disparaissais|partais|mourais|crevais|etais plus la|ne etais plus la),? (?:${W} ){0,2}personne\b`,
      r`\bsans que personne (?:ne )?me (?:cherche|trouve|retrouve)\b`,
      r`\b(?:personne|tout le monde|qui) (?:ne )?(?:se en (?:ficherait|foutrait|rendrait compte|apercevrait)|remarquerait|verrait (?:la difference|rien)|me chercherait|me regretterait|serait triste|pleurerait)\b(?: ${W}){0,3}? si je (?:disparaissais|mourais|crevais|partais|etais plus la|ne etais plus la|me tuais)\b`,
    ],
    pastAttempt: [
      // First person, and told as history ('à 17 ans', 'il y a des années', 'déjà'), not as just now.
      r`\b(?:(?:je ai|jai|g) (?:deja )?(?:fait|faite) (?:une|deux|trois|plusieurs) (?:ts|tentatives?(?: de suicide)?|od|overdoses?)|(?:je ai|jai|g) (?:deja )?(?:tente|essaye|essaie) de (?:me suicider|me tuer|mettre fin a mes jours|en finir|me foutre en le air|me pendre)|ma (?:premiere |derniere )?(?:ts|tentative(?: de suicide)?)|(?:survecu|survivante?) a (?:une|ma) tentative)\b(?=.*\b(?:ans|an|annees?|il y a|y a|quand je|autrefois|depuis (?:longtemps|des annees)|ado|adolescente?|plus jeune|au lycee|en \d{4}|par le passe|dans le passe|derriere moi|avant)\b|(?<=\bdeja\b.*))(?!.*\b(?:hier|cette nuit|ce matin|tout a le heure|il y a (?:une|deux|quelques|\d+) (?:heures?|minutes?))\b)`,
    ],
    selfInjury: [
      r`\b(?:je |j)?(?:me|jme) suis (?:encore |de nouveau |a nouveau |re|deja |un peu |volontairement |expres )?(?:scarifiee?|coupee?|entaillee?|tailladee?|brulee?|cramee?|mutilee?|laceree?|(?:griffee?|mordue?|grattee?|pincee?) jusqu'?(?:e )?au sang|fait du mal|fait mal (?:expres|volontairement)|ouvert (?:le|les|la) (?:bras|poignets?|cuisses?|peau|veines))s?\b(?! (?:les cheveux|la frange|les ongles|de (?:tout|tout le monde|mes|ma|mon|la|le|les|du|des|ses))\b)(?!.*\b(?:en (?:me |te |se )?(?:cuisinant|epluchant|coupant|bricolant|jardinant|rasant|tombant|courant|jouant|ouvrant|repassant|faisant|relevant)|par accident|sans faire expres|accidentellement|avec (?:une |la |le )?(?:feuille|papier|boite de conserve|four|poele|casserole|bouilloire|plat)|au soleil|le doigt|les doigts|la langue|le pouce|au (?:genou|dos|pied))\b)`,
      r`\b(?:je |j)?(?:me|jme) (?:scarifie|mutile|taillade|lacere|entaille)\b|\b(?:je |j)?(?:me|jme) (?:coupe|brule|entaille) (?:les |le |la |mes )?(?:bras|poignets?|cuisses?|jambes|ventre|peau|avant-bras|hanches)\b`,
      r`\b(?:je )?(?:fais|pratique|refais|refait|fait|recommence) (?:de le |de la )?(?:automutilation|scarification)\b|\bje me automutile\w*\b|\bje me fais (?:du )?mal (?:expres|volontairement|physiquement|avec (?:une|un|des|mon|ma) \w+|pour (?:me punir|me calmer|oublier|ressentir|sentir)|quand (?:ca va pas|je suis|je angoisse|ca deborde))\b`,
      r`\b(?:me suis|jme suis|me) (?:fait|fais|refait) (?:des|une|de nouvelles?) (?:entailles?|coupures?|brulures?|scarifications?|griffures?|marques) (?:${W} ){0,2}?(?:sur|aux|au|a le|a la) (?:les |mes |le |la |mon |ma )?(?:bras|poignets?|cuisses?|jambes|ventre|peau|hanches|avant-bras)\b`,
      r`\b(?:je |j)?(?:me|jme) (?:coupe|brule|entaille|scarifie|taillade|griffe) (?:${W} ){0,2}?avec (?:un|une|mon|ma|mes|des|le|la|les) (?:${BLADE}|briquet|clope|cigarette|allumettes?|fer a repasser)\b(?!.*\b(?:cuisin\w*|epluch\w*|bricol\w*|par accident|sans faire expres)\b)`,
      r`\b(?:je )?(?:viens|venais) de (?:encore )?me (?:couper|bruler|scarifier|taillader|mutiler|entailler|faire du mal|ouvrir)\b(?! (?:les cheveux|la frange|les ongles|de (?:tout|tout le monde)))(?!.*\b(?:en (?:cuisinant|epluchant|coupant|bricolant|jardinant|rasant|tombant|repassant)|par accident|sans faire expres|accidentellement|au soleil|le doigt|les doigts|la langue|avec (?:le four|la poele|la casserole|la bouilloire))\b)`,
      r`\b(?:remise?|remets|recommence)\w* a me (?:couper|scarifier|bruler|faire du mal|taillader|mutiler|frapper)\b(?! (?:les cheveux|la frange|les ongles))|\b(?:coupures|entailles|brulures|plaies|scarifications) (?:toutes )?(?:fraiches|recentes|qui saignent encore)\b`,
      r`\bje me (?:frappe|tape|cogne|griffe|mords|pince) (?:quand|jusqu|fort|tellement|la tete|le visage|les cuisses|les bras|le ventre)\b`,
      r`\b(?:rechute|recommence|replonge)\w* (?:a |dans |de )?(?:la |le |les )?(?:scarification|automutilation|me scarifier|me couper|me faire du mal|me bruler)\b`,
      r`\b(?:je ai|jai|g) (?:encore |de nouveau )?(?:recommence|rechute|craque|replonge)\b(?=.*\b(?:saign\w*|sang|lame|plaies?|coupures?|pansements?|cicatrices?)\b)`,
      // Head against the wall, fists, self-punishment by hunger.
      r`\b(?:je |j)?(?:me|jme) (?:suis )?(?:tape|tapee|frappe|frappee|cogne|cognee)s? (?:${W} )?(?:la tete|le front|les poings|le poing|le crane) (?:contre|sur|dans) (?:le|les|la|un|une) (?:mur|murs|porte|sol|lavabo|miroir|carrelage|radiateur|table)\b(?!.*\b(?:avec ce|avec cette|de frustration|placard|etagere|en me relevant)\b)`,
      r`\b(?:me prive de (?:manger|nourriture|repas)|me affame|arrete de manger|(?:rien|pas) mange depuis|mange plus rien|ne mange plus|me fais vomir)\b(?:(?=.*\b(?:punition|punir|puni|punie|merite\w*|pas le droit)\b)|(?<=\b(?:punition|punir|merite\w*)\b.*))`,
    ],
    selfInjuryNow: [
      r`\b(?:je )?(?:vais|va|suis en train de|suis sur le point de|me apprete a) (?:encore |re)?me (?:couper|scarifier|bruler|taillader|mutiler|entailler|faire du mal|ouvrir les veines)\b(?! (?:les cheveux|la frange|les ongles|une part|un morceau|une tranche|de (?:tout|tout le monde|mes|ma|mon|la|le|des)|en cuisinant))`,
      r`\b(?:avec|tiens|ai|jai|je ai|sorti|pris|prise|serre) (?:${W} )?(?:la|une|ma|mon|le|un|les|des) ${BLADE}\b(?: ${W}){0,4}? (?:dans la main|en main|a la main|pretes?|devant moi|sur (?:le|mon|la|ma) (?:bras|poignet|cuisse|peau))\b`,
      r`\b(?:salle de bains?|toilettes|chiottes|wc|chambre|douche)\b(?: ${W}){0,5}? (?:avec|et) (?:la|une|ma|mon|le|un|les|des) (?:${W} )?(?:lames?(?: de rasoir)?|rasoirs?|cutter|cutteur|scalpel|couteau|canif|opinel|compas)\b|\bla lame (?:est )?(?:sur|contre) (?:mon|ma|le|la) (?:bras|poignet|cuisse|peau|ventre)\b`,
    ],
    selfInjuryUrge: [
      r`\b(?:envie|envies|besoin|pulsions?|tentation|le gout|gout|idee|idees|pensees?) (?:de |d )?(?:me (?:faire du mal|faire mal|couper|scarifier|bruler|blesser|mutiler|taillader|entailler|frapper|punir)|automutilation|scarification)\b(?! (?:au|a la|a le|aux|les cheveux|la frange)\b)`,
      r`\b(?:besoin de|envie de|faut que je) (?:avoir|sentir|ressentir) (?:mal|la douleur|de la douleur)\b|\bje (?:pense|pensais|songe) (?:${W} ){0,2}?a me (?:couper|scarifier|bruler|faire du mal|taillader|mutiler)\b|\bje me retiens de me (?:couper|scarifier|bruler|faire du mal)\b`,
      r`\b(?:pense|pensais|songe)\w*,? (?:${W},? ){0,3}?a me (?:couper|scarifier|bruler|faire du mal|taillader|mutiler)\b(?! (?:les cheveux|la frange|les ongles))`,
      // The urge, bare, coming back: 'l'envie revient', 'l'idée revient souvent', 'ça me reprend'.
      r`\b(?:le |la |les |mes )?(?:envie|envies|pulsions?|idee|tentation|besoin) (?:me )?(?:revient|reviennent|est revenue|sont revenues|reprend|me reprend|me reprennent|remonte|remontent|est de retour|sont de retour|me obsede|me hante)\b|\bca me reprend\b`,
    ],
    deservePain: [
      r`\bmerit\w* (?:de |d )?(?:avoir mal|souffrir|etre punie?|une punition|la douleur|de la douleur|ce qui me arrive|me faire du mal|pire)\b`,
      r`\bje (?:ne )?(?:le |la |les )?merite (?:pas|pu|plus|rien)(?: de (?:manger|vivre|etre (?:heureuse?|aimee?|la|en vie)|respirer)| le bonheur| mieux| rien)?(?=\s*(?:[.,;!?]|$| apres| vu))|\bje (?:ne )?merite (?:pas|pu|plus) de (?:manger|vivre|etre (?:heureuse?|aimee?|la|en vie)|respirer)\b`,
      r`\b(?:ce est|cest|c) (?:ma|une) punition\b|(?<!\b(?:veut|va|vont|voulait|cherche a|essaie de|essaye de) )\b(?:pour )?me punir\b|\bje me punis\b|\bje (?:dois|devrais) (?:souffrir|etre punie?|avoir mal|payer(?=\s*(?:[.,;!]|$| pour (?:ce|ca|mes|tout))))`,
    ],
    selfInjuryHint: [
      r`\bmanches longues\b(?=.*\b(?:chaud|chaleur|canicule|ete|cacher|cache|pourquoi|encore|marques|cicatrices|maudit)\b)|\b(?:recommence|encore|toujours) (?:${W} ){0,3}manches longues\b`,
      r`\bje (?:ne )?me (?:faisais|scarifiais|coupais|mutilais|brulais|tailladais)(?: plus| pu)?(?: de| du)?(?: mal)?\b|\b(?:\d+|un|une|deux|trois|quatre|cinq|six|sept|huit|neuf|dix|onze|douze) (?:ans?|mois|semaines?|jours?) sans (?:me (?:scarifier|couper|faire du mal|bruler|mutiler)|scarification|automutilation)\b`,
      r`\bcicatrices (?:sur|aux) (?:les |mes )?(?:bras|poignets|cuisses)\b|\bcacher (?:mes|les) (?:bras|poignets|cuisses|cicatrices|marques)\b|\bvieux demons\b|\b(?:arrete|stoppe|sortie? de|decroche de) (?:la |le |les )?(?:scarification|automutilation)\b`,
      r`\b(?:coupures|entailles|cicatrices) (?:${W} )?sur (?:les |mes )(?:bras|poignets|cuisses)\b|\bpasse (?:de |d )?(?:automutilation|scarification)\b`,
    ],
    threatToHarm: [
      r`\b(?:je |j)(?:vais |vas |va |men vais |me en vais |vais aller |vais finir par |veux |voudrais |pourrais |pourrai |risque de |suis capable de |suis prete? a |jure que je vais |peux )?(?:le|la|les|lui|leur|te|vous|y|l) (?:tuer|tue|buter|bute|crever|creve|planter|plante|defoncer|defonce|eclater|eclate|saigner|saigne|egorger|egorge|etrangler|etrangle|cogner|cogne|frapper|frappe|tabasser|tabasse|flinguer|flingue|poignarder|poignarde|faire (?:du )?mal|trucider|zigouiller|refroidir|degommer|bousiller|lyncher|latter|etriper|casser (?:la gueule|la figure|la tete|les dents|les jambes|la face|la yeule|les genoux|le nez)|casse (?:la gueule|la figure|la tete|les dents|les jambes|la face|la yeule)|peter (?:la gueule|la tete|les dents|la face|la yeule)|pete (?:la gueule|la tete|la face|la yeule)|refaire le portrait|refais le portrait|faire la peau|fais la peau|regler son compte|faire payer|fais payer|faire regretter|regle son compte|regle son cas|arracher la tete|sacrer une volee|crisser une volee|mettre une raclee|foutre une raclee|en mettre une|en coller une|en foutre une|coller une droite|mettre une droite|mettre une balle|tirer dessus|rouer de coups)\b(?! (?:au|aux|a la|a le) (?:tennis|foot|match|finale|echecs|ping|squash|badminton|poker|scrabble|belote|jeu|course|sprint|marathon|revanche|golf|bowling|billard|tournoi|fifa))(?<!\b(?:dossier|projet|rapport|niveau|examen|exam|partiel|gateau|plat|marathon|record|taf|tache|mail|mails|slides?|presentation|bug|ticket|livre|serie|film)\b.*)`,
      r`\bje (?:vais |veux |vas |pourrais |vais aller |jure que je vais )(?:tuer|buter|crever|planter|egorger|etrangler|poignarder|flinguer|trucider|zigouiller|tabasser|defoncer|massacrer|faire la peau a|tirer sur|casser la gueule a|peter la gueule a|regler son compte a) (?:mon|ma|mes|le|la|les|ce|cette|cet|son|sa) (?:${W} )?${PEOPLE}s?\b(?! (?:au|aux|a la|a le) (?:tennis|foot|match|finale|echecs|jeu|poker|squash|badminton))`,
      r`\b(?:defoncer|eclater|casser|peter|exploser) (?:la|les) (?:tete|gueule|figure|face|dents|yeule) (?:a|au) (?:${W} ){1,2}\b|\b(?:il|elle|y|ils) (?:va|vont|vas) (?:me le |me la |le |la )?(?:payer|regretter|morfler|deguster|prendre cher|en baver|comprendre sa douleur)\b`,
      r`\bje vais (?:le|la|les|lui|leur) faire (?:payer|regretter|la peau|sa fete)\b|\b(?:mettre|mets|foutre|fous) le feu (?:a|chez) (?:sa|son|leur|ses) (?:maison|voiture|appart|appartement|bagnole|char|bureau)\b|\bavec (?:lui|elle|eux) dedans\b`,
      // Violence done by the client, and more to come.
      r`\bje (?:le|la|les|lui|l) ai (?:encore )?(?:frappee?|cognee?|tabassee?|etranglee?|giflee?|poignardee?|etouffee?)\b`,
      r`\b(?:je ai|jai|g) (?:encore )?(?:frappe|cogne|tabasse|etrangle|gifle|poignarde|serre le cou (?:de|a)|serre la gorge (?:de|a)|mis une (?:droite|gifle|claque|raclee|beigne) a|casse la gueule a|pete la gueule a) (?:mon|ma|mes|le|la|les|un|une|son|sa|ce|cette|cet) (?:${W} )?${PEOPLE}\b`,
      r`\b(?:la prochaine fois|si ca recommence|se il recommence|se elle recommence|si il recommence|si elle recommence) (?:${W} ){0,3}?je (?:ne )?(?:me )?(?:arreterai|arreterais|retiendrai|retiendrais|controlerai|controlerais) (?:pas|plus|pu)\b`,
    ],
    weaponForSomeone: [
      r`\b${WEAPON} (?:${W} ){0,2}?(?:dans|sous|au fond de) (?:mon|ma|mes|le|la) (?:sac|sacoche|poche|poches|voiture|char|coffre|boite a gants|casier|bureau|veste|manteau|blouson|ceinture|chaussette|tiroir)\b(?!.*\b(?:chasse|stand|tir sportif|club|camping|pique-nique|peche|cuisine|randonnee|bivouac|permis|couper|pain|fruits|dejeuner)\b)`,
      r`\b(?:je (?:y|le|la) )?(?:vais|y vais|y retourne|debarque|passe|monte|descends|irai|retourne|vais aller) (?:${W} ){0,6}?avec (?:la|une|ma|mon|le|un|mes|des) ${WEAPON}\b(?!.*\b(?:baseball|softball|match|entrainement|cricket|chasse|peche|cuisine|bricol\w*)\b)`,
      r`\b(?:pris|prendre|emporte|emporter|apporte|apporter|amene|amener|glisse|cache|planque|achete|aiguise|affute)\w* (?:${W} ){0,2}?${WEAPON} (?:${W} ){0,5}?(?:pour (?:lui|elle|eux|quand|regler)|pour (?:mon|ma|ce|cette|le|la) (?:${W} )?${PEOPLE}\b(?!.*\b(?:cadeau|anniversaire|fete|noel|offrir|collection|cuisine|chasse)\b)|au (?:taf|boulot|bureau|travail)|a le (?:ecole|usine)|a la (?:reunion|fac)|chez (?:lui|elle|eux))\b`,
      r`\b(?:un|le) (?:couteau|flingue|pistolet|fusil) pour (?:quand|lui|elle)\b`,
    ],
    goingAfterSomeone: [
      r`\b(?:je )?(?:vais|men vais|me en vais|pars|file|fonce|monte|descends|debarque|y vais|retourne|irai) (?:${W} ){0,2}?(?:chez (?:lui|elle|eux)|devant chez (?:lui|elle|eux)|a son (?:bureau|boulot|travail|taf|appart|domicile)|le (?:trouver|chercher|attendre|coincer)|la (?:trouver|chercher|attendre|coincer))\b(?=.*\b(?:drette|maintenant|tout de suite|direct|en char|en voiture|ce soir)\b)(?!.*\b(?:diner|souper|manger|boire|apero|film|dormir|fete|anniversaire|aider|feter|cafe|jouer|reviser)\b)`,
      r`\bje sais (?:maintenant |enfin )(?:ou|la ou) (?:il|elle|ils|y) (?:habite|vit|travaille|bosse|se cache|dort|creche)\b|\b(?:trouve|retrouve|chope) (?:ou (?:il|elle) (?:habite|vit|travaille)|son adresse)\b`,
      r`\bje (?:le |la |les )?attends (?:${W} ){0,2}?(?:que il|que elle|qu il|qu elle) sorte\b|\bje (?:le|la|les) attends (?:devant|en bas|a la sortie|dehors|sur le parking)\b|\bje (?:suis|me suis) (?:garee?|planquee?|cachee?) (?:devant|en bas de|pres de) chez (?:lui|elle|eux)\b`,
    ],
    harmToChild: [
      r`\b(?:peur|terrifiee?|trouille|angoisse|crainte|envie|tentation|pulsions?|idees?|pensees?) (?:${W} ){0,2}?(?:de |d |que je )?(?:faire du mal|faire mal|blesser|frapper|secouer|etouffer|lacher|jeter|noyer|etrangler|cogner|taper|tuer) (?:a )?(?:mon|ma|mes|notre|nos|le|la|les) ${CHILD}\b`,
      r`\b(?:vais|pourrais|risque de|va|peur de|envie de) (?:lui )?faire (?:du )?mal a (?:mon|ma|mes|notre|nos) ${CHILD}\b|\b(?:failli|envie de|peur de|pourrais|vais|veux|me imagine) (?:${W} ){0,2}?(?:secouer|etouffer|frapper|etrangler|noyer|jeter|cogner|gifler|lacher) (?:mon|ma|mes|le|la|les|notre|nos) ${CHILD}\b`,
      r`\b(?:me imagine|me vois|failli|envie de|peur de|pourrais|pourrai|ai envie de|avais envie de|voulais|veux|tentee? de) (?:${W} ){0,2}?(?:le|la|les|l) (?:secouer|etouffer|frapper|jeter|lancer|balancer|cogner|taper|faire taire|etrangler|noyer|lacher|laisser tomber|gifler)\b(?:(?=.*\b(?:${CHILD}|pleur\w*|hurl\w*|cri\w*|biberon|couche|berceau)\b)|(?<=\b(?:${CHILD}|pleur\w*|hurl\w*|cri\w*|biberon|couche|berceau)\b.*))`,
      r`\b(?:je (?:le|la|les|l) ai|je ai) (?:secouee?s?|serree?s? trop fort)(?: (?:mon|le|la|ma) ${CHILD})?(?: ${W}){0,2}? (?:trop |tres |super )?(?:fort|violemment|brutalement)\b|\bje me fais peur\b(?:(?=.*\b(?:${CHILD}|secouer)\b)|(?<=\b(?:${CHILD}|secouer)\b.*))`,
    ],
    fearOfOwnAnger: [
      r`\bpeur de moi-?meme\b`,
      r`\b(?:peur|trouille|terrifiee?|effrayee?) (?:de ce que je (?:pourrais|pourrai|vais|risque de|serais capable de) faire|de ce dont je suis capable|de perdre le controle|de peter (?:un cable|les plombs)|de devenir violente?|de (?:lui|leur) faire du mal|de faire du mal a quelqu'?un|de blesser quelqu'?un)\b`,
      r`\bjusqu'?(?:e )?ou je (?:pourrais|pourrai|serais capable de) aller\b`,
      r`\b(?:ma|cette|la|mon|ce) (?:colere|rage|violence|haine|agressivite|impulsivite) (?:me )?(?:fait|font) peur\b|\b(?:ca|cela) me (?:fait|fout|file) (?:peur|la trouille|la frousse|les jetons),? (?:cette|ma|la) (?:colere|rage|violence)\b`,
      r`\bje (?:ne )?me reconnais (?:plus|pu|pas) quand (?:ca monte|je (?:suis|me mets) en colere|je me enerve|je pete|la colere)`,
      r`\b(?:colere|rage|violence|nerfs|haine|agressivite) (?:${W} ){0,4}?(?:de moins en moins|plus|pu|pas|mal|difficilement) (?:a )?(?:la |le |les |me )?(?:tenir|controler|contenir|maitriser|retenir|gerer|canaliser)\b`,
      r`\bje (?:ne )?(?:controle|maitrise|gere|contiens) (?:plus|pu|pas|de moins en moins) (?:ma|mes) (?:colere|rage|nerfs|violence|pulsions|reactions)\b`,
      r`\bje (?:sens que je )?(?:vais|va|risque de) (?:finir par |bientot )?(?:exploser|peter (?:un cable|les plombs|un plomb|une coche|une fuse)|disjoncter|perdre le controle)\b(?! de (?:rire|joie))(?=.*\b(?:un de ces (?:jours|quatre)|un jour|bientot|plus loin|frapper|cogner|mains|colere|rage|violen\w*)\b)`,
      r`\b(?:ira|irait|aller|va aller) plus loin que des (?:mots|paroles|cris|insultes)\b|\ben venir aux mains\b|\b(?:colere|rage|violence|agressivite) (?:devient|est|devenue) (?:${W} )?(?:ingerable|incontrolable|hors de controle|trop forte|dangereuse)\b`,
      r`\bje (?:casse|frappe|cogne|defonce|tape) (?:tout|des trucs|des objets|les murs|dans les murs|les portes)\b`,
      r`\b(?:pensees|idees|envies|pulsions|images) (?:violentes|meurtrieres|de violence|homicides|de meurtre)\b`,
      r`\b(?:pensees|images|idees|envies|pulsions|flashs?|scenes?) (?:${W} ){0,6}?(?:pousser|frapper|poignarder|tuer|blesser|etrangler|jeter|faire du mal a|faire mal a|egorger|cogner) (?:quelqu'?un|les gens|des gens|les autres|autrui|une personne|des inconnus|un inconnu|des passants|le premier venu)\b`,
      r`\b(?:je ai|jai|g) (?:completement |totalement )?perdu (?:le controle|les pedales|mon sang-froid)\b|\b(?:lance|balance|jete|envoye)\w* (?:${W} ){0,3}?(?:contre le mur|a travers la piece|a la figure|a la tete)\b`,
    ],
    physicalAbuse: [
      r`\b${ABUSER} (?:${W} ){0,2}?(?:me|m) (?:a|ont|avait|avaient) (?:encore |de nouveau |a nouveau |deja |carrement |violemment )?(?:frappee?|battue?|cognee?|tabassee?|giflee?|baffee?|etranglee?|strangulee?|mordue?|brulee?|bousculee?|secouee?|enfermee?|sequestree?|attachee?|agressee?|violentee?|brutalisee?|maltraitee?|rouee? de coups|tapee? dessus|tapee?(?! (?:dans le oeil|sur les nerfs|sur le systeme|la discute|la causette|un \w+|une \w+)))\b(?! (?:au|aux|a la|a le) (?:tennis|foot|match|finale|echecs|jeu|course|cartes))(?!.*\b(?:ballon|balle|raquette|jouet|sans faire expres|par accident|en jouant|sans le vouloir)\b)`,
      r`(?<!\b(?:qui|ca|cela|ce|chose|truc) )\b(?:me|m) (?:a|ont|avait|avaient) (?:encore |de nouveau |a nouveau |deja |violemment )?(?:frappee?|tabassee?|giflee?|baffee?|etranglee?|strangulee?|rouee? de coups|sequestree?|(?:poussee?|projetee?|jetee?) (?:${W} ){0,2}?(?:contre|par terre|au sol|dans les escaliers|dans le mur|violemment)|trainee? (?:${W} ){0,3}?par (?:les cheveux|le bras|terre|le col)|tiree? par les cheveux|(?:prise?|attrapee?|empoignee?|saisie?) (?:${W} ){0,2}?(?:a la gorge|par le cou|par la gorge|par les cheveux)|serre (?:le cou|la gorge)|tordu (?:le|les) (?:bras|poignets?|doigts)|casse (?:le nez|une cote|le bras|la machoire|des dents)|(?:mis|sacre|crisse|donne|flanque|colle|fout|envoye|balance) (?:une|un|des) (?:gifle|claque|baffe|beigne|tarte|torgnole|mandale|patate|droite|raclee|volee|rouste|trempe|taloche|coups?(?! de (?:pression|fil|main|pouce|stress|vieux|massue|projecteur|boost|collier|telephone|balai|coeur|genie|chance|neuf|frais|soleil|froid)))|leve la main sur moi)(?!.*\b(?:ballon|balle|raquette|jouet|sans faire expres|par accident|en jouant|sans le vouloir)\b)`,
      r`\b${ABUSER} (?:${W} )?(?:me|m) (?:frappe|bat|cogne|gifle|etrangle|enferme|tabasse|brutalise|maltraite|bouscule|secoue|mord|tire les cheveux|tord le bras|tape dessus)\b(?! (?:au|aux|a la|a le|toujours aux|par (?:son|sa|ses)|sur les nerfs|sur le systeme))`,
      r`\b${ABUSER} (?:${W} )?(?:leve|a leve|levait|a deja leve) la main sur moi\b`,
      r`\b(?:je ai ete|jai ete|je suis|je me suis fait|je me suis faite|je me fais|jme suis fait|jme fais) (?:encore |souvent |deja )?(?:frappee?|battue?|tabassee?|agressee?|violentee?|brutalisee?|maltraitee?|etranglee?|giflee?|sequestree?|frapper|battre|tabasser|agresser|cogner|etrangler|gifler|taper dessus|casser la gueule|passer a tabac)\b(?!.*\b(?:judo|karate|randori|combat|sparring|boxe|match|jeu|boss|partie|rugby|entrainement|sur les doigts)\b)`,
      r`\b(?:je (?:subis|vis|endure)|je suis victime de|je ai subi|jai subi) (?:des |de la |les )?(?:violences?|coups|maltraitances?)\b`,
      r`\b(?:bleus?|marques|hematomes?|coquard|oeil au beurre noir|traces de (?:doigts|coups)) (?:${W} ){0,4}?(?:que il|qu il|que elle|de ses coups|a cause de (?:lui|elle)|par lui)\b|\bcacher (?:mes|les) (?:bleus|marques|hematomes|traces de coups)\b|\bpeur de rentrer (?:a la maison|chez moi)\b`,
    ],
    sexualAssault: [
      r`\b(?:me|m) (?:a|ont|avait|avaient) (?:${W} )?(?:violee?|agressee? sexuellement|abusee?(?! de (?:ma|mon) (?:confiance|gentillesse|patience|temps))|pelotee?|tripotee?|droguee?|touchee? (?:${W} ){0,3}?(?:sans mon|malgre|contre mon|de force|alors que je|pendant que je|partout|aux seins|les seins|les fesses|le sexe|entre les jambes)|forcee?(?=\s*(?:[.,;!?]|$| a (?:coucher|faire (?:le amour|des choses|des trucs)|le sucer|avoir des rapports|me deshabiller|des (?:choses|trucs|actes))))|obligee? a (?:coucher|avoir des rapports|faire (?:des choses|des trucs|le amour)|le sucer))`,
      r`\b(?:a|ont|avait|avaient|abuse|abusait) (?:abuse )?de moi\b|\b(?:je ai|jai|g) ete (?:${W} )?(?:violee?|agressee? sexuellement|abusee? sexuellement|abusee?|droguee?)\b`,
      r`\b(?:je me suis fait|jme suis fait|je me suis faite|je me fais|on me a|on a essaye de me) (?:violer|agresser sexuellement|abuser|tripoter|peloter|toucher (?:${W} ){0,3}?(?:sans|malgre|de force|partout))\b`,
      r`\b(?:je suis|jsuis) (?:une )?victime (?:de|d) (?:viol|inceste|attouchements|agression sexuelle|abus sexuels?)\b|\b(?:je ai|jai) subi (?:un |des )?(?:viol|attouchements|agression sexuelle|inceste)\b|\bmon (?:viol|violeur)\b`,
      r`\b(?:rapports?|relations?) (?:sexuels? )?(?:non consentis?|forcee?s?|sans mon consentement)\b`,
      r`\b${ABUSER} (?:${W} )?me (?:touchait|touche|tripotait|tripote|caressait|pelotait|pelote)\b(?=.*\b(?:petite?|enfant|ado|adolescente?|la nuit|lit|recommence|encore|sans (?:mon|que)|de force|quand je dormais|\d+ ans)\b)`,
      // Drink spiked, and what followed.
      r`\b(?:mis|verse|glisse|met|mettre)\w* (?:un truc|quelque chose|qqch|de la drogue|du ghb|une drogue|un produit|une pilule|un cachet) dans (?:mon|mes) (?:verre|verres|boisson|cocktail|biere|cafe)\b`,
      r`\b(?:me a fait|me ont fait|se est passe|se est produit) (?:des choses|quelque chose|ce) que je (?:ne )?(?:voulais|veux) (?:pas|pu|plus)\b`,
    ],
    threatenedWithHarm: [
      r`\bmenac\w* (?:${W} ){0,2}?de me (?:tuer|buter|frapper|faire du mal|faire la peau|defigurer|bruler|egorger|planter|retrouver|enlever les enfants|prendre les enfants)\b|\bmenace\w* de mort\b|\bme (?:menace|a menacee?|ont menacee?) (?:de mort|avec (?:un|une|son|sa) ${WEAPON})\b`,
      r`\b(?:dit|dis|disait|ecrit|texte|envoye|jure|repete|crie|hurle|promis|prevenu)\w* (?:${W} ){0,8}?(?:que |qu )?(?:il|elle|y|ils) (?:va |allait |vont |allaient |viendra |viendrait )?me (?:tuer|tuera|tuerait|buter|butera|buterait|crever|faire la peau|fera la peau|ferait la peau|faire du mal|fera du mal|ferait du mal|defigurer|retrouver|retrouvera|retrouverait|egorger|planter|bruler)\b`,
      r`\bsi (?:je|jamais je) (?:${W} ){1,5}?(?:il|elle|y|ils) (?:va |vont |allait )?me (?:tue|tuer|tuera|tuerait|bute|buter|butera|creve|retrouvera|fera la peau|ferait la peau|defonce|frappe)\b`,
      r`\b(?:il|elle|y|ils) (?:va |vont |allait )?me (?:tuer|tuera|tuerait|tue|buter|butera|faire la peau|fera la peau|retrouver|retrouvera) si je (?:le |la |les )?(?:quitte|pars|porte plainte|parle|appelle|le dis|dis|raconte|divorce|revois|demenage|prends les enfants)\b`,
    ],
    coerciveControl: [
      // Someone else checking the client's phone, messages, money or whereabouts ('il regarde mon natel', 'elle gère tout l'argent').
      r`(?<!\b(?:je|j|chef|cheffe|patron|patronne|manager|boss|banque|banquier|banquiere|comptable|rh|entreprise|boite|employeur)\b.{0,30})\b(?:regarde|fouille|controle|verifie|lit|epluche|espionne|surveille|checke?|inspecte|gere|tracke|piste)\w* (?:tout |toujours |tous |toutes )?(?:(?:mon|ma|mes|tout mon|toute ma|tous mes|toutes mes) (?:telephone|tel|portable|cell|cellulaire|natel|gsm|mobile|messages|textos|sms|mails|courriels|conversations|whatsapp|reseaux|comptes?|argent|salaire|paie|depenses|releves|cartes?|localisation|geolocalisation|position|trajets|frequentations|agenda)|(?:le|la|les|tout le|toute la) (?:argent|comptes?|salaire|cartes? bancaires?|carte bleue))\b`,
      r`\b${ABUSER} (?:${W} ){0,2}?(?:garde|confisque|prend|me prend|a pris|tient|detient|me retire|me a pris|me a confisque) (?:toutes? |tous |tout )?(?:les|mes|ma|mon|nos|notre) (?:cartes?(?: bancaires?| de credit| bleues?)?|argent|salaire|paie|papiers|passeport|cles|telephone|portable|cell|natel|gsm|carte bancaire|chequier)\b`,
      r`\b(?:me empeche|me interdit|ne me laisse (?:pas|plus|pu)|me laisse (?:pas|pu)) (?:de )?(?:voir|sortir|travailler|parler|appeler|avoir|partir|aller|utiliser)\b`,
      r`\bje dois (?:tout )?(?:lui |leur )?(?:tout )?(?:demander (?:la permission|le autorisation|pour)|justifier|rendre des comptes|rendre compte|envoyer (?:une photo|ma position)|dire (?:ou je vais|avec qui|ou je suis)|montrer (?:chaque|tous|toutes|tout))\b`,
      r`\b(?:ce est|cest|c) (?:lui|elle) qui (?:decide|gere|controle) (?:de )?(?:tout|mes|ce que)\b|\b(?:il|elle|y) (?:me )?fait la gueule (?:${W} ){0,4}?si je\b|\bje (?:ne )?ose (?:plus|pu|pas) (?:rien dire|sortir|parler|le contredire)\b|\bje marche sur des oeufs\b`,
      r`\b(?:installe|mis|cache|planque)\w* (?:une appli|une application|un traceur|un mouchard|un gps|un logiciel espion|une puce|un airtag) (?:${W} ){0,4}?(?:(?:suivre|pister|tracer|surveiller|localiser|espionner|voir|savoir) (?:ma position|mes deplacements|mes trajets|mon telephone|mon portable|mes messages|moi|ou je suis|ou je vais|ou je suis)|(?:sur|dans) (?:mon|ma) \w+)\b`,
      r`\b(?:il|elle|y|mon ${W}|ma ${W}) (?:me )?(?:suit|suivait|traque|piste) (?:partout|quand je sors|dans la rue|jusqu'?(?:e )?(?:a|au|chez))|\b(?:il|elle|y) (?:me )?(?:attendait|attend) (?:devant|en bas de|a la sortie)\b`,
      r`\b(?:me|me a|me ont) (?:coupe|coupee|isole|isolee) de (?:mes amis|mes amies|ma famille|tout le monde|mes proches)\b`,
    ],
    afraidOfPartner: [
      r`\b(?:peur|trouille|la frousse|terrifiee?|effrayee?) (?:de |d )?(?:lui|elle|mon (?:mari|copain|conjoint|compagnon|chum|ex|pere|beau-pere)|ma (?:femme|copine|conjointe|compagne|blonde|ex|mere|belle-mere))\b|\bpeur (?:de sa|de ses) (?:reaction|reactions|colere|crises|coups)\b`,
      r`\bpeur de ce que (?:il|elle) (?:ferait|pourrait faire|va faire)\b`,
      r`\b(?:(?:ne )?(?:me )?(?:sens|file|suis)\w* )?(?:pas|pu|plus) (?:tranquille|en securite|a le aise|rassuree?) (?:avec|aupres de|chez) (?:lui|elle|mon \w+|ma \w+)\b|\b(?:il|elle|mon ${PEOPLE}|ma ${PEOPLE}) me fait peur\b`,
    ],
    chestPain: [
      r`\b(?:je fais|fait|en train de faire|je crois que je fais|ce est) (?:un infarctus|une crise cardiaque|une crise de coeur)\b|\b(?:douleur|mal|serrement|oppression|poids|pression|barre|etau|brulure)s? (?:${W} ){0,4}?(?:dans la|a la|sur la|au niveau de la|en pleine) poitrine\b`,
      r`\bpoitrine (?:qui )?(?:serre|serree|me serre|brule|me fait mal|comprimee|dans un etau|en feu)\b|\bdouleur (?:thoracique|au thorax)\b|\b(?:serre|serrent|comprime|ecrase|oppresse|brule)\w* (?:la|ma) poitrine\b`,
    ],
    cardiacSign: [
      r`\b(?:je fais|fait|en train de faire|je crois que je fais|ce est) (?:un infarctus|une crise cardiaque|une crise de coeur)\b|\bbras gauche\b|\b(?:irradie|descend|part|remonte|file)\w* (?:${W} ){0,3}?(?:dans|vers|jusqu'?(?:e )?(?:a|au|dans)) (?:le|la|les|mon|ma) (?:bras|machoire|epaule|dos|cou)\b`,
      r`\b(?:transpire|sueurs? froides?|en sueur|nausee|envie de vomir)\b(?<=\b(?:poitrine|thorax|coeur|bras)\b.*)|\b(?:transpire|sueurs? froides?|en sueur|nausee|envie de vomir)\b(?=.*\b(?:poitrine|thorax|bras gauche)\b)|\bsueurs froides\b`,
    ],
    cannotBreathe: [
      r`\b(?:je |j)?(?:ne )?(?:arrive|arrivais|peux|pouvais|parviens|reussis|sais|savais) (?:plus|pu|pas|presque plus|quasiment plus) (?:a |de )?respirer\b|\b(?:du mal|de la peine) a respirer\b(?! par le nez)|\bje (?:me )?(?:suffoque|etouffe)\b(?! (?:dans|ici|avec|au|a|de|sous|en|chez))`,
      r`\b(?:je|il|elle|y) (?:ne )?respire (?:plus|pu|tres mal|vraiment mal|difficilement|a peine|bizarrement|mal)\b(?!.*\b(?:rhume|nez|sinus|pollen|la nuit)\b)|\ba arrete de respirer\b|\b(?:levres|visage|doigts) (?:bleue?s?|violette?s?|bleuatres?)\b|\bdevient (?:tout |toute )?bleue?\b`,
      r`\b(?:gorge|langue|levres?|glotte) (?:qui )?(?:gonfle|gonflent|enfle|enflent|se ferme|se serre|se resserre|a gonfle|ont gonfle|a enfle)\b|\b(?:choc|reaction) anaphylactique\b|\boedeme de quincke\b`,
      r`\b(?:ventoline|inhalateur|pompe|bronchodilatateur|salbutamol)\b(?: ${W}){0,2}? (?:fait rien|ne fait rien|fait pas effet|fait plus effet|marche pas|marche plus|ne marche (?:pas|plus)|aide pas|suffit pas|sert a rien)\b|\bcrise de asthme (?:severe|grave|tres forte|qui (?:ne )?passe pas)\b`,
    ],
    strokeSign: [
      r`\b(?:bouche|visage|levre|figure|joue) (?:${W} )?(?:de travers|tordue?|paralysee?|qui tombe|tombante|affaissee?|deformee?|qui pend)\b|\b(?:ne )?(?:arrive|arrivait|peut|pouvait|parvient|reussit) (?:plus|pu|pas) a (?:parler|articuler|trouver ses mots)\b(?! (?:a|au|aux|de|des|du|en|devant|avec)\b)`,
      r`\bparle (?:de travers|bizarrement|n'importe comment|comme un ivrogne)\b|\bmots (?:qui )?sortent (?:mal|de travers)\b|\b(?:cote|moitie) (?:du|de son|de mon|de sa) (?:visage|corps) (?:${W} ){0,2}?(?:engourdie?|paralysee?|qui tombe|ne bouge plus|insensible|inerte)\b`,
      r`\b(?:fait|faire|fais|en train de faire|faisait) (?:un )?avc\b`,
    ],
    seizure: [
      r`\bcrise (?:de epilepsie|convulsive)\b|\bconvuls\w*\b|\b(?:yeux revulses|ecume (?:a|aux) (?:la )?(?:bouche|levres)|se mord la langue)\b`,
      r`\b(?:bras|jambes|membres|corps) qui (?:tremblent|tremble|tressautent|se raidissent|se raidit|se agitent)\b(?=.*\b(?:bave|ecume|repond|conscience|yeux|tombe|effondre|par terre)\w*)`,
    ],
    unresponsive: [
      r`\b(?:inconsciente?s?|sans connaissance|inanimee?)\b|\b(?:ne )?(?:repond|reagit) (?:plus|pas|pu)\b(?! (?:a|au|aux|sur|par|de|depuis|mes|ses|son|sa|ton|ta)\b)|\b(?:arrive|peux|parviens) (?:pas|plus|pu) a (?:le|la) reveiller\b|\b(?:il|elle|y|mon ${W}|ma ${W}) (?:a |vient de )?perdu connaissance\b`,
      r`\b(?:il|elle|y|mon ${W}|ma ${W}|quelqu'?un) (?:${W} ){0,2}?(?:vient de |est )?(?:se effondrer|effondree?|tombee? (?:par terre|de un coup|au sol|raide|inanimee?))\b(?=.*\b(?:repond|bouge|reagit|respire|conscien|reveille)\w*)`,
    ],
    heavyBleeding: [
      r`\b(?:saigne|saignait|saignent) (?:beaucoup|enormement|abondamment|sans arret|comme un boeuf|a flots|partout|de plus en plus)\b|\b(?:ca|il|elle|la plaie|ma plaie|le sang) (?:ne )?(?:se arrete|arrete|cesse) pas de (?:saigner|couler)\b`,
      r`\b(?:beaucoup|plein|une mare|une flaque|enormement|tellement|trop) de sang\b|\bpisse le sang\b|\bhemorragie\b(?! de (?:talents|clients|personnel|salaries|cadres|utilisateurs))|\b(?:trempee?|imbibee?|couverte?|pleine?) de sang\b|\bme vide de mon sang\b`,
    ],
    overdoseTaken: [
      r`\b(?:je ai|jai|g|il a|elle a|y a|ils ont|on a|vient de|viens de|je me suis|me suis) (?:encore |deja )?(?:avale|pris|prendre|avaler|gobe|gober|bouffe|ingere|enfile|descendu|englouti)\w* (?:${W} ){0,2}?(?:toute? (?:la|ma|sa|une|leur) (?:boite|plaquette|tablette|flacon|fiole|reserve|stock)|tous (?:mes|les|ses|ces) (?:${W} )?${PILLS}|toutes (?:mes|les|ses|ces) (?:${W} )?${PILLS}|le (?:flacon|tube|stock) (?:entier|de)|(?:la|une|ma) (?:boite|plaquette) (?:entiere|complete)|un flacon entier|plusieurs boites|la moitie de (?:la|ma) boite|une (?:triple|grosse) dose|une (?:surdose|overdose))\b`,
      r`\b(?:avale|pris|gobe|ingere|descendu)\w* (?:genre |environ |au moins |plus de |presque |a peu pres |dans les |peut-etre )?(?:\d{2,}|une (?:dizaine|quinzaine|vingtaine|trentaine|quarantaine|cinquantaine|centaine|poignee)|(?:dix|quinze|vingt|trente|quarante|cinquante|cent)\w*|des dizaines|plein|un tas|trop|beaucoup trop) (?:de |d )?(?:${W} )?(?:${PILLS}|mes ${W}|ses ${W})\b`,
      // Lost count: 'je sais plus combien j'en ai pris', 'je sais plus combien, peut-être 15'.
      r`\b(?:ne )?(?:sais|me rappelle|me souviens) (?:plus|pu|pas) combien(?: (?:je en ai|jen ai) (?:pris|avale)|,? (?:peut-etre|genre|environ|au moins|dans les|plus de) \d{2,})\b`,
      r`\b(?:je|il|elle|y) (?:suis en train de faire|fait|fais|viens de faire|vient de faire|ai fait|a fait|ai peut-etre fait|a peut-etre fait) une (?:overdose|od|surdose)\b(?! de (?:series|chocolat|travail|boulot|sucre|cafe|reunions|netflix|films|jeux))`,
      // A child who swallowed a battery, a cleaning product, someone's pills.
      r`\b(?:a|ont|aurait|vient de|viennent de) (?:avale|bu|mange|ingere|mis dans sa bouche)\w* (?:${W} ){0,3}?(?:piles?(?: bouton)?|aimants?|javel|produit (?:menager|vaisselle|de nettoyage)|liquide vaisselle|detergent|lessive|capsules? de lessive|deboucheur|soude|antigel|white spirit|essence|alcool a bruler|mort-aux-rats|raticide|insecticide|${PILLS})\b`,
    ],
    worryingSymptom: [
      r`\bmal au mollet\b(?=.*\b(?:essouffle|vol|avion)\w*)|\b(?:me essouffle|essouffle\w*|souffle court) (?:${W} ){0,3}?(?:escaliers?|moindre effort|en marchant|pour rien|au repos)\b|\b(?:chevilles|jambes|pieds|mollets?) (?:${W} )?(?:ont |qui |sont )?(?:gonfle|enfle|gonflees?|enflees?|gonflent|enflent)\b`,
      r`\bcoeur (?:qui )?(?:fait des rates|rate des battements|bat (?:trop |super |tres |hyper |vraiment |beaucoup trop )?(?:vite|fort|irregulierement|n'importe comment)|se emballe|cogne (?:fort|trop)|palpite)\b|\b(?:palpitations|tachycardie|arythmie|extrasystoles)\b`,
      r`\b(?:failli|presque|manque de) (?:tomber dans les pommes|me evanouir|perdre connaissance|tourner de le oeil|faire un malaise)\b|\bje (?:vais|sens que je vais) (?:tomber dans les pommes|me evanouir|faire un malaise|tourner de le oeil)\b`,
      r`\b(?:engourdi\w*|fourmillements?|picotements?|perte de sensibilite) (?:${W} ){0,3}?(?:main|bras(?! gauche)|jambe|visage|cote|pied|levre|joue|doigts)s?\b|\b(?:main|bras|jambe|visage|levre|joue)s? (?:${W} ){0,2}?(?:engourdie?s?|insensibles?|qui fourmille)\b`,
      r`\bnuque (?:raide|bloquee|rigide)\b|\braideur (?:de|dans|a) la nuque\b|\b(?:pire|plus violent) mal de tete\b|\bmal de tete (?:atroce|fulgurant|en coup de tonnerre|insupportable|comme jamais)\b|\b(?:je )?vois (?:flou|double|trouble)\b|\bvision (?:floue|double|trouble|brouillee)\b`,
      r`\b(?:je fais|je viens de faire|il fait|elle fait) un malaise\b|\barrive (?:plus|pu|pas) a tenir debout\b|\b(?:crache|vomi|vomis) du sang\b`,
    ],
  },
  modifiers: {
    passed: [r`\b(?:ce est|cest|c|ca a) passe\b|\bca va mieux\b|\bca (?:se est|s'est) calme\b|\bfausse alerte\b|\bca (?:vient|va) (?:et|pis|puis) (?:ca )?(?:part|repart|passe)\b|\bce est revenu a la normale\b`],
    joking: [r`\b(?:mdr+|ptdr|lol|xd|haha\w*|jpp|je rigole(?! pas)|je plaisante(?! pas)|je deconne(?! pas)|pour rire|ce est une blague)\b`],
    leisure: [
      r`\b(?:saut a (?:le |l'?)?elastique|saut en parachute|parachut\w*|parapente|deltaplane|escalade|grimpe|alpinisme|via ferrata|canyoning|speleo\w*|chasse|ball-trap|stand de tir|randonnee|rando|plongee|peche|kayak|rafting|photo\w*|tourisme|visite guidee|tyrolienne|accrobranche|bungee)\b`,
    ],
  },
  safe: [
    r`\b(?:je vais bien|ca va|je suis en securite|tout va bien|je suis ok|je suis safe|pas de souci|tkt|te inquiete pas)\b`,
    r`\b(?:une facon de parler|une expression|une image|une blague|je plaisantais|je rigolais|je exagerais|pas au premier degre|pas serieux|au figure|pour rire)\b|\bne vous inquietez pas\b|\bne te inquiete pas\b|\bje (?:ne )?vais rien faire\b|\bpas suicidaire\b`,
  ],
  yes: [r`oui`, r`ouais`, r`ouin`, r`mouais`, r`parfois`, r`un peu`, r`je crois`, r`peut-?etre`, r`des fois`, r`carrement`, r`un petit peu`],
  no: [r`non\b`, r`nan\b`, r`pas du tout`, r`pas vraiment`, r`pantoute`, r`jamais`, r`bien sur que non`, r`absolument pas`],
};
