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
  stats: {
    label: 'Ihre Zahlen',
    activeGoals: 'Aktive Ziele',
    completedGoals_one: '{{count}} erreicht',
    completedGoals_other: '{{count}} erreicht',
    upcomingSessions: 'Anstehende Sitzungen',
    completedSessions_one: '{{count}} Sitzung abgeschlossen',
    completedSessions_other: '{{count}} Sitzungen abgeschlossen',
    aiConversations: 'KI-Coaching',
    aiMessages_one: '{{count}} Nachricht',
    aiMessages_other: '{{count}} Nachrichten',
    reflectionStreak: 'Reflexionsserie',
    days_one: '{{count}} Tag',
    days_other: '{{count}} Tage',
    noStreak: 'Schreiben Sie eine tägliche Reflexion, um eine zu beginnen',
    keepGoing: 'Bleiben Sie heute dran',
    loadFailed: 'Konnte nicht geladen werden',
    tryAgain: 'Erneut versuchen',
  },
};

export default de;
