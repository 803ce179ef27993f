import type { Catalogue } from '../../catalogue.js';
import type en from '../en/sessions.js';

const es: Catalogue<typeof en> = {
  status: {
    scheduled: 'Pendiente de confirmación',
    confirmed: 'Confirmada',
    in_progress: 'En curso',
    completed: 'Completada',
    cancelled: 'Cancelada',
    no_show: 'No se presentó',
  },
  location: {
    video_call: 'Videollamada',
    phone: 'Teléfono',
    in_person: 'En persona',
  },
};

export default es;
