import type { Catalogue } from '../../catalogue.js';
import type en from '../en/admin-sessions.js';

const fr: Catalogue<typeof en> = {
  subtitle: 'Toutes les séances de la plateforme. Filtrez par statut, coach, client et dates ; ouvrez-en une pour son détail.',
  loadFailed: 'Impossible de charger les séances',
  tryAgain: 'Réessayer',
  filters: {
    status: 'Statut',
    anyStatus: 'Tous les statuts',
    coach: 'Coach',
    client: 'Client',
    searchHint: "Nom, nom d'utilisateur ou e-mail",
    from: 'Du',
    to: 'Au',
  },
  grid: {
    label: 'Séances',
    empty: "Aucune séance pour l'instant.",
    noMatch: 'Aucune séance ne correspond à ces filtres.',
    clearFilters: 'Effacer les filtres',
    scheduledDate: 'Date',
    title: 'Titre',
    coach: 'Coach',
    client: 'Client',
    duration: 'Durée',
    minutes: '{{count}} min',
    status: 'Statut',
  },
  detail: {
    title: 'Détail de la séance',
    when: 'Quand',
    coach: 'Coach',
    client: 'Client',
    location: 'Où',
    requestedBy: 'Demandée par',
    requestedByClient: 'Le client',
    requestedByCoach: 'Le coach',
    cancellation: 'Annulée par {{by}} : {{reason}}',
    by: { client: 'le client', coach: 'le coach', admin: 'un administrateur' },
    late: 'Annulation tardive',
    feedback: 'Avis du client : satisfaction {{satisfaction}}/10, clarté {{clarity}}/10, applicabilité {{actionability}}/10',
    close: 'Fermer',
    cancel: 'Annuler la séance',
  },
  cancel: {
    title: 'Annuler cette séance ?',
    body: 'Le coach et le client sont prévenus aussitôt, avec votre motif. Cette action est définitive.',
    reason: 'Motif',
    keep: 'Garder la séance',
    confirm: 'Annuler la séance',
    failed: "Impossible d'annuler la séance",
  },
};

export default fr;
