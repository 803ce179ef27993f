import type { Catalogue } from '../../catalogue.js';
import type en from '../en/goals.js';

const fr: Catalogue<typeof en> = {
  filters: { all: 'Tous', active: 'En cours', completed: 'Atteints' },
  filterLabel: 'Afficher les objectifs',
  filterCount: '{{label}} ({{number}})',
  empty: {
    all: { title: 'Aucun objectif pour l’instant', text: 'Fixez-vous un premier objectif SMART et suivez-le ici, jalon après jalon.' },
    active: { title: 'Aucun objectif en cours', text: 'Tous vos objectifs sont atteints. Fixez-vous le suivant pour garder votre élan.' },
    completed: { title: 'Aucun objectif atteint pour l’instant', text: 'Marquez un objectif comme atteint quand vous y arrivez : il apparaîtra ici.' },
  },
  loading: 'Chargement des objectifs',
  tryAgain: 'Réessayer',
  card: {
    completed: 'Atteint',
    progress: 'Progression',
    edit: 'Modifier l’objectif',
    delete: 'Supprimer l’objectif',
    markActive: 'Remettre l’objectif en cours',
    markCompleted: 'Marquer l’objectif comme atteint',
    milestones: 'Jalons',
    target: 'Échéance : {{date}}',
    completedOn: 'Atteint le {{date}}',
    dueSoon: 'Échéance proche',
  },
  dialog: {
    title: 'Titre',
    titleHint: 'Laissé vide : les premiers mots de « Spécifique »',
    description: 'Description',
    category: 'Catégorie',
    categoryHint: 'Laissée vide : {{category}}',
    targetDate: 'Échéance',
    targetDateHint: 'Laissée vide : dans trois mois',
    smartCriteria: 'Critères SMART',
    back: 'Retour',
    continue: 'Continuer',
    cancel: 'Annuler',
    create: 'Créer',
    update: 'Enregistrer',
  },
  stepTips: {
    specific: 'Qu’allez-vous accomplir exactement, et à quoi verrez-vous que c’est fait ?',
    measurable: 'Quel chiffre, quelle date ou quel résultat visible montrera vos progrès ?',
    achievable: 'Qu’est-ce qui rend cet objectif réaliste avec le temps et le soutien dont vous disposez ?',
    relevant: 'Pourquoi est-ce important pour vous maintenant, et qu’est-ce que cela fait avancer ?',
    timeBound: 'Pour quand aurez-vous terminé, et quelles étapes franchirez-vous en chemin ?',
  },
  assist: {
    aiHelp: 'Aide de l’IA',
    titles: {
      summarize: 'Résumé de l’IA',
      expand: 'Suggestion de l’IA : objectif développé',
      refine: 'Suggestion de l’IA : objectif affiné',
    },
    improvements: 'Améliorations',
    improvementItem: '• {{text}}',
    cancel: 'Annuler',
    refined: 'Affiné : {{improvements}}',
  },
  delete: {
    title: 'Supprimer l’objectif',
    cancel: 'Annuler',
    confirm: 'Supprimer',
  },
  assistant: {
    title: 'Titre',
    titleHint: 'Facultatif : laissé vide, il est tiré de « Spécifique »',
    category: 'Catégorie',
    smartCriteria: 'Critères SMART',
    tips: 'Conseils',
    back: 'Retour',
    next: 'Suivant',
    finish: 'Terminer',
    offlineLabel: '{{type}} · {{offline}}',
    clipboardCategory: 'Catégorie : {{category}}',
    clipboardCriterion: '{{label}} : {{text}}',
    guides: {
      specific: {
        explanation: 'Dites précisément ce que vous voulez accomplir : quoi, avec qui, et pourquoi c’est important maintenant.',
        placeholder: 'ex. Animer notre réunion d’équipe hebdomadaire avec un ordre du jour clair et un relevé de décisions',
        tips: {
          verb: 'Commencez par un verbe d’action.',
          people: 'Nommez les personnes ou le domaine concernés.',
          vague: 'Évitez les mots flous comme « mieux » ou « plus ».',
        },
      },
      measurable: {
        explanation: 'Décidez comment vous saurez que vous progressez, et quand vous aurez terminé.',
        placeholder: 'ex. Animer 12 réunions et obtenir de l’équipe une note moyenne de 4 sur 5',
        tips: {
          number: 'Choisissez un chiffre, un nombre ou une note que vous pouvez vérifier.',
          often: 'Décidez à quelle fréquence vous mesurerez.',
          start: 'Notez votre point de départ d’aujourd’hui.',
        },
      },
      achievable: {
        explanation: 'Vérifiez que l’objectif est à votre portée avec le temps, les compétences et le soutien dont vous disposez.',
        placeholder: 'ex. Je bloquerai 30 minutes chaque lundi pour préparer et je demanderai un retour à mon coach',
        tips: {
          strengths: 'Listez ce qui joue déjà en votre faveur.',
          support: 'Nommez le soutien que vous allez demander.',
          stretch: 'Visez haut, sans surcharger votre semaine.',
        },
      },
      relevant: {
        explanation: 'Expliquez pourquoi cet objectif compte pour vous et comment il s’inscrit dans vos projets plus larges.',
        placeholder: 'ex. Animer des réunions efficaces me rapproche du poste de responsable d’équipe que je vise',
        tips: {
          value: 'Reliez l’objectif à une valeur ou à une ambition à long terme.',
          now: 'Demandez-vous : pourquoi maintenant ?',
        },
      },
      timeBound: {
        explanation: 'Fixez une échéance et quelques étapes intermédiaires.',
        placeholder: 'ex. D’ici la fin du trimestre prochain, avec un point toutes les quatre semaines',
        tips: {
          date: 'Choisissez une échéance.',
          checkpoints: 'Ajoutez des étapes pour faire le point sur vos progrès.',
          first: 'Prévoyez ce que vous ferez en premier cette semaine.',
        },
      },
    },
  },
  offline: {
    specific: 'Je vais {{subject}}.',
    measurable: 'Je suivrai mes progrès chaque semaine et compterai chaque étape accomplie.',
    achievable: 'Je réserverai un temps dédié chaque semaine et demanderai du soutien à mon coach.',
    relevant: 'Y arriver compte pour moi, car cela fait avancer mon {{area}}.',
    relevantArea: 'développement personnel',
    timeBound: 'Je ferai le point toutes les deux semaines et j’aurai terminé d’ici trois mois.',
    improvement: 'Vérifiez que chaque critère mentionne un chiffre, une date ou un résultat observable.',
    summary: '{{title}} : {{specific}} {{measurable}} {{timeBound}}',
    criterion: '{{label}} : {{text}}',
  },
};

export default fr;
