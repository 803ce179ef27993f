import type { Catalogue } from '../../catalogue.js';
import type en from '../en/client-settings.js';

const de: Catalogue<typeof en> = {
  subtitle: 'Legen Sie fest, wie wir Sie benachrichtigen und was Ihr Coach und die Plattform sehen dürfen, und schützen Sie Ihr Konto.',
  notifications: {
    title: 'Benachrichtigungen',
    hint: 'Jede Änderung wird sofort gespeichert.',
    email: 'E-Mail-Benachrichtigungen',
    sms: 'SMS-Benachrichtigungen',
    push: 'Push-Benachrichtigungen',
    weeklyReports: 'Wochenberichte',
    sessionReminders: 'Sitzungserinnerungen',
    goalUpdates: 'Neuigkeiten zu Zielen',
    hints: {
      email: 'Neue Nachrichten, Sitzungsänderungen und Erinnerungen zusätzlich zur App auch per E-Mail.',
      sms: 'SMS sind auf dieser Plattform noch nicht eingerichtet.',
      push: 'Browser-Benachrichtigungen kommen in einer späteren Version; Ihre Auswahl bleibt bis dahin gespeichert.',
      weeklyReports: 'Eine wöchentliche Zusammenfassung Ihres Fortschritts. Sie wird noch nicht versendet; Ihre Auswahl bleibt bis dahin gespeichert.',
      sessionReminders: 'Eine Erinnerung 24 Stunden und 1 Stunde vor jeder Sitzung, in der App und bei aktivierter E-Mail auch per E-Mail.',
      goalUpdates: 'Eine Benachrichtigung, wenn Ihr Coach eines Ihrer Ziele aktualisiert.',
    },
  },
  privacy: {
    title: 'Datenschutz',
    hint: 'Jede Änderung wird sofort gespeichert.',
    shareProgressWithCoach: 'Meinen Fortschritt mit meinem Coach teilen',
    sharingOn: 'An: Ihr Coach kann Ihre KI-Coaching-Gespräche vollständig lesen.',
    sharingOff: 'Aus: Ihr Coach sieht nur die Zusammenfassungen, Erkenntnisse und Aufgaben Ihres KI-Coachings, nicht die Gespräche selbst.',
    safetyAlerts: 'In beiden Fällen erreichen Sicherheitswarnungen Ihren Coach immer.',
    allowDataAnalytics: 'Datenanalyse erlauben',
    allowDataAnalyticsHint: 'Ihre Aktivität kann ohne Ihren Namen in die Nutzungszahlen der Plattform einfließen.',
    visibleToOtherClients: 'Für andere Klienten sichtbar',
    visibleToOtherClientsHint: 'Andere Klienten der Plattform können Ihren Namen und Ihr Profil sehen.',
  },
  appearance: {
    title: 'Darstellung',
    hint: 'Wird sofort angewendet und mit Ihrem Konto gespeichert: So finden Sie sie überall wieder, wo Sie sich anmelden. Datum und Uhrzeit erscheinen in Ihrer Zeitzone.',
    theme: 'Design',
    themes: { light: 'Hell', dark: 'Dunkel', auto: 'Wie mein Gerät' },
    language: 'Sprache',
    timezone: 'Zeitzone',
  },
  reads: {
    title: 'Wer meine KI-Gespräche gelesen hat',
    hint: 'Jedes Mal, wenn Ihr Coach oder ein Administrator der Plattform eines Ihrer KI-Coaching-Gespräche vollständig öffnet oder herunterlädt, steht es hier.',
    loading: 'Es wird geladen, wer Ihre KI-Gespräche gelesen hat',
    loadFailed: 'Die Liste, wer Ihre KI-Gespräche gelesen hat, konnte nicht geladen werden.',
    tryAgain: 'Erneut versuchen',
    empty: 'Niemand hat Ihre KI-Gespräche gelesen',
    formerUser: 'Ein ehemaliger Nutzer',
    columns: { reader: 'Wer', conversation: 'Gespräch', kind: 'Was', when: 'Wann' },
    kinds: { transcript: 'Gelesen', export: 'Heruntergeladen' },
    roles: { coach: 'Coach', admin: 'Administrator', other: 'Sonstige' },
  },
};

export default de;
