import type { Catalogue } from '../../catalogue.js';
import type en from '../en/admin-analytics.js';

const de: Catalogue<typeof en> = {
  subtitle: 'Wachstum, Sitzungen, Umsatz und KI-Coaching der ganzen Plattform im gewählten Zeitraum.',
  noPermission: 'Für die Auswertungen ist die Berechtigung „Analysen ansehen“ nötig. Ein Admin, der Nutzer verwaltet, kann sie erteilen.',
  tryAgain: 'Erneut versuchen',
  showTable: 'Als Tabelle anzeigen',
  downloadCsv: 'CSV herunterladen',
  loading: '{{title}} wird geladen',
  empty: 'In diesem Zeitraum gibt es nichts anzuzeigen',
  month: 'Monat',
  bucket: { day: 'Tag', week: 'Woche ab', month: 'Monat' },
  roles: { client: 'Klienten', coach: 'Coaches', admin: 'Admins' },
  picker: { label: 'Zeitraum der Berichte', period: 'Zeitraum', from: 'Von', to: 'Bis', interval: 'Gruppieren nach' },
  periods: { '7d': 'Letzte 7 Tage', '30d': 'Letzte 30 Tage', '90d': 'Letzte 90 Tage', '12m': 'Letzte 12 Monate', custom: 'Eigener Zeitraum' },
  intervals: { auto: 'Automatisch', day: 'Tag', week: 'Woche', month: 'Monat' },
  userGrowth: {
    title: 'Nutzerwachstum',
    description: 'Neue Konten nach Rolle in jedem der letzten 12 Monate und die genutzten Konten am Ende jedes Monats.',
    newUsers: 'Neue Nutzer',
    total: 'Nutzer insgesamt',
  },
  roleDistribution: {
    title: 'Verteilung nach Rolle',
    description: 'Die genutzten Konten nach Rolle und wie viele davon aktiv sind.',
    role: 'Rolle',
    accounts: 'Konten',
    active: 'Aktiv',
  },
  sessions: {
    title: 'Sitzungsaktivität',
    description: 'Sitzungen nach Status, nach ihrem Beginn, im Zeitraum.',
    completed: 'Abgeschlossen',
    cancelled: 'Abgesagt',
    noShow: 'Nicht erschienen',
    total: 'Alle Sitzungen',
  },
  revenue: {
    title: 'Umsatz',
    description: 'Der Umsatz der abgeschlossenen Sitzungen im Zeitraum.',
    descriptionTotal: 'Der Umsatz der abgeschlossenen Sitzungen im Zeitraum: {{total}} insgesamt.',
    revenue: 'Umsatz',
  },
  ai: {
    title: 'KI-Nutzung',
    description: 'Begonnene KI-Coaching-Gespräche, gesendete Nachrichten und ausgelöste Sicherheitswarnungen im Zeitraum.',
    aiConversations: 'KI-Gespräche',
    aiMessages: 'KI-Nachrichten',
    safetyAlerts: 'Sicherheitswarnungen',
  },
};

export default de;
