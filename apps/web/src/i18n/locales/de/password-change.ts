import type { Catalogue } from '../../catalogue.js';
import type en from '../en/password-change.js';

const de: Catalogue<typeof en> = {
  title: 'Passwort ändern',
  hint: 'Auf allen anderen Geräten werden Sie abgemeldet.',
  current: 'Aktuelles Passwort',
  new: 'Neues Passwort',
  confirm: 'Neues Passwort bestätigen',
  submit: 'Passwort ändern',
};

export default de;
