import type { Catalogue } from '../../catalogue.js';
import type en from '../en/notifications.js';

const es: Catalogue<typeof en> = {
  bell_zero: 'Notificaciones',
  bell_one: 'Notificaciones, {{count}} sin leer',
  bell_other: 'Notificaciones, {{count}} sin leer',
  menuLabel: 'Últimas notificaciones',
  markAllRead: 'Marcar todas como leídas',
  markRead: 'Marcar como leída',
  seeAll: 'Ver todas',
  empty: 'Aún no hay notificaciones.',
  emptyUnread: 'No hay notificaciones sin leer.',
  loading: 'Cargando notificaciones',
  loadFailed: 'No se pudieron cargar las notificaciones',
  tryAgain: 'Reintentar',
  unreadOnly: 'Solo sin leer',
  unreadMark: 'Sin leer',
  listLabel: 'Notificaciones',
  types: {
    message: 'Nuevo mensaje de {{personName}}',
    safetyCrisis: 'Alerta de seguridad: {{personName}}',
    safetyConcern: 'Se sugiere un seguimiento de bienestar: {{personName}}',
    sessionRequested: '{{personName}} ha pedido una sesión',
    sessionConfirmed: 'Sesión con {{personName}} confirmada',
    sessionRescheduled: '{{personName}} ha cambiado la hora de una sesión',
    sessionRescheduledLate: '{{personName}} ha cambiado una sesión con poca antelación',
    sessionCancelled: '{{personName}} ha cancelado una sesión',
    sessionCancelledLate: '{{personName}} ha cancelado una sesión con poca antelación',
    sessionReminder: 'Próximamente: sesión con {{personName}}',
    invitationReceived: '{{personName}} te ha invitado a trabajar con él o ella como tu coach',
    invitationAccepted: '{{personName}} aceptó tu invitación y ahora es tu cliente',
    invitationDeclined: '{{personName}} rechazó tu invitación',
    goalUpdated: '{{personName}} ha actualizado tu objetivo',
    goalCompleted: '{{personName}} ha cumplido un objetivo',
  },
  sessionAt: '«{{title}}», {{when}}',
  someone: 'alguien',
  inConversation: 'En «{{title}}»',
  onGoal: 'Objetivo: «{{title}}»',
};

export default es;
