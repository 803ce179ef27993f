import type { Catalogue } from '../../catalogue.js';
import type en from '../en/admin-dashboard.js';

const fr: Catalogue<typeof en> = {
  subtitle: 'La plateforme en un coup d’œil : chiffre d’affaires, personnes, séances et coaching IA, son état et ce qui s’est passé récemment.',
  tryAgain: 'Réessayer',
  needsPermission: 'Les chiffres de la plateforme nécessitent l’autorisation analytics.view. Demandez-la à un administrateur qui gère les utilisateurs.',
  cards: {
    label: 'Chiffres de la plateforme',
    totalRevenue: 'Chiffre d’affaires total',
    activeUsers: 'Utilisateurs actifs',
    totalSessions: 'Séances au total',
    aiConversations: 'Conversations IA',
    revenueValue: '{{amount}} k$',
    growth: '{{growth}} par rapport au mois dernier',
    failed: 'Non chargé',
  },
  health: {
    title: 'État de la plateforme',
    loading: 'Chargement de l’état de la plateforme',
    system: 'État du système',
    healthy: 'Opérationnel : la base de données répond',
    unhealthy: 'En panne : la base de données ne répond pas',
    unreachable: 'Injoignable',
    ai: 'Service IA',
    builtin: 'Moteur de coaching intégré',
    model: 'Modèle {{model}}',
    modelUnnamed: 'Modèle configuré',
    aiUnknown: 'Lecture impossible',
    newToday: 'Inscriptions du jour',
    newTodayHidden: 'Nécessite analytics.view',
  },
  quickActions: {
    title: 'Actions rapides',
    users: 'Gérer les utilisateurs',
    analytics: 'Voir les statistiques',
    settings: 'Paramètres de la plateforme',
    ai: 'Configuration de l’IA',
  },
  charts: {
    showTable: 'Afficher en tableau',
    loading: 'Chargement du graphique',
    userGrowth: {
      title: 'Croissance des utilisateurs',
      description: 'Les comptes à la fin de chacun des 12 derniers mois, et ceux créés dans le mois.',
      month: 'Mois',
      total: 'Comptes',
      newUsers: 'Nouveaux comptes',
      empty: 'Aucun compte pour l’instant.',
    },
    roles: {
      title: 'Répartition des utilisateurs',
      description: 'Les comptes par rôle, et combien d’entre eux sont actifs.',
      role: 'Rôle',
      count: 'Comptes',
      active: 'Actifs',
      empty: 'Aucun compte pour l’instant.',
    },
  },
  roles: { client: 'Client', coach: 'Coach', admin: 'Administrateur' },
  roleInSentence: { client: 'client', coach: 'coach', admin: 'administrateur' },
  activity: {
    title: 'Activité récente',
    loading: 'Chargement de l’activité récente',
    empty: 'Rien ne s’est encore passé sur la plateforme.',
    types: { user: 'Utilisateur', session: 'Séance', conversation: 'Conversation', goal: 'Objectif' },
  },
};

export default fr;
