import type { Catalogue } from '../../catalogue.js';
import type en from '../en/admin-sessions.js';

const de: Catalogue<typeof en> = {
  subtitle: 'Alle Sitzungen der Plattform. Nach Status, Coach, Klient und Datum filtern; eine Sitzung öffnen, um Details zu sehen.',
  loadFailed: 'Sitzungen konnten nicht geladen werden',
  tryAgain: 'Erneut versuchen',
  filters: {
    status: 'Status',
    anyStatus: 'Jeder Status',
    coach: 'Coach',
    client: 'Klient',
    searchHint: 'Name, Benutzername oder E-Mail',
    from: 'Von',
    to: 'Bis',
  },
  grid: {
    label: 'Sitzungen',
    empty: 'Noch keine Sitzungen.',
    noMatch: 'Keine Sitzung passt zu diesen Filtern.',
    clearFilters: 'Filter zurücksetzen',
    scheduledDate: 'Datum',
    title: 'Titel',
    coach: 'Coach',
    client: 'Klient',
    duration: 'Dauer',
    minutes: '{{count}} Min.',
    status: 'Status',
  },
  detail: {
    title: 'Sitzungsdetails',
    when: 'Wann',
    coach: 'Coach',
    client: 'Klient',
    location: 'Wo',
    requestedBy: 'Angefragt von',
    requestedByClient: 'Dem Klienten',
    requestedByCoach: 'Dem Coach',
    cancellation: 'Abgesagt von {{by}}: {{reason}}',
    by: { client: 'dem Klienten', coach: 'dem Coach', admin: 'einem Admin' },
    late: 'Kurzfristige Absage',
    feedback: 'Feedback des Klienten: Zufriedenheit {{satisfaction}}/10, Klarheit {{clarity}}/10, Umsetzbarkeit {{actionability}}/10',
    close: 'Schließen',
    cancel: 'Sitzung absagen',
  },
  cancel: {
    title: 'Diese Sitzung absagen?',
    body: 'Coach und Klient werden sofort mit Ihrer Begründung benachrichtigt. Das lässt sich nicht rückgängig machen.',
    reason: 'Begründung',
    keep: 'Sitzung behalten',
    confirm: 'Sitzung absagen',
    failed: 'Die Sitzung konnte nicht abgesagt werden',
  },
};

export default de;
