import type { Catalogue } from '../../catalogue.js';
import type en from '../en/coach-analytics.js';

const de: Catalogue<typeof en> = {
  subtitle: 'Wie sich Ihre Praxis und Ihre Klienten entwickeln.',
  tryAgain: 'Erneut versuchen',
  showTable: 'Als Tabelle anzeigen',
  week: 'Woche ab',
  tiles: {
    label: 'Kennzahlen Ihrer Praxis',
    totalClients: 'Klienten insgesamt',
    completedSessions: 'Abgeschlossene Sitzungen',
    upcomingSessions: 'Anstehende Sitzungen',
    averageRating: 'Durchschnittliche Bewertung',
    noRatings: 'Noch keine Bewertungen',
    ratedSessions_one: 'Aus {{count}} bewerteten Sitzung',
    ratedSessions_other: 'Aus {{count}} bewerteten Sitzungen',
  },
  metrics: {
    loading: 'Die Kennzahlen Ihrer Praxis werden geladen',
    loadFailed: 'Die Kennzahlen Ihrer Praxis konnten nicht geladen werden.',
  },
  sessions: {
    title: 'Sitzungen pro Woche',
    description: 'Abgeschlossene, abgesagte und nicht wahrgenommene Sitzungen in jeder der letzten 12 Wochen.',
    empty: 'Keine Sitzungen in den letzten 12 Wochen',
    completed: 'Abgeschlossen',
    cancelled: 'Abgesagt',
    noShow: 'Nicht erschienen',
  },
  ratings: {
    title: 'Durchschnittliche Bewertung pro Woche',
    description: 'Wie Ihre Klienten abgeschlossene Sitzungen im Schnitt bewerten, von 0 bis 5, Woche für Woche. Wochen ohne Feedback bleiben leer.',
    empty: 'Kein Feedback in den letzten 12 Wochen',
    average: 'Durchschnittliche Bewertung',
    count: 'Bewertungen',
  },
  clients: {
    title: 'Zielerreichung der Klienten',
    description: 'Für jeden Klienten: die erreichten Ziele und die noch aktiven.',
    loading: 'Ihre Klienten werden geladen',
    loadFailed: 'Ihre Klienten konnten nicht geladen werden.',
    empty: 'Noch keine Klienten',
    client: 'Klient',
    completedGoals: 'Erreichte Ziele',
    activeGoals: 'Aktive Ziele',
    completion: 'Erreicht',
    noGoals: 'Noch keine Ziele',
    firstOf: 'Angezeigt werden die ersten {{shown}} von {{total}} Klienten.',
  },
  ai: {
    title: 'Nutzung des KI-Coachings',
    description: 'Die KI-Coaching-Sitzungen aller Ihrer Klienten und wer in den letzten 30 Tagen mit dem KI-Coach gesprochen hat.',
    loading: 'Die Nutzung des KI-Coachings wird geladen',
    loadFailed: 'Die Nutzung des KI-Coachings konnte nicht geladen werden.',
    totalSessions: 'KI-Coaching-Sitzungen insgesamt',
    activeClients: 'In den letzten 30 Tagen aktive Klienten',
    noActiveClients: 'In den letzten 30 Tagen hat kein Klient mit dem KI-Coach gesprochen.',
    client: 'Klient',
    lastActivity: 'Letzte Aktivität',
  },
};

export default de;
