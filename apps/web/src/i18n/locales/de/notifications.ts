import type { Catalogue } from '../../catalogue.js';
import type en from '../en/notifications.js';

const de: Catalogue<typeof en> = {
  bell_zero: 'Benachrichtigungen',
  bell_one: 'Benachrichtigungen, {{count}} ungelesen',
  bell_other: 'Benachrichtigungen, {{count}} ungelesen',
  menuLabel: 'Neueste Benachrichtigungen',
  markAllRead: 'Alle als gelesen markieren',
  markRead: 'Als gelesen markieren',
  seeAll: 'Alle anzeigen',
  empty: 'Noch keine Benachrichtigungen.',
  emptyUnread: 'Keine ungelesenen Benachrichtigungen.',
  loading: 'Benachrichtigungen werden geladen',
  loadFailed: 'Benachrichtigungen konnten nicht geladen werden',
  tryAgain: 'Erneut versuchen',
  unreadOnly: 'Nur ungelesene',
  unreadMark: 'Ungelesen',
  listLabel: 'Benachrichtigungen',
  types: {
    message: 'Neue Nachricht von {{personName}}',
    safetyCrisis: 'Sicherheitswarnung: {{personName}}',
    safetyConcern: 'Nachfragen empfohlen: {{personName}}',
    sessionRequested: '{{personName}} hat eine Sitzung angefragt',
    sessionConfirmed: 'Sitzung mit {{personName}} bestätigt',
    sessionRescheduled: '{{personName}} hat eine Sitzung verschoben',
    sessionRescheduledLate: '{{personName}} hat eine Sitzung kurzfristig verschoben',
    sessionCancelled: '{{personName}} hat eine Sitzung abgesagt',
    sessionCancelledLate: '{{personName}} hat eine Sitzung kurzfristig abgesagt',
    sessionReminder: 'Demnächst: Sitzung mit {{personName}}',
    invitationReceived: '{{personName}} hat Sie eingeladen, mit ihm oder ihr als Coach zu arbeiten',
    invitationAccepted: '{{personName}} hat Ihre Einladung angenommen und ist jetzt Ihr Klient',
    invitationDeclined: '{{personName}} hat Ihre Einladung abgelehnt',
    goalUpdated: '{{personName}} hat Ihr Ziel aktualisiert',
    goalCompleted: '{{personName}} hat ein Ziel erreicht',
  },
  sessionAt: '„{{title}}“, {{when}}',
  someone: 'Unbekannt',
  inConversation: 'In „{{title}}“',
  onGoal: 'Ziel: „{{title}}“',
};

export default de;
