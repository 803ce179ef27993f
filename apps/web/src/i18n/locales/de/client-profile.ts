import type { Catalogue } from '../../catalogue.js';
import type en from '../en/client-profile.js';

const de: Catalogue<typeof en> = {
  subtitle: 'Was Sie sich vom Coaching wünschen und wie Sie gecoacht werden möchten.',
  roles: { admin: 'Administrator', coach: 'Coach', client: 'Klient' },
  actions: {
    edit: 'Profil bearbeiten',
    cancel: 'Abbrechen',
    save: 'Änderungen speichern',
  },
  personal: {
    title: 'Persönliche Informationen',
    firstName: 'Vorname',
    lastName: 'Nachname',
    phone: 'Telefon',
    bio: 'Über mich',
    timezone: 'Zeitzone',
    notSet: 'Nicht angegeben',
  },
  lists: {
    goals: {
      title: 'Coaching-Ziele',
      add: 'Ziel hinzufügen',
      dialogTitle: 'Coaching-Ziel hinzufügen',
      field: 'Ziel',
      empty: 'Noch keine Coaching-Ziele.',
    },
    currentChallenges: {
      title: 'Aktuelle Herausforderungen',
      add: 'Herausforderung hinzufügen',
      dialogTitle: 'Aktuelle Herausforderung hinzufügen',
      field: 'Herausforderung',
      empty: 'Noch keine aktuellen Herausforderungen.',
    },
    add: 'Hinzufügen',
    cancel: 'Abbrechen',
    duplicate: 'Steht bereits in der Liste',
    remove: '{{value}} entfernen',
  },
  style: {
    title: 'Bevorzugter Coaching-Stil',
    label: 'Coaching-Stil',
    none: 'Keine Vorliebe',
    noneDescription: 'Neue KI-Coaching-Gespräche folgen dem Stil, den Ihr Coach für Sie festgelegt hat, oder dem Ihres letzten Gesprächs.',
    hint: 'Ihr KI-Coach beginnt jedes neue Gespräch in diesem Stil; innerhalb eines Gesprächs können Sie ihn weiterhin ändern.',
    options: {
      directive: {
        label: 'Direktiv',
        description: 'Eine klare Struktur hin zu einem Plan: Ihr Ziel, der Ist-Zustand, Ihre Optionen und was Sie tun werden (GROW).',
      },
      'non-directive': {
        label: 'Nicht-direktiv',
        description: 'Offene Fragen und keine Ratschläge, damit Sie Ihre eigenen Antworten finden (ICF-Kernkompetenzen).',
      },
      'solution-focused': {
        label: 'Lösungsorientiert',
        description: 'Was schon funktioniert, und der nächste kleine Schritt dorthin, wo Sie hinwollen.',
      },
      'cognitive-behavioral': {
        label: 'Kognitiv-behavioral',
        description: 'Die Überzeugungen und Denkmuster hinter Ihrem Handeln, und wer Sie sein wollen (transformativ).',
      },
    },
  },
};

export default de;
