import type { Catalogue } from '../../catalogue.js';
import type en from '../en/landing.js';

const fr: Catalogue<typeof en> = {
  nav: {
    sections: 'Sections',
    login: 'Connexion',
    openMenu: 'Ouvrir le menu de navigation',
    footer: 'Pied de page',
  },
  sections: {
    features: 'Fonctionnalités',
    methodology: 'Méthode',
    vision: 'Vision',
    contact: 'Contact',
  },
  hero: {
    eyebrow: 'Coaching en leadership en temps réel',
    headlineStart: 'Dirigez avec l’impact que vous',
    headlineEmphasis: 'visez',
    headlineEnd: '.',
    lead: 'Vous voulez donner un cap ; votre équipe entend une décision déjà prise. Coaching Platform vous aide à voir l’écart entre intention et impact tant qu’il est encore temps : un coach IA dès qu’une conversation vous trotte dans la tête, des coachs humains qui connaissent vos objectifs, et un modèle simple pour choisir ce dont chaque moment a besoin.',
    access: 'Accéder à la plateforme',
    createAccount: 'Créer un compte',
    audience: 'Pour les dirigeants qui veulent être coachés, les coachs qui les accompagnent et les équipes qui pilotent des programmes de coaching.',
  },
  moment: {
    caption: 'Exemple : une phrase, deux lectures',
    quote: '« Partons simplement sur mon plan pour le lancement. »',
    intended: 'L’intention',
    intendedText: 'Proposer un cap pour que l’équipe puisse se lancer.',
    experienced: 'Le ressenti',
    experiencedText: 'La décision est déjà prise. Nos réserves ne comptent pas.',
    needs: 'Le moment demande',
    needsText: '« C’est devenu silencieux. Qu’est-ce qui m’échappe ? »',
  },
  features: {
    lead: 'Tout ce qui se passe entre deux séances de coaching, pour les personnes coachées, les coachs qui les guident et l’équipe qui fait vivre la plateforme.',
    focusAreasHeading: 'Ce que les gens apportent en coaching',
    items: {
      ai: {
        audience: 'Pour les clients',
        title: 'Un coach IA, à toute heure',
        body: 'Répétez une conversation difficile avant qu’elle n’ait lieu, ou décortiquez-la juste après, à 7 h comme à 23 h. Il vous accompagne selon l’approche qui vous convient (ICF, GROW, orientée solutions ou transformationnelle), toujours dans les garde-fous fixés par votre coach.',
      },
      goals: {
        audience: 'Pour les clients',
        title: 'Des objectifs SMART avec des jalons',
        body: 'Transformez « mieux écouter » en un objectif spécifique, mesurable, atteignable, pertinent et temporellement défini, avec des jalons en chemin. Un assistant vous aide à le formuler, et les échéances proches sautent aux yeux.',
      },
      sessions: {
        audience: 'Pour les clients et les coachs',
        title: 'Des séances avec des coachs humains',
        body: 'Réservez un créneau avec un coach vérifié. Comme vos objectifs et vos conversations sont déjà sur la plateforme, chaque séance commence là où en est réellement votre travail, et les notes et les avis restent attachés à la séance.',
      },
      guardrails: {
        audience: 'Pour les coachs',
        title: 'Suivi et garde-fous',
        body: 'Décidez du comportement du coach IA de chaque client : son style de communication, la longueur de ses réponses, les objectifs qu’il garde en vue et les sujets qu’il évite. Relisez ses conversations, voyez ce qu’il a remarqué et intervenez quand une personne est nécessaire.',
      },
      progress: {
        audience: 'Pour les clients',
        title: 'Progrès et réflexions',
        body: 'Écrivez une courte réflexion après une séance ou une réunion difficile, et notez votre humeur et votre confiance. Au fil des semaines, vous voyez avancer objectifs, jalons et compétences, au lieu de devoir tout vous rappeler au moment du bilan.',
      },
      admin: {
        audience: 'Pour les administrateurs',
        title: 'Piloter la plateforme',
        body: 'Gérez les comptes et les rôles, désactivez et réactivez des utilisateurs, choisissez le modèle d’IA et ses réglages par défaut, et suivez les séances, les conversations et la croissance de toute la plateforme depuis une seule vue d’ensemble.',
      },
    },
  },
  methodology: {
    lead: 'Toute conversation se construit à partir de quatre actions. Les dirigeants efficaces savent laquelle ils utilisent, remarquent celle dont le moment a besoin et savent passer de l’une à l’autre.',
    actionsHeading: 'Les quatre actions d’une conversation',
    helps: 'Utile',
    overused: 'À l’excès,',
    actions: {
      move: {
        name: 'Proposer',
        does: 'Proposer un cap.',
        helps: 'quand un groupe tourne en rond et a besoin de quelque chose de concret auquel réagir.',
        overused: 'les gens obéissent et cessent de contribuer.',
      },
      follow: {
        name: 'Suivre',
        does: 'Soutenir un cap et s’appuyer dessus.',
        helps: 'quand une bonne idée a besoin d’élan et que son auteur a besoin de se sentir soutenu.',
        overused: 'le groupe s’accorde jusqu’à tomber dans un angle mort.',
      },
      oppose: {
        name: 'S’opposer',
        does: 'Remettre un cap en question et le mettre à l’épreuve.',
        helps: 'quand un plan a un point faible que personne ne nomme.',
        overused: 'les idées meurent dès leur arrivée et plus personne n’en propose.',
      },
      bystand: {
        name: 'Observer',
        does: 'Observer et nommer ce qui se passe.',
        helps: 'quand une conversation est bloquée, tendue ou dérive sans bruit.',
        overused: 'le commentaire remplace l’engagement, et vous regardez au lieu de diriger.',
      },
    },
    groundedHeading: 'Ancré dans des pratiques de coaching éprouvées',
    groundedText: 'Le coach IA et les coachs humains de la plateforme s’appuient sur quatre méthodes que les coachs connaissent déjà et en lesquelles ils ont confiance. Indiquez le style que vous préférez dans votre profil, ou laissez votre coach choisir.',
    methods: {
      icf: {
        name: 'Compétences clés de l’ICF',
        body: 'Le référentiel de l’International Coaching Federation : présence totale, écoute active, questions puissantes, et un client maître à la fois de l’ordre du jour et des réponses.',
      },
      grow: {
        name: 'GROW',
        body: 'Goal, Reality, Options, Will : objectif, réalité, options, volonté. Une structure simple qui transforme une inquiétude floue en une prochaine étape que vous avez choisie vous-même.',
      },
      solutionFocused: {
        name: 'Orienté solutions',
        body: 'Partir de ce qui fonctionne déjà et de ce à quoi ressemblerait le mieux, plutôt que de l’historique du problème. Le coach IA l’utilise, sauf si vous ou votre coach en décidez autrement.',
      },
      transformational: {
        name: 'Transformationnel',
        body: 'Regarder sous le comportement, vers les croyances et l’identité qui l’animent, pour un changement qui dure au-delà d’une seule situation.',
      },
    },
  },
  vision: {
    lead: 'Les dirigeants se jugent sur leurs intentions ; les autres vivent avec leur impact. La différence se voit rarement sur le moment. Elle ressurgit des mois plus tard dans une enquête, un entretien de départ ou un projet qui s’est éteint sans bruit, quand il est trop tard pour en tirer des leçons. Nous voulons combler cet écart pendant que la conversation est encore fraîche.',
    gapsHeading: 'Ce qui était voulu, et ce qui a été entendu',
    intended: 'L’intention',
    experienced: 'Le ressenti',
    gaps: {
      direction: { intended: 'J’ai donné un cap clair.', experienced: 'Personne ne m’a demandé mon avis.' },
      details: { intended: 'Je ne me suis pas mêlé des détails.', experienced: 'On m’a laissé seul face au problème.' },
      challenge: { intended: 'Je les ai poussés à placer la barre plus haut.', experienced: 'On m’a critiqué devant mes collègues.' },
      peace: { intended: 'J’ai préservé la paix.', experienced: 'Nous avons encore évité le vrai sujet.' },
    },
    principlesHeading: 'Où nous emmenons le coaching',
    principles: {
      feedback: {
        title: 'Un retour tant qu’il compte encore',
        body: 'Prendre du recul est le plus utile dans les heures qui suivent une conversation, quand vous vous souvenez de ce que vous avez dit et pouvez encore réparer ce qui doit l’être. Pas dans l’enquête de l’an prochain.',
      },
      practice: {
        title: 'S’exercer entre les séances',
        body: 'Le changement se joue dans les semaines entre les séances de coaching. Le coach IA garde le fil, pour que chaque séance avec votre coach s’appuie sur la précédente.',
      },
      people: {
        title: 'Les personnes gardent la main',
        body: 'Les coachs fixent les garde-fous, voient ce que fait le coach IA et décident quand une conversation a besoin d’une personne. Les clients décident de ce qu’ils partagent avec leur coach.',
      },
    },
  },
  contact: {
    lead: 'Des questions sur le coaching, sur l’arrivée de votre activité sur la plateforme ou sur un programme de coaching pour votre organisation ? Écrivez à l’équipe : une personne vous répondra.',
    emailUs: 'Écrivez-nous à',
    write: 'Écrire à l’équipe',
    topics: {
      leaders: { title: 'Dirigeants et équipes', body: 'Dites-nous sur quoi vous aimeriez être coaché, vous ou votre équipe, et ce qui vous freine.' },
      coaches: { title: 'Coachs', body: 'Parlez-nous de votre activité, de vos certifications et des clients que vous accompagnez.' },
      organisations: { title: 'Organisations', body: 'Parlez-nous du programme que vous pilotez et du nombre de personnes qu’il accompagne.' },
    },
  },
  footer: {
    tagline: 'Coaching en leadership en temps réel : un coach IA entre les séances, des coachs humains quand c’est important, et des objectifs qui transforment l’intention en impact.',
    explore: 'Explorer',
    account: 'Compte',
    register: 'S’inscrire',
    signIn: 'Se connecter',
    copyright: '© {{year}} {{product}}',
  },
};

export default fr;
