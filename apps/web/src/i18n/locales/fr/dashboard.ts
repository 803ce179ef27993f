import type { Catalogue } from '../../catalogue.js';
import type en from '../en/dashboard.js';

const fr: Catalogue<typeof en> = {
  subtitle: 'Voici où en sont vos objectifs aujourd’hui.',
  aiCoach: 'Coach IA',
  quickActionsLabel: 'Accès rapides',
  quickActions: {
    newConversation: 'Nouvelle conversation',
    newGoal: 'Nouvel objectif',
    goalAssistant: 'Assistant d’objectifs',
    viewProgress: 'Voir mes progrès',
  },
  loadingGoals: 'Chargement des objectifs',
  goalProgress: 'Progression : {{title}}',
  goalMilestones: 'Jalons : {{title}}',
  stats: {
    label: 'Vos chiffres',
    activeGoals: 'Objectifs actifs',
    completedGoals_one: '{{count}} atteint',
    completedGoals_other: '{{count}} atteints',
    upcomingSessions: 'Séances à venir',
    completedSessions_one: '{{count}} séance terminée',
    completedSessions_other: '{{count}} séances terminées',
    aiConversations: 'Coaching IA',
    aiMessages_one: '{{count}} message',
    aiMessages_other: '{{count}} messages',
    reflectionStreak: 'Série de réflexions',
    days_one: '{{count}} jour',
    days_other: '{{count}} jours',
    noStreak: 'Écrivez une réflexion quotidienne pour en commencer une',
    keepGoing: 'Continuez aujourd’hui',
    loadFailed: 'Chargement impossible',
    tryAgain: 'Réessayer',
  },
};

export default fr;
