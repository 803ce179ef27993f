import type { Catalogue } from '../../catalogue.js';
import type en from '../en/admin-dashboard.js';

const es: Catalogue<typeof en> = {
  subtitle: 'La plataforma de un vistazo: ingresos, personas, sesiones y coaching con IA, su estado y lo que ha pasado últimamente.',
  tryAgain: 'Intentar de nuevo',
  needsPermission: 'Las cifras de la plataforma requieren el permiso analytics.view. Pide a un administrador que gestione usuarios que te lo conceda.',
  cards: {
    label: 'Cifras de la plataforma',
    totalRevenue: 'Ingresos totales',
    activeUsers: 'Usuarios activos',
    totalSessions: 'Sesiones totales',
    aiConversations: 'Conversaciones con IA',
    revenueValue: '{{amount}} mil $',
    growth: '{{growth}} frente al mes pasado',
    failed: 'No cargado',
  },
  health: {
    title: 'Estado de la plataforma',
    loading: 'Cargando el estado de la plataforma',
    system: 'Estado del sistema',
    healthy: 'Correcto: la base de datos responde',
    unhealthy: 'Con fallos: la base de datos no responde',
    unreachable: 'No disponible',
    ai: 'Servicio de IA',
    builtin: 'Motor de coaching integrado',
    model: 'Modelo {{model}}',
    modelUnnamed: 'Modelo configurado',
    aiUnknown: 'No se ha podido leer',
    newToday: 'Registros nuevos hoy',
    newTodayHidden: 'Requiere analytics.view',
  },
  quickActions: {
    title: 'Acciones rápidas',
    users: 'Gestionar usuarios',
    analytics: 'Ver estadísticas',
    settings: 'Ajustes de la plataforma',
    ai: 'Configuración de IA',
  },
  charts: {
    showTable: 'Mostrar como tabla',
    loading: 'Cargando el gráfico',
    userGrowth: {
      title: 'Crecimiento de usuarios',
      description: 'Cuentas al final de cada uno de los últimos 12 meses y las que se crearon en el mes.',
      month: 'Mes',
      total: 'Cuentas',
      newUsers: 'Cuentas nuevas',
      empty: 'Todavía no hay cuentas.',
    },
    roles: {
      title: 'Distribución de usuarios',
      description: 'Cuentas por rol y cuántas de ellas están activas.',
      role: 'Rol',
      count: 'Cuentas',
      active: 'Activas',
      empty: 'Todavía no hay cuentas.',
    },
  },
  roles: { client: 'Cliente', coach: 'Coach', admin: 'Administrador' },
  roleInSentence: { client: 'cliente', coach: 'coach', admin: 'administrador' },
  activity: {
    title: 'Actividad reciente',
    loading: 'Cargando la actividad reciente',
    empty: 'Todavía no ha pasado nada en la plataforma.',
    types: { user: 'Usuario', session: 'Sesión', conversation: 'Conversación', goal: 'Objetivo' },
  },
};

export default es;
