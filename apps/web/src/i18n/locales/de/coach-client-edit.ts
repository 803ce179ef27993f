import type { Catalogue } from '../../catalogue.js';
import type en from '../en/coach-client-edit.js';

const de: Catalogue<typeof en> = {
  back: 'Zurück zu Meine Klienten',
  tryAgain: 'Erneut versuchen',
  loading: 'Klient wird geladen',
  loadFailed: 'Der Klient konnte nicht geladen werden.',
  notFound: 'Klient nicht gefunden',
  notFoundHint: 'Dieser Klient gehört nicht zu Ihren Klienten, oder sein Konto existiert nicht mehr.',
  header: {
    active: 'Aktiv',
    inactive: 'Inaktiv',
    memberSince: 'Mitglied seit {{date}}',
    lastActive: 'Zuletzt aktiv {{when}}',
    noActivity: 'Noch keine Aktivität',
  },
  links: {
    title: 'Mit diesem Klienten arbeiten',
    aiConfig: 'KI-Konfiguration',
    message: 'Nachricht',
    schedule: 'Sitzung planen',
    aiConversations: 'KI-Gespräche',
  },
  form: {
    title: 'Klientenprofil',
    shared: 'Ziele und aktuelle Herausforderungen gehören zum Profil des Klienten: Er sieht sie und kann sie ebenfalls ändern.',
    lists: {
      goals: { title: 'Ziele', add: 'Ziel hinzufügen', empty: 'Noch keine Ziele.' },
      currentChallenges: { title: 'Aktuelle Herausforderungen', add: 'Herausforderung hinzufügen', empty: 'Noch keine aktuellen Herausforderungen.' },
      addButton: 'Hinzufügen',
      remove: '{{value}} entfernen',
      invalid: 'Diese Liste ist zu lang. Entfernen Sie einige Einträge, bevor Sie speichern.',
    },
    notes: 'Private Notizen',
    notesHelper: 'Nur Sie sehen sie, der Klient nie. {{length}}/{{max}} Zeichen',
    cancel: 'Abbrechen',
    save: 'Änderungen speichern',
  },
};
export default de;
