import type { Catalogue } from '../../catalogue.js';
import type en from '../en/admin-analytics.js';

const fr: Catalogue<typeof en> = {
  subtitle: 'Croissance, séances, chiffre d’affaires et coaching IA sur toute la plateforme, sur la période de votre choix.',
  noPermission: 'Consulter les statistiques nécessite la permission Voir les statistiques. Un administrateur qui gère les utilisateurs peut vous l’attribuer.',
  tryAgain: 'Réessayer',
  showTable: 'Afficher sous forme de tableau',
  downloadCsv: 'Télécharger le CSV',
  loading: 'Chargement : {{title}}',
  empty: 'Rien à afficher pour cette période',
  month: 'Mois',
  bucket: { day: 'Jour', week: 'Semaine du', month: 'Mois' },
  roles: { client: 'Clients', coach: 'Coachs', admin: 'Administrateurs' },
  picker: { label: 'Période des rapports', period: 'Période', from: 'Du', to: 'Au', interval: 'Regrouper par' },
  periods: { '7d': '7 derniers jours', '30d': '30 derniers jours', '90d': '90 derniers jours', '12m': '12 derniers mois', custom: 'Période personnalisée' },
  intervals: { auto: 'Automatique', day: 'Jour', week: 'Semaine', month: 'Mois' },
  userGrowth: {
    title: 'Croissance des utilisateurs',
    description: 'Les nouveaux comptes par rôle pour chacun des 12 derniers mois, et les comptes utilisés à la fin de chaque mois.',
    newUsers: 'Nouveaux utilisateurs',
    total: 'Utilisateurs au total',
  },
  roleDistribution: {
    title: 'Répartition par rôle',
    description: 'Les comptes utilisés par rôle, et combien sont actifs.',
    role: 'Rôle',
    accounts: 'Comptes',
    active: 'Actifs',
  },
  sessions: {
    title: 'Activité des séances',
    description: 'Les séances par statut, selon leur début, sur la période.',
    completed: 'Terminées',
    cancelled: 'Annulées',
    noShow: 'Absence',
    total: 'Toutes les séances',
  },
  revenue: {
    title: 'Chiffre d’affaires',
    description: 'Le chiffre d’affaires des séances terminées sur la période.',
    descriptionTotal: 'Le chiffre d’affaires des séances terminées sur la période : {{total}} au total.',
    revenue: 'Chiffre d’affaires',
  },
  ai: {
    title: 'Utilisation de l’IA',
    description: 'Les conversations de coaching IA commencées, les messages envoyés et les alertes de sécurité levées sur la période.',
    aiConversations: 'Conversations IA',
    aiMessages: 'Messages IA',
    safetyAlerts: 'Alertes de sécurité',
  },
};

export default fr;
