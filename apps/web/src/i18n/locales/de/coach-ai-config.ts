import type { Catalogue } from '../../catalogue.js';
import type en from '../en/coach-ai-config.js';

const de: Catalogue<typeof en> = {
  tryAgain: 'Erneut versuchen',
  loading: 'Die KI-Konfiguration wird geladen',
  loadFailed: 'Die KI-Konfiguration konnte nicht geladen werden.',
  client: {
    title: 'KI-Konfiguration für {{name}}',
    back: 'Zurück zu Meine Klienten',
    liveNote: 'Änderungen gelten in den offenen KI-Gesprächen von {{name}} ab der nächsten Antwort des KI-Coachs.',
    notFound: 'Klient nicht gefunden',
    notFoundHint: 'Dieser Klient gehört nicht zu Ihren Klienten, oder sein Konto besteht nicht mehr.',
    liveNoteUnnamed: 'Änderungen gelten in den offenen KI-Gesprächen des Klienten ab der nächsten Antwort des KI-Coachs.',
    saved: 'KI-Konfiguration gespeichert',
  },
  defaults: {
    intro:
      'Ihre Standardwerte für den KI-Coach. Sie gelten für Klienten, die ab jetzt zu Ihnen kommen; bestehende Klienten behalten ihre eigene Konfiguration.',
    saved: 'Ihre KI-Standardwerte sind gespeichert',
  },
  form: {
    sections: { context: 'Kontext des Klienten', approach: 'Coaching-Ansatz', model: 'Modell', guardrails: 'Leitplanken' },
    context: 'Kontext',
    contextHelper: 'Hintergrund, Situation, worauf zu achten ist. Der KI-Coach liest ihn; der Klient sieht ihn nie. {{length}}/{{max}} Zeichen',
    coachingStyle: 'Coaching-Stil',
    coachingStyleHelper: 'Legt die Methodik der KI-Gespräche des Klienten fest, auch der offenen.',
    frameworks: 'Modelle',
    frameworksHelper: 'Methodiken, auf die der KI-Coach zusätzlich zu der seines Coaching-Stils zurückgreifen darf.',
    communicationStyle: 'Kommunikationsstil',
    responseLength: 'Antwortlänge',
    sessionFrequency: 'Sitzungshäufigkeit',
    temperature: 'Temperatur',
    temperatureHelper: '0.1-2.0',
    maxTokens: 'Maximale Tokens',
    maxTokensHelper: 'Die längste Antwort, von {{min}} bis {{max}} Tokens',
    tokens: '{{value}} Tokens',
    lists: {
      sessionGoals: { title: 'Sitzungsziele', add: 'Sitzungsziel hinzufügen', empty: 'Noch keine Sitzungsziele.' },
      focusAreas: { title: 'Schwerpunkte', add: 'Schwerpunkt hinzufügen', empty: 'Noch keine Schwerpunkte.' },
      personalityTraits: { title: 'Persönlichkeitsmerkmale', add: 'Persönlichkeitsmerkmal hinzufügen', empty: 'Noch keine Persönlichkeitsmerkmale.' },
      topicBoundaries: { title: 'Zu meidende Themen', add: 'Zu meidendes Thema hinzufügen', empty: 'Keine zu meidenden Themen.' },
    },
    addButton: 'Hinzufügen',
    remove: '{{value}} entfernen',
    duplicate: 'Steht bereits in der Liste.',
    tooMany: 'Höchstens {{max}} Einträge.',
    tooLong: 'Höchstens {{max}} Zeichen.',
    save: 'Speichern',
    reset: 'Zurücksetzen',
    resetHint: 'Zurücksetzen stellt die zuletzt gespeicherte Konfiguration wieder her.',
  },
  styles: { directive: 'Direktiv', 'non-directive': 'Nicht-direktiv', 'solution-focused': 'Lösungsorientiert', 'cognitive-behavioral': 'Kognitiv-behavioral' },
  options: {
    communicationStyles: { supportive: 'Unterstützend', direct: 'Direkt', challenging: 'Herausfordernd', analytical: 'Analytisch' },
    responseLengths: { brief: 'Kurz', moderate: 'Mittel', detailed: 'Ausführlich' },
    sessionFrequencies: { daily: 'Täglich', weekly: 'Wöchentlich', biweekly: 'Alle zwei Wochen', monthly: 'Monatlich' },
  },
  values: {
    'personal growth': 'persönliches Wachstum',
    'self-awareness': 'Selbstwahrnehmung',
    empathetic: 'einfühlsam',
    encouraging: 'ermutigend',
  },
  summary: {
    intro: 'Wie der KI-Coach dieses Klienten mit ihm arbeitet.',
    approach: 'Ansatz',
    model: 'Modell',
    guardrails: 'Leitplanken',
    context: 'Kontext des Klienten',
    noContext: 'Noch kein Kontext geschrieben.',
    noFrameworks: 'Nur die des Coaching-Stils',
    edit: 'KI-Konfiguration bearbeiten',
  },
};

export default de;
