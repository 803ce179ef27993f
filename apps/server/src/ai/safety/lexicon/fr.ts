import type { Lexicon } from './types.js';

const r = String.raw;

// Text is normalised: lower case, no accents, elisions spelled out (j'ai -> je ai, m'a -> me a, qu'il -> que il).
const PILLS = r`(?:cachets?|comprimes?|pilules?|medocs?|medicaments?|somniferes?|anxiolytiques?|antidepresseurs?|calmants|doliprane|dafalgan|efferalgan|paracetamol|ibuprofene|aspirine|lexomil|xanax|valium|stilnox|tramadol|insuline|lithium|boites? de \w+)`;
const HEIGHT = r`(?:pont|toit|falaise|rebord|corniche|balcon|fenetre|immeuble|tour|viaduc|parking|passerelle|\d+e etage|dernier etage)`;
const TRACKS = r`(?:voies?(?: ferree)?|rails|quai|train|metro|rer|autoroute|voie rapide|periph)`;
const MEANS = r`(?:${PILLS}|corde|ceinture|arme|fusil|pistolet|flingue|${HEIGHT}|${TRACKS}|poison|javel|lac|riviere|fleuve|la seine|la mer)`;
const ABUSER = r`(?:il|elle|mon (?:mari|conjoint|copain|chum|ex|pere|beau-pere|frere|oncle|patron|chef|collegue|voisin|fiance)|ma (?:femme|conjointe|copine|blonde|ex|mere|belle-mere|soeur|tante|cheffe|patronne|collegue)|un (?:homme|mec|type|collegue|ami|inconnu|client)|quelqu'?un)`;

export const fr: Lexicon = {
  harmless: [
    r`\b(?:ce|ca|cette|le|la|mon|ma|les) (?:\w+ )?(?:me|nous) (?:tue|tuent|achevent|acheve)\b|\bca me tue\b`,
    r`\bje (?:meurs|mourais|vais mourir|suis mort[e]?) (?:de |d(?:e )?)(?:envie|faim|rire|froid|chaud|soif|fatigue|honte|ennui|peur|impatience)\b|\bmort[e]?s? de (?:fatigue|rire|faim|froid|peur|honte)\b|\bmourir de (?:rire|honte|faim|ennui)\b|\bfailli mourir de rire\b`,
    r`\bsuicide (?:professionnel|politique|social|commercial)\b`,
    r`\btue(?:r|e)? le (?:game|match|projet|temps)\b|\btuer (?:le|ce|un|cette) (?:\w+ )?(?:projet|idee|temps|produit|dossier)\b|\bai tue le\b`,
    r`\b(?:shoote|shooter|shoot|tire) (?:a )?(?:trois|3) points\b|\bpanier\b`,
    r`\b(?:serie|film|livre|roman|podcast|documentaire) (?:sur (?:un|une) )?(?:tueur|meurtre|crime|guerre|policier|polar)\w*\b|\btueur en serie\b|\bpolar\b`,
    r`\bsupprimer (?:des|\d+) postes\b|\blicencier\b|\bcouper (?:le|les|dans le) (?:budget|couts)\b`,
    r`\bcrevee?s?\b(?! (?:les pneus))|\bla creve\b`,
  ],
  someoneElse: r`\b(?:il|elle|ils|elles|lui|leur|son|sa|ses|mon (?:ami|amie|pote|frere|pere|fils|collegue|chef|patron|mari|copain|voisin|client|cousin|oncle)|ma (?:meilleure amie|amie|soeur|mere|fille|collegue|cheffe|copine|voisine|cliente|cousine|tante)|un (?:ami|collegue|client|pote)|une (?:amie|collegue|cliente)|quelqu'?un|formation|stage|atelier|documentaire|film|livre|roman|prevention|benevol\w*)\b`,
  speaker: r`\b(?:je|me|moi|mon|ma|mes)\b`,
  negation: r`\b(?:ne|pas|jamais|plus jamais|aucun|aucune|ni)\b`,
  negationReach: 1,
  concepts: {
    suicideThoughts: [
      r`\b(?:me suicider|me suicide|suicidaire|suicide)\b`,
      r`\b(?:me tuer|me tue|me flinguer|me foutre en le air|me foutre en l(?:e )?air|me noyer)\b(?! (?:au travail|a la tache|de rire))`,
      r`\b(?:en finir|finir avec tout|mettre fin a (?:mes jours|ma vie|tout))\b|\bj(?:e )?en finis\b|\bje en finis\b`,
      r`\b(?:idees|pensees) (?:noires|suicidaires)\b|\bts\b(?=.*\b(?:je|refaire|encore)\b)`,
    ],
    deathWish: [
      r`\b(?:je veux|je voudrais|j(?:e )?aimerais|je aimerais|envie de|souhaite|souhaiter|prefererais) (?:\w+ )?(?:mourir|etre mort[e]?|crever|disparaitre pour toujours|ne plus (?:exister|etre la|me reveiller)|m(?:e )?endormir (?:et|pour))\b`,
      r`\b(?:plus envie de vivre|pas envie de vivre|ne veux plus vivre|veux plus vivre|marre de vivre|fatigue[e]? de vivre)\b|\bne plus (?:jamais )?me reveiller\b|\bplus (?:jamais )?me reveiller\b`,
      r`\b(?:seraient|serait|serais|irait) (?:\w+ )?mieux sans moi\b|\bmieux sans moi\b|\bsouhaiter mourir\b`,
    ],
    finalAbsence: [r`\bje (?:ne )?serai plus la\b|\bquand je serai parti[e]?\b|\bquand je ne serai plus\b|\bje (?:voulais|veux) juste vous dire merci\b|\bmerci pour tout\b|\bc(?:e )?est un adieu\b`],
    jumpOrHang: [
      r`\b(?:me jeter|me jette|sauter|me lancer) (?:\w+ )?(?:du|de la|de le|d'?un|de un|d'?une|de une|sous|par la|depuis)\b`,
      r`\b(?:me pendre|me pends|me noyer|m'?empoisonner|me empoisonner)\b`,
    ],
    means: [r`\b${MEANS}\b`],
    lethality: [r`\bdose (?:mortelle|letale|toxique)\b|\bcombien (?:de \w+ )?(?:faut-il|il faut|faudrait) pour (?:mourir|ne plus|en finir)\b|\bsans (?:douleur|souffrir)\b|\b(?:le )?moyen le plus (?:rapide|simple|sur)\b`],
    acquired: [r`\b(?:ai achete|achete|acheter|ai pris|recupere|ai recupere|me suis procure) (?:\w+ ){0,3}(?:${PILLS}|corde|arme|fusil|pistolet)\b`],
    stockpile: [r`\b(?:je garde|j(?:e )?ai garde|stocke|je stocke|mis de cote|mets de cote|accumule|cache) (?:\w+ ){0,3}${PILLS}\b`],
    farewell: [r`\blettres? (?:de adieu|d(?:e )?adieu)\b|\bmots? d(?:e )?adieu\b|\b(?:ecrit|ecrire|laisse) (?:\w+ ){0,3}(?:un mot|une lettre|des lettres) pour (?:chacun|chacune|mes|ma|mon|tous)\b|\bdire adieu\b`],
    affairsInOrder: [r`\b(?:confie|donne|laisse) (?:mon|ma|mes) (?:chat|chien|affaires|chose)\w* a\b|\bmis de le ordre dans mes (?:papiers|affaires)\b|\bmis de l(?:e )?ordre dans mes\b|\bmes affaires en ordre\b`],
    plan: [r`\bc(?:e )?est decide\b|\bce est decide\b|\bj(?:e )?ai tout prevu\b|\bje ai tout prevu\b|\bj(?:e )?ai tout planifie\b|\bje sais (?:comment|ou) je le ferais\b|\bje sais que c(?:e )?est la\b|\bje sais que ce est la\b|\brepere[r]? (?:le|la|un|une|l(?:e )?endroit)\b|\baller reperer\b`],
    soon: [r`\b(?:ce soir|cette nuit|demain|aujourd'?hui|ce week-?end|dimanche|lundi|mardi|mercredi|jeudi|vendredi|samedi|le \d+|maintenant|tout de suite)\b`],
    atTheEdge: [r`\b(?:je suis|suis|assis[e]?|debout) (?:\w+ )?(?:sur|au bord du|au bord de la|en haut du|en haut de la) (?:le |la |l(?:e )?)?(?:rebord|${HEIGHT}|voies?|quai)\b|\b(?:au|du) \d+e\b`],
    takeItAll: [r`\b(?:tout prendre|tout avaler|les prendre tous|prendre (?:toute la boite|tous mes|toutes mes))\b`],
    toEndIt: [r`\bpour en finir\b|\bpour (?:ne plus|plus) me reveiller\b|\bpour mourir\b`],
    ominousPurpose: [r`\bvous savez (?:tres bien )?pourquoi\b|\btu sais (?:tres bien )?pourquoi\b|\bc(?:e )?est pour moi\b|\bce est pour moi\b`],
    hopeless: [r`\bj(?:e )?en peux plus\b|\bje en peux plus\b|\bje n(?:e )?en peux plus\b|\ba quoi bon\b|\bplus rien n(?:e )?a de sens\b|\bplus rien ne a de sens\b|\bplus rien n(?:e )?a de sens\b|\bpas d(?:e )?issue\b|\bsans issue\b|\bpiege[e]?\b|\b(?:tannee?|marre) de tout\b|\bje abandonne\b|\bj(?:e )?abandonne\b|\bque la douleur s(?:e )?arrete\b`],
    burden: [r`\b(?:un poids|un fardeau) pour (?:tout le monde|tous|ma famille|eux|les autres)\b`],
    disappear: [r`\b(?:disparaitre|dormir des (?:semaines|mois))\b(?=.*\b(?:aimerais|voudrais|envie|veux|personne)\b)|\bsans que personne me cherche\b`],
    pastAttempt: [r`\b(?:fait une ts|tentative de suicide|tente de me suicider|essaye de me tuer)\b(?=.*\b(?:ans|il y a|quand j|autrefois|depuis longtemps)\b)`],
    selfInjury: [r`\b(?:me suis|je me suis) (?:encore )?(?:scarifie|coupe|brule|mutile|fait du mal|frappe)[e]?s?\b(?! (?:en cuisinant|par accident|sans faire expres))|\bscarif\w*\b|\bautomutil\w*\b|\bje me scarifie\b`],
    selfInjuryNow: [r`\b(?:je vais|j(?:e )?ai envie de|je veux) me (?:couper|scarifier|bruler|faire du mal)\b(?=.*\b(?:maintenant|ce soir|lame|cutter)\b)`],
    selfInjuryUrge: [r`\benvie de me (?:faire du mal|couper|scarifier|bruler|blesser)\b`],
    deservePain: [r`\bmerite[r]? (?:de )?(?:avoir mal|souffrir|etre puni[e]?|une punition)\b|\bje merite\b`],
    selfInjuryHint: [r`\bmanches longues (?:encore|par cette chaleur)\b`],
    threatToHarm: [
      r`\b(?:je (?:vais|vas) (?:le|la|les|lui) (?:tuer|buter|defoncer|frapper|planter|casser la gueule|eclater)|je (?:le|la|lui) (?:defonce|tue|bute|plante|eclate|casse) (?:la tete|la gueule)?)\b`,
      r`\b(?:defoncer|eclater|casser) la (?:tete|gueule) a\b|\bil va (?:me le payer|le regretter)\b`,
    ],
    weaponForSomeone: [r`\b(?:un couteau|le couteau|une batte|la batte|un flingue|une arme) (?:dans mon sac|dans la voiture|dans ma poche|pour (?:quand|lui|elle))\b`],
    goingAfterSomeone: [r`\bj(?:e )?attends (?:qu(?:e )?il|qu(?:e )?elle|que il|que elle) sorte\b|\bje attends que il sorte\b|\bje vais (?:chez lui|chez elle|le voir|la voir) (?:ce soir|maintenant)\b`],
    harmToChild: [r`\benvie de (?:le|la) secouer\b|\bpeur de (?:lui faire|le secouer|la secouer)\b|\bje me fais peur\b(?=.*\b(?:bebe|petit|petite|enfant|secouer)\b)`],
    fearOfOwnAnger: [r`\bpeur de moi-?meme\b|\bpeur de ce que je (?:pourrais|pourrait) faire\b|\bjusque? ?ou je pourrais aller\b|\bjusque ou je pourrais aller\b`],
    physicalAbuse: [
      r`\b${ABUSER} (?:\w+ )?(?:me a (?:gifle|frappe|battu|pousse|serre le cou|etrangle|enferme|cogne|tabasse|bouscule|mis une claque)|me (?:frappe|bat|tape|cogne|etrangle|enferme|gifle|tabasse))\w*\b`,
      r`\bme a (?:gifle|frappe|battu|serre le cou|etrangle|enferme|tabasse|cogne)e?\b|\bviolences? (?:conjugales|domestiques)\b(?=.*\b(?:je|me|moi|subis)\b)|\bpeur de rentrer (?:a la maison|chez moi)\b`,
    ],
    sexualAssault: [r`\b(?:me a violee?|me a agressee? sexuellement|a abuse de moi|me a force[e]? a)\b|\b(?:j(?:e )?ai ete|je ai ete|ete) (?:violee?|agressee? sexuellement|abusee?)\b`],
    threatenedWithHarm: [r`\b(?:me faire la peau|me tuer|me buter|me frapper|me retrouver) si\b|\bmenace de me (?:tuer|frapper|faire)\b|\ba dit (?:que il|qu(?:e )?il) allait me (?:tuer|faire la peau|frapper)\b`],
    coerciveControl: [r`\b(?:regarde|fouille|controle|verifie|gere) (?:tout )?(?:mon|ma|mes|le|l(?:e )?|tout le) (?:telephone|portable|messages|argent|compte|position)\b|\bje dois (?:lui demander|justifier)\b|\bne me laisse pas (?:sortir|voir|travailler)\b`],
    afraidOfPartner: [r`\bpeur de (?:lui|mon mari|mon copain|mon conjoint|mon chum|ma femme|mon ex)\b`],
    chestPain: [r`\b(?:je fais|fait|en train de faire) (?:un infarctus|une crise cardiaque)\b|`+r`\bdouleur (?:dans|a) la poitrine\b|\bmal (?:a|dans) la poitrine\b|\bpoitrine (?:serree|qui serre|me fait mal)\b|\boppression (?:dans la|a la) poitrine\b`],
    cardiacSign: [r`\b(?:je fais|fait|en train de faire) (?:un infarctus|une crise cardiaque)\b|`+r`\bbras gauche\b|\bje transpire (?:beaucoup|a grosses gouttes)\b|\bsueurs froides\b|\bnausee\b`],
    cannotBreathe: [r`\b(?:je )?n(?:e )?arrive (?:plus )?pas a respirer\b|\bje ne arrive pas a respirer\b|\bje etouffe\b|\bj(?:e )?etouffe\b|\bgorge qui se ferme\b|\bil respire (?:bizarrement|mal|plus)\b|\bne respire plus\b`],
    strokeSign: [r`\b(?:visage|bouche) (?:paralyse|tordu|qui tombe)\b|\bn(?:e )?arrive plus a parler\b|\bparle (?:bizarrement|plus)\b`],
    seizure: [r`\bcrise d(?:e )?epilepsie\b|\bconvuls\w*\b`],
    unresponsive: [r`\b(?:ne repond plus|repond plus|inconscient[e]?|ne reagit plus)\b|\bs(?:e )?est effondre\b(?=.*\brepond\b)`],
    heavyBleeding: [r`\b(?:ca|il|elle) (?:ne )?(?:s(?:e )?arrete|arrete) pas de saigner\b|\bsaigne (?:beaucoup|enormement)\b|\bbeaucoup de sang\b`],
    overdoseTaken: [r`\b(?:j(?:e )?ai|je ai|il a|elle a) (?:avale|pris) (?:toute la boite|toute la plaquette|tous (?:mes|les)|toutes (?:mes|les)|\d{2,}|une vingtaine|une trentaine)\b|\bavale (?:toute la boite|tous les|toutes les)\b`],
    worryingSymptom: [r`\bmal au mollet\b(?=.*\b(?:essouffle|vol|avion)\w*)|\bessouffle[e]? au moindre effort\b|\bcoeur qui s(?:e )?emballe\b|\bpalpitations\b|\bfailli (?:tomber dans les pommes|m(?:e )?evanouir)\b`],
  },
  modifiers: {
    passed: [r`\bc(?:e )?est passe\b|\bce est passe\b|\bca va mieux\b`],
    joking: [r`\b(?:mdr|ptdr|lol|je rigole|c(?:e )?est pour rire)\b`],
    leisure: [r`\b(?:saut a (?:le |l'?)?elastique|escalade|grimpe|chasse|randonnee|parachute|parapente|plongee|peche|photo\w*|tourisme|via ferrata)\b`],
  },
  safe: [r`\b(?:je vais bien|ca va|je suis en securite|tout va bien|je suis ok)\b`, r`\b(?:une facon de parler|une expression|une blague|je plaisantais|je rigolais|pas au premier degre|pas serieux)\b|\bne vous inquietez pas\b|\bne t(?:e )?inquiete pas\b`],
  yes: [r`oui`, r`ouais`, r`parfois`, r`un peu`, r`je crois`, r`peut-?etre`, r`des fois`],
  no: [r`non\b`, r`pas du tout`, r`jamais`, r`bien sur que non`, r`absolument pas`],
};
