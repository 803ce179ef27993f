import type { Catalogue } from '../../catalogue.js';
import type en from '../en/admin-profile.js';

const de: Catalogue<typeof en> = {
  subtitle: 'Ihre Angaben, wie andere Admins und das Audit-Protokoll sie sehen, und Ihr Passwort.',
  roles: { admin: 'Administrator', coach: 'Coach', client: 'Klient' },
  actions: {
    edit: 'Profil bearbeiten',
    cancel: 'Abbrechen',
    save: 'Änderungen speichern',
  },
  personal: {
    title: 'Persönliche Informationen',
    firstName: 'Vorname',
    lastName: 'Nachname',
    phone: 'Telefon',
    bio: 'Über mich',
    timezone: 'Zeitzone',
    notSet: 'Nicht angegeben',
  },
};

export default de;
