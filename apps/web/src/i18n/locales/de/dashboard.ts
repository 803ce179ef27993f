import type { Catalogue } from '../../catalogue.js';
import type en from '../en/dashboard.js';

const de: Catalogue<typeof en> = {
  subtitle: 'So stehen Ihre Ziele heute.',
  aiCoach: 'KI-Coach',
  quickActionsLabel: 'Schnellzugriff',
  quickActions: {
    newConversation: 'Neues Gespräch',
    newGoal: 'Neues Ziel',
    goalAssistant: 'Zielassistent',
    viewProgress: 'Fortschritt ansehen',
  },
  loadingGoals: 'Ziele werden geladen',
  goalProgress: 'Fortschritt: {{title}}',
  goalMilestones: 'Meilensteine: {{title}}',
};

export default de;
