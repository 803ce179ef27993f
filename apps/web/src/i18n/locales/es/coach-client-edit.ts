import type { Catalogue } from '../../catalogue.js';
import type en from '../en/coach-client-edit.js';

const es: Catalogue<typeof en> = {
  back: 'Volver a Mis clientes',
  tryAgain: 'Reintentar',
  loading: 'Cargando el cliente',
  loadFailed: 'No se pudo cargar el cliente.',
  notFound: 'Cliente no encontrado',
  notFoundHint: 'Este cliente no es uno de los tuyos o su cuenta ya no existe.',
  header: {
    active: 'Activo',
    inactive: 'Inactivo',
    memberSince: 'Miembro desde el {{date}}',
    lastActive: 'Última actividad {{when}}',
    noActivity: 'Aún sin actividad',
  },
  links: {
    title: 'Trabajar con este cliente',
    aiConfig: 'Configuración de IA',
    message: 'Mensaje',
    schedule: 'Programar una sesión',
    aiConversations: 'Conversaciones de IA',
  },
  form: {
    title: 'Perfil del cliente',
    shared: 'Los objetivos y los desafíos actuales forman parte del perfil del cliente: los ve y también puede cambiarlos.',
    lists: {
      goals: { title: 'Objetivos', add: 'Añadir un objetivo', empty: 'Aún no hay objetivos.' },
      currentChallenges: { title: 'Desafíos actuales', add: 'Añadir un desafío', empty: 'Aún no hay desafíos actuales.' },
      addButton: 'Añadir',
      remove: 'Quitar {{value}}',
      invalid: 'Esta lista es demasiado larga. Quita algunas entradas antes de guardar.',
    },
    notes: 'Notas privadas',
    notesHelper: 'Solo tú las ves; el cliente nunca. {{length}}/{{max}} caracteres',
    cancel: 'Cancelar',
    save: 'Guardar cambios',
  },
};
export default es;
