import type { Catalogue } from '../../catalogue.js';
import type en from '../en/templates.js';

const es: Catalogue<typeof en> = {
  intro: 'Reutiliza tus planes de sesión al programar una sesión y tus mensajes en cualquier conversación.',
  tryAgain: 'Reintentar',
  tabs: { label: 'Tipos de plantilla', session_plan: 'Planes de sesión', message: 'Plantillas de mensaje' },
  create: { session_plan: 'Nuevo plan de sesión', message: 'Nueva plantilla de mensaje' },
  list: {
    loading: 'Cargando plantillas',
    loadFailed: 'No se pudieron cargar tus plantillas.',
    empty: {
      session_plan: 'Aún no tienes planes de sesión. Un plan es una agenda que puedes adjuntar al programar una sesión.',
      message: 'Aún no tienes plantillas de mensaje. Guarda los mensajes que envías a menudo e insértalos en cualquier conversación.',
    },
  },
  card: {
    uses_one: 'Usada una vez',
    uses_other: 'Usada {{count}} veces',
    unused: 'Sin usar todavía',
    items_one: '{{count}} punto, {{minutes}} min en total',
    items_other: '{{count}} puntos, {{minutes}} min en total',
    edit: 'Editar {{title}}',
    duplicate: 'Duplicar {{title}}',
    delete: 'Eliminar {{title}}',
  },
  dialog: {
    createTitle: { session_plan: 'Nuevo plan de sesión', message: 'Nueva plantilla de mensaje' },
    editTitle: { session_plan: 'Editar plan de sesión', message: 'Editar plantilla de mensaje' },
    title: 'Título',
    content: { session_plan: 'Notas (opcional)', message: 'Mensaje' },
    contentHint: 'Escribe {{placeholder}} donde deba ir el nombre del cliente.',
    cancel: 'Cancelar',
    save: 'Guardar',
    create: 'Crear',
    failed: 'No se pudo guardar la plantilla.',
  },
  agenda: {
    label: 'Agenda',
    itemTitle: 'Punto {{number}}',
    minutes: 'Minutos del punto {{number}}',
    add: 'Añadir punto',
    remove: 'Quitar el punto {{number}}',
    up: 'Subir el punto {{number}}',
    down: 'Bajar el punto {{number}}',
    total: 'Total: {{minutes}} min',
    empty: 'Todavía no hay puntos. Añade el primero.',
  },
  deleteDialog: {
    title: '¿Eliminar esta plantilla?',
    text: 'Se eliminará «{{title}}». Las sesiones ya programadas con ella conservan su plan.',
    keep: 'Conservarla',
    confirm: 'Eliminar',
  },
  failures: { delete: 'No se pudo eliminar la plantilla.', duplicate: 'No se pudo duplicar la plantilla.' },
  plan: {
    label: 'Plan de sesión',
    none: 'Sin plan',
    hint: 'Su agenda se copia en la sesión.',
    noPlans: 'Aún no tienes planes de sesión. Crea uno en Plantillas.',
    loadFailed: 'No se pudieron cargar tus planes de sesión.',
    option: '{{title}} ({{minutes}} min)',
    heading: 'Plan de sesión: {{title}}',
    minutes: '{{minutes}} min',
    total: 'Total: {{minutes}} min',
  },
  insert: {
    button: 'Insertar plantilla',
    loading: 'Cargando plantillas de mensaje',
    loadFailed: 'No se pudieron cargar tus plantillas de mensaje.',
    empty: 'Aún no hay plantillas de mensaje',
    manage: 'Gestionar plantillas',
  },
};

export default es;
