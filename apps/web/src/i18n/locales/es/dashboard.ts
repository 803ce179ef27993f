import type { Catalogue } from '../../catalogue.js';
import type en from '../en/dashboard.js';

const es: Catalogue<typeof en> = {
  subtitle: 'Así van hoy tus objetivos.',
  aiCoach: 'Coach de IA',
  quickActionsLabel: 'Accesos rápidos',
  quickActions: {
    newConversation: 'Nueva conversación',
    newGoal: 'Nuevo objetivo',
    goalAssistant: 'Asistente de objetivos',
    viewProgress: 'Ver progreso',
  },
  loadingGoals: 'Cargando objetivos',
  goalProgress: 'Progreso de {{title}}',
  goalMilestones: 'Hitos de {{title}}',
};

export default es;
