import type { Catalogue } from '../../catalogue.js';
import type en from '../en/client-settings.js';

const es: Catalogue<typeof en> = {
  subtitle: 'Elige cómo te avisamos, qué pueden ver tu coach y la plataforma, y mantén tu cuenta segura.',
  notifications: {
    title: 'Notificaciones',
    hint: 'Cada cambio se guarda al instante.',
    email: 'Notificaciones por correo electrónico',
    sms: 'Notificaciones por SMS',
    push: 'Notificaciones push',
    weeklyReports: 'Informes semanales',
    sessionReminders: 'Recordatorios de sesiones',
    goalUpdates: 'Novedades de tus objetivos',
    hints: {
      email: 'Mensajes nuevos, cambios de sesiones y recordatorios por correo electrónico, además de en la aplicación.',
      sms: 'Los mensajes de texto aún no están configurados en esta plataforma.',
      push: 'Las notificaciones del navegador llegarán en una versión posterior; tu elección se guarda hasta entonces.',
      weeklyReports: 'Un resumen semanal de tu progreso. Aún no se envía; tu elección se guarda hasta que se envíe.',
      sessionReminders: 'Un recordatorio 24 horas y 1 hora antes de cada sesión, en la aplicación y, con el correo activado, por correo electrónico.',
      goalUpdates: 'Una notificación cuando tu coach actualiza uno de tus objetivos.',
    },
  },
  privacy: {
    title: 'Privacidad',
    hint: 'Cada cambio se guarda al instante.',
    shareProgressWithCoach: 'Compartir mi progreso con mi coach',
    sharingOn: 'Activado: tu coach puede leer tus conversaciones completas de coaching con IA.',
    sharingOff: 'Desactivado: tu coach solo ve los resúmenes, las ideas clave y las acciones de tu coaching con IA, no las conversaciones en sí.',
    safetyAlerts: 'En ambos casos, las alertas de seguridad siempre llegan a tu coach.',
    allowDataAnalytics: 'Permitir el análisis de datos',
    allowDataAnalyticsHint: 'Tu actividad puede contarse, sin tu nombre, en las cifras de uso de la plataforma.',
    visibleToOtherClients: 'Visible para otros clientes',
    visibleToOtherClientsHint: 'Otros clientes de la plataforma pueden ver tu nombre y tu perfil.',
  },
  appearance: {
    title: 'Apariencia',
    hint: 'Se aplica al momento y se guarda con tu cuenta: la encontrarás igual dondequiera que inicies sesión. Las fechas y horas se muestran en tu zona horaria.',
    theme: 'Tema',
    themes: { light: 'Claro', dark: 'Oscuro', auto: 'Igual que mi dispositivo' },
    language: 'Idioma',
    timezone: 'Zona horaria',
  },
  reads: {
    title: 'Quién ha leído mis conversaciones con la IA',
    hint: 'Cada vez que tu coach o un administrador de la plataforma abre o descarga completa una de tus conversaciones de coaching con IA, aparece aquí.',
    loading: 'Cargando quién ha leído tus conversaciones con la IA',
    loadFailed: 'No se ha podido cargar la lista de quién ha leído tus conversaciones con la IA.',
    tryAgain: 'Reintentar',
    empty: 'Nadie ha leído tus conversaciones con la IA',
    formerUser: 'Un antiguo usuario',
    columns: { reader: 'Quién', conversation: 'Conversación', kind: 'Qué', when: 'Cuándo' },
    kinds: { transcript: 'Leída', export: 'Descargada' },
    roles: { coach: 'Coach', admin: 'Administrador', other: 'Otro' },
  },
};

export default es;
