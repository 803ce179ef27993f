import type { Catalogue } from '../../catalogue.js';
import type en from '../en/account-invitation.js';

const fr: Catalogue<typeof en> = {
  title: 'Créez votre compte',
  loading: 'Lecture de votre invitation',
  loadFailed: "L'invitation n'a pas pu être lue. Veuillez réessayer.",
  missingToken: "Ce lien ne contient aucune invitation. Rouvrez le lien de votre e-mail d'invitation.",
  invitedBy: '{{inviter}} vous invite à rejoindre la plateforme en tant que {{role}}',
  invited: 'Vous êtes invité à rejoindre la plateforme en tant que {{role}}',
  roles: { client: 'client', coach: 'coach', admin: 'administrateur' },
  account: 'Votre compte : {{name}}, {{email}}.',
  expires: "L'invitation est valable jusqu'au {{date}}.",
  choose: 'Choisissez comment vous vous connecterez.',
  email: 'E-mail',
  username: "Nom d'utilisateur",
  password: 'Mot de passe',
  confirmPassword: 'Confirmer le mot de passe',
  submit: 'Créer le compte',
  goHome: "Aller à la page d'accueil",
  haveAccount: 'Vous avez déjà un compte ?',
  signIn: 'Connectez-vous ici',
};

export default fr;
