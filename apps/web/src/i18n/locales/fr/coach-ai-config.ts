import type { Catalogue } from '../../catalogue.js';
import type en from '../en/coach-ai-config.js';

const fr: Catalogue<typeof en> = {
  tryAgain: 'Réessayer',
  loading: 'Chargement de la configuration IA',
  loadFailed: 'La configuration IA n’a pas pu être chargée.',
  client: {
    title: 'Configuration IA de {{name}}',
    back: 'Retour à Mes clients',
    liveNote: 'Les modifications s’appliquent aux conversations IA ouvertes de {{name}} dès la prochaine réponse du coach IA.',
    notFound: 'Client introuvable',
    notFoundHint: 'Ce client ne fait pas partie des vôtres, ou son compte n’existe plus.',
    liveNoteUnnamed: 'Les modifications s’appliquent aux conversations IA ouvertes du client dès la prochaine réponse du coach IA.',
    saved: 'Configuration IA enregistrée',
  },
  defaults: {
    intro:
      'Vos réglages par défaut pour le coach IA. Ils s’appliquent aux clients qui vous rejoignent à partir de maintenant ; les clients actuels gardent leur propre configuration.',
    saved: 'Vos réglages IA par défaut sont enregistrés',
  },
  form: {
    sections: { context: 'Contexte du client', approach: 'Approche de coaching', model: 'Modèle', guardrails: 'Garde-fous' },
    context: 'Contexte',
    contextHelper: 'Parcours, situation, points de vigilance. Le coach IA le lit ; le client ne le voit jamais. {{length}}/{{max}} caractères',
    coachingStyle: 'Style de coaching',
    coachingStyleHelper: 'Fixe la méthodologie des conversations IA du client, y compris celles en cours.',
    frameworks: 'Cadres',
    frameworksHelper: 'Méthodologies dont le coach IA peut s’inspirer en plus de celle que fixe son style de coaching.',
    communicationStyle: 'Style de communication',
    responseLength: 'Longueur des réponses',
    sessionFrequency: 'Fréquence des séances',
    temperature: 'Température',
    temperatureHelper: '0.1-2.0',
    maxTokens: 'Tokens maximum',
    maxTokensHelper: 'La réponse la plus longue, de {{min}} à {{max}} tokens',
    tokens: '{{value}} tokens',
    lists: {
      sessionGoals: { title: 'Objectifs des séances', add: 'Ajouter un objectif de séance', empty: 'Aucun objectif de séance pour l’instant.' },
      focusAreas: { title: 'Axes de travail', add: 'Ajouter un axe de travail', empty: 'Aucun axe de travail pour l’instant.' },
      personalityTraits: { title: 'Traits de personnalité', add: 'Ajouter un trait de personnalité', empty: 'Aucun trait de personnalité pour l’instant.' },
      topicBoundaries: { title: 'Sujets à éviter', add: 'Ajouter un sujet à éviter', empty: 'Aucun sujet à éviter.' },
    },
    addButton: 'Ajouter',
    remove: 'Retirer {{value}}',
    duplicate: 'Déjà dans la liste.',
    tooMany: '{{max}} entrées au maximum.',
    tooLong: 'Limitez-vous à {{max}} caractères.',
    save: 'Enregistrer',
    reset: 'Réinitialiser',
    resetHint: 'Réinitialiser rétablit la dernière configuration enregistrée.',
  },
  styles: { directive: 'Directif', 'non-directive': 'Non directif', 'solution-focused': 'Orienté solutions', 'cognitive-behavioral': 'Cognitivo-comportemental' },
  options: {
    communicationStyles: { supportive: 'Bienveillant', direct: 'Direct', challenging: 'Stimulant', analytical: 'Analytique' },
    responseLengths: { brief: 'Brève', moderate: 'Moyenne', detailed: 'Détaillée' },
    sessionFrequencies: { daily: 'Quotidienne', weekly: 'Hebdomadaire', biweekly: 'Toutes les deux semaines', monthly: 'Mensuelle' },
  },
  values: {
    'personal growth': 'développement personnel',
    'self-awareness': 'connaissance de soi',
    empathetic: 'empathique',
    encouraging: 'encourageant',
  },
  summary: {
    intro: 'Comment le coach IA de ce client travaille avec lui.',
    approach: 'Approche',
    model: 'Modèle',
    guardrails: 'Garde-fous',
    context: 'Contexte du client',
    noContext: 'Aucun contexte rédigé pour l’instant.',
    noFrameworks: 'Seulement celle du style de coaching',
    edit: 'Modifier la configuration IA',
  },
};

export default fr;
