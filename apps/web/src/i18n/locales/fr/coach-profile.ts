import type { Catalogue } from '../../catalogue.js';
import type en from '../en/coach-profile.js';

const fr: Catalogue<typeof en> = {
  subtitle: 'Ce que vos clients savent de vous, et ce que vous apportez à votre pratique.',
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
  coaching: {
    title: 'Informations de coaching',
    experience: 'Expérience',
    experienceHint: 'Années complètes de coaching',
    experienceYears_one: '{{count}} an',
    experienceYears_other: '{{count}} ans',
    hourlyRate: 'Tarif horaire',
    hourlyRateHint: 'Facultatif ; laissez vide pour ne pas afficher de tarif',
    noRate: 'Aucun tarif',
  },
  lists: {
    certifications: {
      title: 'Certifications',
      add: 'Ajouter une certification',
      empty: 'Aucune certification pour l’instant.',
    },
    specializations: {
      title: 'Spécialisations',
      add: 'Ajouter une spécialisation',
      empty: 'Aucune spécialisation pour l’instant.',
    },
    languages: {
      title: 'Langues',
      add: 'Ajouter une langue',
      empty: 'Aucune langue pour l’instant.',
    },
    addButton: 'Ajouter',
    remove: 'Retirer {{value}}',
  },
  availability: {
    title: 'Disponibilités hebdomadaires',
    zone: 'Heures en {{zone}}',
    hours: '{{start}}–{{end}}',
    dayOff: 'Jour de repos',
    edit: 'Modifier dans le planning',
    loadFailed: 'Vos horaires hebdomadaires n’ont pas pu être chargés.',
  },
  ratings: {
    label: 'Vos évaluations',
    average: 'Note moyenne',
    outOf: '{{rating}} / 5',
    ratingLabel: 'Noté {{rating}} sur 5',
    ratedSessions_one: 'Sur {{count}} séance évaluée',
    ratedSessions_other: 'Sur {{count}} séances évaluées',
    noRatings: 'Pas encore d’évaluation',
    completed: 'Séances terminées',
    loadFailed: 'Chargement impossible.',
    tryAgain: 'Réessayer',
  },
  errors: {
    experience: 'Saisissez un nombre entier d’années entre 0 et {{max}}',
    hourlyRate: 'Saisissez un montant entre 0 et {{max}}, avec au plus deux décimales',
  },
};

export default fr;
