import type { Catalogue } from '../../catalogue.js';
import type en from '../en/coach-client-edit.js';

const fr: Catalogue<typeof en> = {
  back: 'Retour à Mes clients',
  tryAgain: 'Réessayer',
  loading: 'Chargement du client',
  loadFailed: 'Le client n’a pas pu être chargé.',
  notFound: 'Client introuvable',
  notFoundHint: 'Ce client ne fait pas partie des vôtres, ou son compte n’existe plus.',
  header: {
    active: 'Actif',
    inactive: 'Inactif',
    memberSince: 'Membre depuis le {{date}}',
    lastActive: 'Dernière activité {{when}}',
    noActivity: 'Aucune activité pour l’instant',
  },
  links: {
    title: 'Travailler avec ce client',
    aiConfig: 'Configuration de l’IA',
    message: 'Message',
    schedule: 'Planifier une séance',
    aiConversations: 'Conversations IA',
  },
  form: {
    title: 'Profil du client',
    shared: 'Les objectifs et les défis actuels font partie du profil du client : il les voit et peut aussi les modifier.',
    lists: {
      goals: { title: 'Objectifs', add: 'Ajouter un objectif', empty: 'Aucun objectif pour l’instant.' },
      currentChallenges: { title: 'Défis actuels', add: 'Ajouter un défi', empty: 'Aucun défi actuel pour l’instant.' },
      addButton: 'Ajouter',
      remove: 'Retirer {{value}}',
      invalid: 'Cette liste est trop longue. Retirez quelques entrées avant d’enregistrer.',
    },
    notes: 'Notes privées',
    notesHelper: 'Vous seul les voyez ; le client jamais. {{length}}/{{max}} caractères',
    cancel: 'Annuler',
    save: 'Enregistrer les modifications',
  },
};
export default fr;
