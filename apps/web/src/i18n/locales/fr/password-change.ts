import type { Catalogue } from '../../catalogue.js';
import type en from '../en/password-change.js';

const fr: Catalogue<typeof en> = {
  title: 'Changer le mot de passe',
  hint: 'Vous serez déconnecté de tous vos autres appareils.',
  current: 'Mot de passe actuel',
  new: 'Nouveau mot de passe',
  confirm: 'Confirmer le nouveau mot de passe',
  submit: 'Changer le mot de passe',
};

export default fr;
