import type { Catalogue } from '../../catalogue.js';
import type en from '../en/sessions.js';

const de: Catalogue<typeof en> = {
  status: {
    scheduled: 'Wartet auf Bestätigung',
    confirmed: 'Bestätigt',
    in_progress: 'Läuft',
    completed: 'Abgeschlossen',
    cancelled: 'Abgesagt',
    no_show: 'Nicht erschienen',
  },
  location: {
    video_call: 'Videoanruf',
    phone: 'Telefon',
    in_person: 'Vor Ort',
  },
};

export default de;
