import type { Catalogue } from '../../catalogue.js';
import type en from '../en/goals.js';

const de: Catalogue<typeof en> = {
  filters: { all: 'Alle', active: 'Aktiv', completed: 'Erreicht' },
  filterLabel: 'Ziele anzeigen',
  filterCount: '{{label}} ({{number}})',
  empty: {
    all: { title: 'Noch keine Ziele', text: 'Setzen Sie sich Ihr erstes SMART-Ziel und verfolgen Sie es hier, Meilenstein für Meilenstein.' },
    active: { title: 'Keine aktiven Ziele', text: 'Alle Ziele sind erreicht. Setzen Sie sich das nächste, um in Schwung zu bleiben.' },
    completed: { title: 'Noch keine erreichten Ziele', text: 'Markieren Sie ein Ziel als erreicht, sobald Sie es geschafft haben – dann erscheint es hier.' },
  },
  loading: 'Ziele werden geladen',
  tryAgain: 'Erneut versuchen',
  card: {
    completed: 'Erreicht',
    progress: 'Fortschritt',
    edit: 'Ziel bearbeiten',
    delete: 'Ziel löschen',
    markActive: 'Ziel wieder als aktiv markieren',
    markCompleted: 'Ziel als erreicht markieren',
    milestones: 'Meilensteine',
    target: 'Zieldatum: {{date}}',
    completedOn: 'Erreicht am {{date}}',
    dueSoon: 'Bald fällig',
  },
  dialog: {
    title: 'Titel',
    titleHint: 'Leer gelassen: die ersten Wörter von „Spezifisch“',
    description: 'Beschreibung',
    category: 'Kategorie',
    categoryHint: 'Leer gelassen: {{category}}',
    targetDate: 'Zieldatum',
    targetDateHint: 'Leer gelassen: in drei Monaten',
    smartCriteria: 'SMART-Kriterien',
    back: 'Zurück',
    continue: 'Weiter',
    cancel: 'Abbrechen',
    create: 'Anlegen',
    update: 'Speichern',
  },
  stepTips: {
    specific: 'Was genau wollen Sie erreichen, und woran erkennen Sie, dass es geschafft ist?',
    measurable: 'Welche Zahl, welches Datum oder welches sichtbare Ergebnis zeigt Ihren Fortschritt?',
    achievable: 'Was macht das Ziel mit Ihrer Zeit und Ihrer Unterstützung realistisch?',
    relevant: 'Warum ist Ihnen das gerade jetzt wichtig, und was bringt es voran?',
    timeBound: 'Bis wann sind Sie fertig, und welche Zwischenstationen erreichen Sie unterwegs?',
  },
  assist: {
    aiHelp: 'KI-Hilfe',
    titles: {
      summarize: 'KI-Zusammenfassung',
      expand: 'KI-Vorschlag: ausgebautes Ziel',
      refine: 'KI-Vorschlag: verfeinertes Ziel',
    },
    improvements: 'Verbesserungen',
    improvementItem: '• {{text}}',
    cancel: 'Abbrechen',
    refined: 'Verfeinert: {{improvements}}',
  },
  delete: {
    title: 'Ziel löschen',
    cancel: 'Abbrechen',
    confirm: 'Löschen',
  },
  assistant: {
    title: 'Titel',
    titleHint: 'Optional: Leer gelassen, wird er aus „Spezifisch“ gebildet',
    category: 'Kategorie',
    smartCriteria: 'SMART-Kriterien',
    tips: 'Tipps',
    back: 'Zurück',
    next: 'Weiter',
    finish: 'Fertig',
    offlineLabel: '{{type}} · {{offline}}',
    clipboardCategory: 'Kategorie: {{category}}',
    clipboardCriterion: '{{label}}: {{text}}',
    guides: {
      specific: {
        explanation: 'Sagen Sie genau, was Sie erreichen wollen: was, wer beteiligt ist und warum es gerade jetzt zählt.',
        placeholder: 'z. B. Unser wöchentliches Teammeeting mit klarer Agenda und Entscheidungsprotokoll leiten',
        tips: {
          verb: 'Beginnen Sie mit einem Verb, das eine Handlung beschreibt.',
          people: 'Nennen Sie die beteiligten Personen oder den Bereich.',
          vague: 'Verzichten Sie auf vage Wörter wie „besser“ oder „mehr“.',
        },
      },
      measurable: {
        explanation: 'Legen Sie fest, woran Sie Fortschritt erkennen und wann Sie fertig sind.',
        placeholder: 'z. B. 12 Meetings leiten und vom Team im Schnitt 4 von 5 Punkten erhalten',
        tips: {
          number: 'Wählen Sie eine Zahl, eine Menge oder eine Bewertung, die sich prüfen lässt.',
          often: 'Legen Sie fest, wie oft Sie messen.',
          start: 'Halten Sie fest, wo Sie heute stehen.',
        },
      },
      achievable: {
        explanation: 'Prüfen Sie, ob das Ziel mit Ihrer Zeit, Ihren Fähigkeiten und Ihrer Unterstützung erreichbar ist.',
        placeholder: 'z. B. Ich blocke jeden Montag 30 Minuten zur Vorbereitung und bitte meinen Coach um Feedback',
        tips: {
          strengths: 'Zählen Sie auf, was bereits für Sie spricht.',
          support: 'Nennen Sie die Unterstützung, um die Sie bitten werden.',
          stretch: 'Fordern Sie sich, aber überladen Sie Ihre Woche nicht.',
        },
      },
      relevant: {
        explanation: 'Erklären Sie, warum Ihnen dieses Ziel wichtig ist und wie es zu Ihren größeren Plänen passt.',
        placeholder: 'z. B. Fokussierte Meetings zu leiten ist ein Schritt hin zur Teamleitung, die ich anstrebe',
        tips: {
          value: 'Verbinden Sie das Ziel mit einem Wert oder einem längerfristigen Anliegen.',
          now: 'Fragen Sie sich: Warum gerade jetzt?',
        },
      },
      timeBound: {
        explanation: 'Setzen Sie eine Frist und einige Zwischenstationen.',
        placeholder: 'z. B. Bis Ende des nächsten Quartals, mit einer Zwischenbilanz alle vier Wochen',
        tips: {
          date: 'Wählen Sie ein Zieldatum.',
          checkpoints: 'Planen Sie Zwischenstationen ein, um den Fortschritt zu prüfen.',
          first: 'Überlegen Sie, was Sie diese Woche als Erstes tun.',
        },
      },
    },
  },
  offline: {
    specific: 'Ich werde {{subject}}.',
    measurable: 'Ich verfolge meinen Fortschritt wöchentlich und zähle jeden abgeschlossenen Schritt.',
    achievable: 'Ich plane jede Woche feste Zeit dafür ein und bitte meinen Coach um Unterstützung.',
    relevant: 'Das ist mir wichtig, weil es mich im Bereich {{area}} voranbringt.',
    relevantArea: 'persönliches Wachstum',
    timeBound: 'Ich überprüfe meinen Fortschritt alle zwei Wochen und bin in drei Monaten fertig.',
    improvement: 'Prüfen Sie, ob jedes Kriterium eine Zahl, ein Datum oder ein sichtbares Ergebnis nennt.',
    summary: '{{title}}: {{specific}} {{measurable}} {{timeBound}}',
    criterion: '{{label}}: {{text}}',
  },
};

export default de;
