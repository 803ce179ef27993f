import type { Catalogue } from '../../catalogue.js';
import type en from '../en/sessions.js';

const fr: Catalogue<typeof en> = {
  status: {
    scheduled: 'En attente de confirmation',
    confirmed: 'Confirmée',
    in_progress: 'En cours',
    completed: 'Terminée',
    cancelled: 'Annulée',
    no_show: 'Absence',
  },
  location: {
    video_call: 'Appel vidéo',
    phone: 'Téléphone',
    in_person: 'En personne',
  },
};

export default fr;
