import type { Catalogue } from '../../catalogue.js';
import type en from '../en/coach-analytics.js';

const es: Catalogue<typeof en> = {
  subtitle: 'Cómo evolucionan tu práctica y tus clientes.',
  tryAgain: 'Reintentar',
  showTable: 'Ver como tabla',
  week: 'Semana del',
  tiles: {
    label: 'Totales de la práctica',
    totalClients: 'Clientes en total',
    completedSessions: 'Sesiones completadas',
    upcomingSessions: 'Próximas sesiones',
    averageRating: 'Valoración media',
    noRatings: 'Aún no hay valoraciones',
    ratedSessions_one: 'De {{count}} sesión valorada',
    ratedSessions_other: 'De {{count}} sesiones valoradas',
  },
  metrics: {
    loading: 'Cargando las estadísticas de tu práctica',
    loadFailed: 'No se pudieron cargar las estadísticas de tu práctica.',
  },
  sessions: {
    title: 'Sesiones por semana',
    description: 'Sesiones completadas, canceladas y a las que el cliente no asistió en cada una de las últimas 12 semanas.',
    empty: 'No hay sesiones en las últimas 12 semanas',
    completed: 'Completadas',
    cancelled: 'Canceladas',
    noShow: 'No asistió',
  },
  ratings: {
    title: 'Valoración media por semana',
    description: 'La valoración media de tus clientes sobre las sesiones completadas, de 0 a 5, semana a semana. Las semanas sin opiniones quedan en blanco.',
    empty: 'No hay opiniones en las últimas 12 semanas',
    average: 'Valoración media',
    count: 'Valoraciones',
  },
  clients: {
    title: 'Objetivos completados por cliente',
    description: 'Para cada cliente: los objetivos que ha completado y los que siguen activos.',
    loading: 'Cargando tus clientes',
    loadFailed: 'No se pudieron cargar tus clientes.',
    empty: 'Aún no tienes clientes',
    client: 'Cliente',
    completedGoals: 'Objetivos completados',
    activeGoals: 'Objetivos activos',
    completion: 'Completado',
    noGoals: 'Aún sin objetivos',
    firstOf: 'Se muestran los primeros {{shown}} de {{total}} clientes.',
  },
  ai: {
    title: 'Uso del coaching con IA',
    description: 'Las sesiones de coaching con IA de todos tus clientes y quién ha hablado con el coach de IA en los últimos 30 días.',
    loading: 'Cargando el uso del coaching con IA',
    loadFailed: 'No se pudo cargar el uso del coaching con IA.',
    totalSessions: 'Sesiones de coaching con IA en total',
    activeClients: 'Clientes activos en los últimos 30 días',
    noActiveClients: 'Ningún cliente ha hablado con el coach de IA en los últimos 30 días.',
    client: 'Cliente',
    lastActivity: 'Última actividad',
  },
};

export default es;
