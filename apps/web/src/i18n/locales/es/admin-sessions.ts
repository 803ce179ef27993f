import type { Catalogue } from '../../catalogue.js';
import type en from '../en/admin-sessions.js';

const es: Catalogue<typeof en> = {
  subtitle: 'Todas las sesiones de la plataforma. Filtra por estado, coach, cliente y fechas; abre una para ver su detalle.',
  loadFailed: 'No se pudieron cargar las sesiones',
  tryAgain: 'Reintentar',
  filters: {
    status: 'Estado',
    anyStatus: 'Cualquier estado',
    coach: 'Coach',
    client: 'Cliente',
    searchHint: 'Nombre, usuario o correo',
    from: 'Desde',
    to: 'Hasta',
  },
  grid: {
    label: 'Sesiones',
    empty: 'Aún no hay sesiones.',
    noMatch: 'Ninguna sesión coincide con estos filtros.',
    clearFilters: 'Quitar filtros',
    scheduledDate: 'Fecha',
    title: 'Título',
    coach: 'Coach',
    client: 'Cliente',
    duration: 'Duración',
    minutes: '{{count}} min',
    status: 'Estado',
  },
  detail: {
    title: 'Detalle de la sesión',
    when: 'Cuándo',
    coach: 'Coach',
    client: 'Cliente',
    location: 'Dónde',
    requestedBy: 'Solicitada por',
    requestedByClient: 'El cliente',
    requestedByCoach: 'El coach',
    cancellation: 'Cancelada por {{by}}: {{reason}}',
    by: { client: 'el cliente', coach: 'el coach', admin: 'un administrador' },
    late: 'Cancelación tardía',
    feedback: 'Valoración del cliente: satisfacción {{satisfaction}}/10, claridad {{clarity}}/10, aplicabilidad {{actionability}}/10',
    close: 'Cerrar',
    cancel: 'Cancelar sesión',
  },
  cancel: {
    title: '¿Cancelar esta sesión?',
    body: 'El coach y el cliente reciben el aviso al momento, con tu motivo. No se puede deshacer.',
    reason: 'Motivo',
    keep: 'Mantener sesión',
    confirm: 'Cancelar sesión',
    failed: 'No se pudo cancelar la sesión',
  },
};

export default es;
