import type { Catalogue } from '../../catalogue.js';
import type en from '../en/coach-analytics.js';

const fr: Catalogue<typeof en> = {
  subtitle: 'L’évolution de votre activité et de vos clients.',
  tryAgain: 'Réessayer',
  showTable: 'Afficher sous forme de tableau',
  week: 'Semaine du',
  tiles: {
    label: 'Totaux de votre activité',
    totalClients: 'Clients au total',
    completedSessions: 'Séances terminées',
    upcomingSessions: 'Séances à venir',
    averageRating: 'Note moyenne',
    noRatings: 'Pas encore de note',
    ratedSessions_one: 'Sur {{count}} séance notée',
    ratedSessions_other: 'Sur {{count}} séances notées',
  },
  metrics: {
    loading: 'Chargement des statistiques de votre activité',
    loadFailed: 'Les statistiques de votre activité n’ont pas pu être chargées.',
  },
  sessions: {
    title: 'Séances par semaine',
    description: 'Séances terminées, annulées et non honorées au cours de chacune des 12 dernières semaines.',
    empty: 'Aucune séance au cours des 12 dernières semaines',
    completed: 'Terminées',
    cancelled: 'Annulées',
    noShow: 'Absence',
  },
  ratings: {
    title: 'Note moyenne par semaine',
    description: 'La note moyenne que vos clients donnent aux séances terminées, de 0 à 5, semaine par semaine. Les semaines sans avis restent vides.',
    empty: 'Aucun avis au cours des 12 dernières semaines',
    average: 'Note moyenne',
    count: 'Notes',
  },
  clients: {
    title: 'Objectifs atteints par client',
    description: 'Pour chaque client : les objectifs atteints et ceux encore en cours.',
    loading: 'Chargement de vos clients',
    loadFailed: 'Vos clients n’ont pas pu être chargés.',
    empty: 'Pas encore de client',
    client: 'Client',
    completedGoals: 'Objectifs atteints',
    activeGoals: 'Objectifs en cours',
    completion: 'Atteints',
    noGoals: 'Pas encore d’objectif',
    firstOf: 'Affichage des {{shown}} premiers clients sur {{total}}.',
  },
  ai: {
    title: 'Utilisation du coaching IA',
    description: 'Les séances de coaching IA de tous vos clients, et ceux qui ont échangé avec le coach IA au cours des 30 derniers jours.',
    loading: 'Chargement de l’utilisation du coaching IA',
    loadFailed: 'L’utilisation du coaching IA n’a pas pu être chargée.',
    totalSessions: 'Séances de coaching IA au total',
    activeClients: 'Clients actifs au cours des 30 derniers jours',
    noActiveClients: 'Aucun client n’a échangé avec le coach IA au cours des 30 derniers jours.',
    client: 'Client',
    lastActivity: 'Dernière activité',
  },
};

export default fr;
