import type { Catalogue } from '../../catalogue.js';
import type en from '../en/admin-dashboard.js';

const de: Catalogue<typeof en> = {
  subtitle: 'Die Plattform auf einen Blick: Umsatz, Personen, Sitzungen und KI-Coaching, ihr Zustand und was zuletzt geschah.',
  tryAgain: 'Erneut versuchen',
  needsPermission: 'Die Kennzahlen der Plattform erfordern die Berechtigung analytics.view. Bitten Sie einen Admin, der Nutzer verwaltet, sie Ihnen zu erteilen.',
  cards: {
    label: 'Kennzahlen der Plattform',
    totalRevenue: 'Gesamtumsatz',
    activeUsers: 'Aktive Nutzer',
    totalSessions: 'Sitzungen gesamt',
    aiConversations: 'KI-Gespräche',
    revenueValue: '{{amount}} Tsd. $',
    growth: '{{growth}} gegenüber letztem Monat',
    failed: 'Nicht geladen',
  },
  health: {
    title: 'Zustand der Plattform',
    loading: 'Zustand der Plattform wird geladen',
    system: 'Systemstatus',
    healthy: 'In Ordnung: die Datenbank antwortet',
    unhealthy: 'Gestört: die Datenbank antwortet nicht',
    unreachable: 'Nicht erreichbar',
    ai: 'KI-Dienst',
    builtin: 'Eingebaute Coaching-Engine',
    model: 'Modell {{model}}',
    modelUnnamed: 'Konfiguriertes Modell',
    aiUnknown: 'Konnte nicht gelesen werden',
    newToday: 'Neue Registrierungen heute',
    newTodayHidden: 'Erfordert analytics.view',
  },
  quickActions: {
    title: 'Schnellaktionen',
    users: 'Nutzer verwalten',
    analytics: 'Auswertungen ansehen',
    settings: 'Plattformeinstellungen',
    ai: 'KI-Konfiguration',
  },
  charts: {
    showTable: 'Als Tabelle anzeigen',
    loading: 'Diagramm wird geladen',
    userGrowth: {
      title: 'Nutzerwachstum',
      description: 'Konten am Ende jedes der letzten 12 Monate und die im Monat neu hinzugekommenen.',
      month: 'Monat',
      total: 'Konten',
      newUsers: 'Neue Konten',
      empty: 'Noch keine Konten.',
    },
    roles: {
      title: 'Nutzerverteilung',
      description: 'Konten nach Rolle und wie viele davon aktiv sind.',
      role: 'Rolle',
      count: 'Konten',
      active: 'Aktiv',
      empty: 'Noch keine Konten.',
    },
  },
  roles: { client: 'Klient', coach: 'Coach', admin: 'Admin' },
  roleInSentence: { client: 'Klient', coach: 'Coach', admin: 'Admin' },
  activity: {
    title: 'Letzte Aktivitäten',
    loading: 'Letzte Aktivitäten werden geladen',
    empty: 'Auf der Plattform ist noch nichts geschehen.',
    types: { user: 'Nutzer', session: 'Sitzung', conversation: 'Gespräch', goal: 'Ziel' },
  },
};

export default de;
