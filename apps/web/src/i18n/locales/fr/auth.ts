import type { Catalogue } from '../../catalogue.js';
import type en from '../en/auth.js';

const fr: Catalogue<typeof en> = {
  signIn: {
    title: 'Connexion',
    subtitle: 'Bon retour parmi nous. Reprenez là où vous vous étiez arrêté.',
    email: 'Adresse e-mail',
    password: 'Mot de passe',
    submit: 'Se connecter',
    forgot: 'Mot de passe oublié ?',
    newHere: 'Nouveau ici ?',
    createAccount: 'Créer un compte',
    close: 'Fermer',
    loadingForm: 'Chargement du formulaire de connexion',
  },
  forgot: {
    title: 'Réinitialiser votre mot de passe',
    text: 'Saisissez l’adresse e-mail avec laquelle vous vous connectez : nous vous enverrons un lien pour choisir un nouveau mot de passe.',
    email: 'Adresse e-mail',
    cancel: 'Annuler',
    close: 'Fermer',
    send: 'Envoyer le lien',
  },
  register: {
    title: 'Créer votre compte',
    subtitle: 'Trois étapes rapides et c’est parti.',
    email: 'Adresse e-mail',
    username: 'Nom d’utilisateur',
    password: 'Mot de passe',
    confirmPassword: 'Confirmer le mot de passe',
    firstName: 'Prénom',
    lastName: 'Nom',
    phone: 'Téléphone',
    bio: 'À propos de vous',
    optional: 'Facultatif',
    bioHint: 'Facultatif : quelques mots sur vous',
    joiningAs: 'Je m’inscris en tant que',
    roles: { client: 'Client', coach: 'Coach' },
    back: 'Retour',
    next: 'Suivant',
    create: 'Créer le compte',
    haveAccount: 'Vous avez déjà un compte ?',
  },
  reset: {
    title: 'Réinitialiser votre mot de passe',
    subtitle: 'Choisissez un nouveau mot de passe pour votre compte.',
    newPassword: 'Nouveau mot de passe',
    confirmPassword: 'Confirmer le mot de passe',
    submit: 'Réinitialiser le mot de passe',
    requestNewLink: 'Demander un nouveau lien',
    done_one: 'Vous pouvez maintenant vous connecter avec votre nouveau mot de passe. Nous vous redirigeons vers la page de connexion dans {{count}} seconde.',
    done_other: 'Vous pouvez maintenant vous connecter avec votre nouveau mot de passe. Nous vous redirigeons vers la page de connexion dans {{count}} secondes.',
    backToLogin: 'Retour à la connexion',
  },
};

export default fr;
