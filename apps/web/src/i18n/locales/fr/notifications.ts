import type { Catalogue } from '../../catalogue.js';
import type en from '../en/notifications.js';

const fr: Catalogue<typeof en> = {
  bell_zero: 'Notifications',
  bell_one: 'Notifications, {{count}} non lue',
  bell_other: 'Notifications, {{count}} non lues',
  menuLabel: 'Dernières notifications',
  markAllRead: 'Tout marquer comme lu',
  markRead: 'Marquer comme lue',
  seeAll: 'Tout voir',
  empty: 'Aucune notification pour le moment.',
  emptyUnread: 'Aucune notification non lue.',
  loading: 'Chargement des notifications',
  loadFailed: 'Impossible de charger les notifications',
  tryAgain: 'Réessayer',
  unreadOnly: 'Non lues uniquement',
  unreadMark: 'Non lue',
  listLabel: 'Notifications',
  types: {
    message: 'Nouveau message de {{personName}}',
    safetyCrisis: 'Alerte de sécurité : {{personName}}',
    safetyConcern: 'Prise de nouvelles conseillée : {{personName}}',
    sessionRequested: '{{personName}} a demandé une séance',
    sessionConfirmed: 'Séance avec {{personName}} confirmée',
    sessionRescheduled: '{{personName}} a déplacé une séance',
    sessionRescheduledLate: '{{personName}} a déplacé une séance au dernier moment',
    sessionCancelled: '{{personName}} a annulé une séance',
    sessionCancelledLate: '{{personName}} a annulé une séance au dernier moment',
    sessionReminder: 'Bientôt : séance avec {{personName}}',
    invitationReceived: '{{personName}} vous invite à travailler avec lui ou elle comme coach',
    invitationAccepted: '{{personName}} a accepté votre invitation et fait maintenant partie de vos clients',
    invitationDeclined: '{{personName}} a décliné votre invitation',
    goalUpdated: '{{personName}} a mis à jour votre objectif',
    goalCompleted: '{{personName}} a atteint un objectif',
  },
  sessionAt: '« {{title}} », {{when}}',
  someone: 'quelqu’un',
  inConversation: 'Dans « {{title}} »',
  onGoal: 'Objectif : « {{title}} »',
};

export default fr;
