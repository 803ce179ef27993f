import type { Catalogue } from '../../catalogue.js';
import type en from '../en/auth.js';

const de: Catalogue<typeof en> = {
  signIn: {
    title: 'Anmelden',
    subtitle: 'Willkommen zurück. Machen Sie dort weiter, wo Sie aufgehört haben.',
    email: 'E-Mail-Adresse',
    password: 'Passwort',
    submit: 'Anmelden',
    forgot: 'Passwort vergessen?',
    newHere: 'Neu hier?',
    createAccount: 'Konto erstellen',
    close: 'Schließen',
    loadingForm: 'Anmeldeformular wird geladen',
  },
  forgot: {
    title: 'Passwort zurücksetzen',
    text: 'Geben Sie die E-Mail-Adresse ein, mit der Sie sich anmelden. Wir senden Ihnen einen Link, mit dem Sie ein neues Passwort wählen.',
    email: 'E-Mail-Adresse',
    cancel: 'Abbrechen',
    close: 'Schließen',
    send: 'Link senden',
  },
  register: {
    title: 'Konto erstellen',
    subtitle: 'Drei kurze Schritte, und Sie sind dabei.',
    email: 'E-Mail-Adresse',
    username: 'Benutzername',
    password: 'Passwort',
    confirmPassword: 'Passwort bestätigen',
    firstName: 'Vorname',
    lastName: 'Nachname',
    phone: 'Telefon',
    bio: 'Über mich',
    optional: 'Optional',
    bioHint: 'Optional: ein paar Worte über Sie',
    joiningAs: 'Ich registriere mich als',
    roles: { client: 'Klient', coach: 'Coach' },
    back: 'Zurück',
    next: 'Weiter',
    create: 'Konto erstellen',
    haveAccount: 'Sie haben schon ein Konto?',
  },
  reset: {
    title: 'Passwort zurücksetzen',
    subtitle: 'Wählen Sie ein neues Passwort für Ihr Konto.',
    newPassword: 'Neues Passwort',
    confirmPassword: 'Passwort bestätigen',
    submit: 'Passwort zurücksetzen',
    requestNewLink: 'Neuen Link anfordern',
    done_one: 'Sie können sich jetzt mit Ihrem neuen Passwort anmelden. In {{count}} Sekunde geht es weiter zur Anmeldung.',
    done_other: 'Sie können sich jetzt mit Ihrem neuen Passwort anmelden. In {{count}} Sekunden geht es weiter zur Anmeldung.',
    backToLogin: 'Zurück zur Anmeldung',
  },
};

export default de;
