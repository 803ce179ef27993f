import type { Catalogue } from '../../catalogue.js';
import type en from '../en/client-settings.js';

const de: Catalogue<typeof en> = {
  subtitle: 'Legen Sie fest, was Ihr Coach und die Plattform sehen dürfen, und schützen Sie Ihr Konto.',
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
