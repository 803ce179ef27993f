import { LANGUAGES, type Notification } from '@coaching/contract';

type Language = (typeof LANGUAGES)[number];
type TitleKey =
  | 'message' | 'safetyCrisis' | 'safetyConcern' | 'sessionRequested' | 'sessionConfirmed' | 'sessionRescheduled' | 'sessionRescheduledLate'
  | 'sessionCancelled' | 'sessionCancelledLate' | 'sessionReminder' | 'invitationReceived' | 'invitationAccepted' | 'invitationDeclined'
  | 'goalUpdated' | 'goalCompleted';
type Texts = { types: Record<TitleKey, string>; sessionAt: string; someone: string; inConversation: string; onGoal: string };

/**
 * A notification's words for what is shown outside the app (a push, a text message), in the reader's
 * language: the same texts as the web's notifications catalogue (apps/web/src/i18n/locales/<lang>/notifications.ts),
 * which the app shows in its bell. Keep the two alike.
 */
export const NOTIFICATION_TEXTS: Record<Language, Texts> = {
  en: {
    types: {
      message: 'New message from {{personName}}',
      safetyCrisis: 'Safety alert: {{personName}}',
      safetyConcern: 'Safety check-in suggested: {{personName}}',
      sessionRequested: '{{personName}} asked for a session',
      sessionConfirmed: 'Session with {{personName}} confirmed',
      sessionRescheduled: '{{personName}} moved a session',
      sessionRescheduledLate: '{{personName}} moved a session at short notice',
      sessionCancelled: '{{personName}} cancelled a session',
      sessionCancelledLate: '{{personName}} cancelled a session at short notice',
      sessionReminder: 'Coming up: session with {{personName}}',
      invitationReceived: '{{personName}} invited you to work with them as your coach',
      invitationAccepted: '{{personName}} accepted your invitation and is now your client',
      invitationDeclined: '{{personName}} declined your invitation',
      goalUpdated: '{{personName}} updated your goal',
      goalCompleted: '{{personName}} completed a goal',
    },
    sessionAt: '“{{title}}”, {{when}}',
    someone: 'someone',
    inConversation: 'In “{{title}}”',
    onGoal: 'Goal: “{{title}}”',
  },
  es: {
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
  },
  fr: {
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
  },
  de: {
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
  },
};

function titleKey({ type, data }: Pick<Notification, 'type' | 'data'>): TitleKey {
  switch (type) {
    case 'conversation.message':
      return 'message';
    case 'safety.alert':
      return data.level === 'crisis' ? 'safetyCrisis' : 'safetyConcern';
    case 'session.requested':
      return 'sessionRequested';
    case 'session.confirmed':
      return 'sessionConfirmed';
    case 'session.rescheduled':
      return data.late ? 'sessionRescheduledLate' : 'sessionRescheduled';
    case 'session.cancelled':
      return data.late ? 'sessionCancelledLate' : 'sessionCancelled';
    case 'session.reminder':
      return 'sessionReminder';
    case 'invitation.received':
      return 'invitationReceived';
    case 'invitation.accepted':
      return 'invitationAccepted';
    case 'invitation.declined':
      return 'invitationDeclined';
    case 'goal.updated':
      return 'goalUpdated';
    case 'goal.completed':
      return 'goalCompleted';
  }
}

const fill = (template: string, values: Record<string, string>) => template.replace(/\{\{(\w+)\}\}/g, (_, name: string) => values[name] ?? '');

/** A date and time as the reader reads it; a timezone the runtime does not know reads as UTC. */
function dateTimeIn(language: Language, timeZone: string, iso: string): string {
  const options: Intl.DateTimeFormatOptions = { dateStyle: 'medium', timeStyle: 'short' };
  try {
    return new Intl.DateTimeFormat(language, { ...options, timeZone }).format(new Date(iso));
  } catch {
    return new Intl.DateTimeFormat(language, { ...options, timeZone: 'UTC' }).format(new Date(iso));
  }
}

const languageOf = (language: string): Language => ((LANGUAGES as readonly string[]).includes(language) ? (language as Language) : 'en');

/** What happened (the title) and where or when (the body: the session and its time, the conversation and its excerpt, the goal). */
export function notificationWords(
  notification: Pick<Notification, 'type' | 'data'>,
  reader: { language: string; timezone: string },
): { title: string; body: string } {
  const language = languageOf(reader.language);
  const texts = NOTIFICATION_TEXTS[language];
  const { data } = notification;
  const title = fill(texts.types[titleKey(notification)], { personName: data.personName ?? texts.someone });
  const lines: string[] = [];
  if (data.sessionTitle && data.startsAt) {
    lines.push(fill(texts.sessionAt, { title: data.sessionTitle, when: dateTimeIn(language, reader.timezone, data.startsAt) }));
  }
  if (data.conversationTitle) lines.push(fill(texts.inConversation, { title: data.conversationTitle }));
  if (data.goalTitle) lines.push(fill(texts.onGoal, { title: data.goalTitle }));
  if (data.excerpt) lines.push(data.excerpt);
  return { title, body: lines.join('\n') };
}
