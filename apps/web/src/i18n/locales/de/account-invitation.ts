import type { Catalogue } from '../../catalogue.js';
import type en from '../en/account-invitation.js';

const de: Catalogue<typeof en> = {
  title: 'Konto erstellen',
  loading: 'Ihre Einladung wird gelesen',
  loadFailed: 'Die Einladung konnte nicht gelesen werden. Bitte versuchen Sie es erneut.',
  missingToken: 'Dieser Link enthält keine Einladung. Öffnen Sie den Link aus Ihrer Einladungs-E-Mail erneut.',
  invitedBy: '{{inviter}} hat Sie eingeladen, als {{role}} beizutreten',
  invited: 'Sie sind eingeladen, als {{role}} beizutreten',
  roles: { client: 'Klient', coach: 'Coach', admin: 'Administrator' },
  account: 'Ihr Konto: {{name}}, {{email}}.',
  expires: 'Die Einladung ist gültig bis {{date}}.',
  choose: 'Wählen Sie, wie Sie sich anmelden.',
  email: 'E-Mail',
  username: 'Benutzername',
  password: 'Passwort',
  confirmPassword: 'Passwort bestätigen',
  submit: 'Konto erstellen',
  goHome: 'Zur Startseite',
  haveAccount: 'Sie haben bereits ein Konto?',
  signIn: 'Hier anmelden',
};

export default de;
