import type { Catalogue } from '../../catalogue.js';
import type en from '../en/templates.js';

const de: Catalogue<typeof en> = {
  intro: 'Verwenden Sie Ihre Sitzungspläne beim Planen einer Sitzung und Ihre Nachrichten in jeder Unterhaltung wieder.',
  tryAgain: 'Erneut versuchen',
  tabs: { label: 'Vorlagenarten', session_plan: 'Sitzungspläne', message: 'Nachrichtenvorlagen' },
  create: { session_plan: 'Neuer Sitzungsplan', message: 'Neue Nachrichtenvorlage' },
  list: {
    loading: 'Vorlagen werden geladen',
    loadFailed: 'Ihre Vorlagen konnten nicht geladen werden.',
    empty: {
      session_plan: 'Noch keine Sitzungspläne. Ein Plan ist eine Agenda, die Sie beim Planen einer Sitzung anhängen können.',
      message: 'Noch keine Nachrichtenvorlagen. Speichern Sie Nachrichten, die Sie oft senden, und fügen Sie sie in jede Unterhaltung ein.',
    },
  },
  card: {
    uses_one: 'Einmal verwendet',
    uses_other: '{{count}}-mal verwendet',
    unused: 'Noch nicht verwendet',
    items_one: '{{count}} Punkt, insgesamt {{minutes}} Min.',
    items_other: '{{count}} Punkte, insgesamt {{minutes}} Min.',
    edit: '{{title}} bearbeiten',
    duplicate: '{{title}} duplizieren',
    delete: '{{title}} löschen',
  },
  dialog: {
    createTitle: { session_plan: 'Neuer Sitzungsplan', message: 'Neue Nachrichtenvorlage' },
    editTitle: { session_plan: 'Sitzungsplan bearbeiten', message: 'Nachrichtenvorlage bearbeiten' },
    title: 'Titel',
    content: { session_plan: 'Notizen (optional)', message: 'Nachricht' },
    contentHint: 'Schreiben Sie {{placeholder}} dort, wo der Vorname des Klienten stehen soll.',
    cancel: 'Abbrechen',
    save: 'Speichern',
    create: 'Erstellen',
    failed: 'Die Vorlage konnte nicht gespeichert werden.',
  },
  agenda: {
    label: 'Agenda',
    itemTitle: 'Punkt {{number}}',
    minutes: 'Minuten für Punkt {{number}}',
    add: 'Punkt hinzufügen',
    remove: 'Punkt {{number}} entfernen',
    up: 'Punkt {{number}} nach oben',
    down: 'Punkt {{number}} nach unten',
    total: 'Gesamt: {{minutes}} Min.',
    empty: 'Noch keine Punkte. Fügen Sie den ersten hinzu.',
  },
  deleteDialog: {
    title: 'Diese Vorlage löschen?',
    text: '„{{title}}“ wird gelöscht. Bereits damit geplante Sitzungen behalten ihren Plan.',
    keep: 'Behalten',
    confirm: 'Löschen',
  },
  failures: { delete: 'Die Vorlage konnte nicht gelöscht werden.', duplicate: 'Die Vorlage konnte nicht dupliziert werden.' },
  plan: {
    label: 'Sitzungsplan',
    none: 'Kein Plan',
    hint: 'Seine Agenda wird in die Sitzung übernommen.',
    noPlans: 'Noch keine Sitzungspläne. Legen Sie unter Vorlagen einen an.',
    loadFailed: 'Ihre Sitzungspläne konnten nicht geladen werden.',
    option: '{{title}} ({{minutes}} Min.)',
    heading: 'Sitzungsplan: {{title}}',
    minutes: '{{minutes}} Min.',
    total: 'Gesamt: {{minutes}} Min.',
  },
  insert: {
    button: 'Vorlage einfügen',
    loading: 'Nachrichtenvorlagen werden geladen',
    loadFailed: 'Ihre Nachrichtenvorlagen konnten nicht geladen werden.',
    empty: 'Noch keine Nachrichtenvorlagen',
    manage: 'Vorlagen verwalten',
  },
};

export default de;
