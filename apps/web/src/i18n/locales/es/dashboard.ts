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
  stats: {
    label: 'Tus cifras',
    activeGoals: 'Objetivos activos',
    completedGoals_one: '{{count}} completado',
    completedGoals_other: '{{count}} completados',
    upcomingSessions: 'Próximas sesiones',
    completedSessions_one: '{{count}} sesión completada',
    completedSessions_other: '{{count}} sesiones completadas',
    aiConversations: 'Coaching con IA',
    aiMessages_one: '{{count}} mensaje',
    aiMessages_other: '{{count}} mensajes',
    reflectionStreak: 'Racha de reflexiones',
    days_one: '{{count}} día',
    days_other: '{{count}} días',
    noStreak: 'Escribe una reflexión diaria para empezar una',
    keepGoing: 'Mantenla también hoy',
    loadFailed: 'No se ha podido cargar',
    tryAgain: 'Reintentar',
  },
};

export default es;
