import type { Catalogue } from '../../catalogue.js';
import type en from '../en/admin-profile.js';

const fr: Catalogue<typeof en> = {
  subtitle: 'Vos informations telles que les autres administrateurs et le journal d’audit les voient, et votre mot de passe.',
  roles: { admin: 'Administrateur', coach: 'Coach', client: 'Client' },
  actions: {
    edit: 'Modifier le profil',
    cancel: 'Annuler',
    save: 'Enregistrer les modifications',
  },
  personal: {
    title: 'Informations personnelles',
    firstName: 'Prénom',
    lastName: 'Nom',
    phone: 'Téléphone',
    bio: 'Biographie',
    timezone: 'Fuseau horaire',
    notSet: 'Non renseigné',
  },
};

export default fr;
