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
};

export default fr;
