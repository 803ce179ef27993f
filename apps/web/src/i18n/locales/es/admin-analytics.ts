import type { Catalogue } from '../../catalogue.js';
import type en from '../en/admin-analytics.js';

const es: Catalogue<typeof en> = {
  subtitle: 'Crecimiento, sesiones, ingresos y coaching con IA en toda la plataforma, en el periodo que elijas.',
  noPermission: 'Ver las estadísticas requiere el permiso Ver analíticas. Un administrador que gestiona usuarios puede concedértelo.',
  tryAgain: 'Reintentar',
  showTable: 'Ver como tabla',
  downloadCsv: 'Descargar CSV',
  loading: 'Cargando {{title}}',
  empty: 'No hay nada que mostrar en este periodo',
  month: 'Mes',
  bucket: { day: 'Día', week: 'Semana del', month: 'Mes' },
  roles: { client: 'Clientes', coach: 'Coaches', admin: 'Administradores' },
  picker: { label: 'Periodo de los informes', period: 'Periodo', from: 'Desde', to: 'Hasta', interval: 'Agrupar por' },
  periods: { '7d': 'Últimos 7 días', '30d': 'Últimos 30 días', '90d': 'Últimos 90 días', '12m': 'Últimos 12 meses', custom: 'Rango personalizado' },
  intervals: { auto: 'Automático', day: 'Día', week: 'Semana', month: 'Mes' },
  userGrowth: {
    title: 'Crecimiento de usuarios',
    description: 'Cuentas nuevas por rol en cada uno de los últimos 12 meses, y las cuentas en uso al final de cada mes.',
    newUsers: 'Usuarios nuevos',
    total: 'Usuarios en total',
  },
  roleDistribution: {
    title: 'Distribución por rol',
    description: 'Las cuentas en uso por rol, y cuántas están activas.',
    role: 'Rol',
    accounts: 'Cuentas',
    active: 'Activas',
  },
  sessions: {
    title: 'Actividad de sesiones',
    description: 'Sesiones por estado, según cuándo empiezan, a lo largo del periodo.',
    completed: 'Completadas',
    cancelled: 'Canceladas',
    noShow: 'No presentado',
    total: 'Todas las sesiones',
  },
  revenue: {
    title: 'Ingresos',
    description: 'Ingresos de las sesiones completadas en el periodo.',
    descriptionTotal: 'Ingresos de las sesiones completadas en el periodo: {{total}} en total.',
    revenue: 'Ingresos',
  },
  ai: {
    title: 'Uso de la IA',
    description: 'Conversaciones de coaching con IA iniciadas, mensajes enviados y alertas de seguridad generadas en el periodo.',
    aiConversations: 'Conversaciones con IA',
    aiMessages: 'Mensajes con IA',
    safetyAlerts: 'Alertas de seguridad',
  },
};

export default es;
