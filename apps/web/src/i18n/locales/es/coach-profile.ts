import type { Catalogue } from '../../catalogue.js';
import type en from '../en/coach-profile.js';

const es: Catalogue<typeof en> = {
  subtitle: 'Lo que tus clientes saben de ti y lo que aportas a tu práctica.',
  roles: { admin: 'Administrador', coach: 'Coach', client: 'Cliente' },
  actions: {
    edit: 'Editar perfil',
    cancel: 'Cancelar',
    save: 'Guardar cambios',
  },
  personal: {
    title: 'Información personal',
    firstName: 'Nombre',
    lastName: 'Apellido',
    phone: 'Teléfono',
    bio: 'Biografía',
    timezone: 'Zona horaria',
    notSet: 'Sin indicar',
  },
  coaching: {
    title: 'Datos de coaching',
    experience: 'Experiencia',
    experienceHint: 'Años completos de coaching',
    experienceYears_one: '{{count}} año',
    experienceYears_other: '{{count}} años',
    hourlyRate: 'Tarifa por hora',
    hourlyRateHint: 'Opcional; déjalo vacío para no mostrar una tarifa',
    noRate: 'Sin tarifa',
  },
  lists: {
    certifications: {
      title: 'Certificaciones',
      add: 'Añadir certificación',
      empty: 'Aún no hay certificaciones.',
    },
    specializations: {
      title: 'Especializaciones',
      add: 'Añadir especialización',
      empty: 'Aún no hay especializaciones.',
    },
    languages: {
      title: 'Idiomas',
      add: 'Añadir idioma',
      empty: 'Aún no hay idiomas.',
    },
    addButton: 'Añadir',
    remove: 'Quitar {{value}}',
  },
  availability: {
    title: 'Disponibilidad semanal',
    zone: 'Horas en {{zone}}',
    hours: '{{start}}–{{end}}',
    dayOff: 'Día libre',
    edit: 'Editar en Agenda',
    loadFailed: 'No se pudo cargar tu horario semanal.',
  },
  ratings: {
    label: 'Tus valoraciones',
    average: 'Valoración media',
    outOf: '{{rating}} / 5',
    ratingLabel: 'Valorado con {{rating}} de 5',
    ratedSessions_one: 'De {{count}} sesión valorada',
    ratedSessions_other: 'De {{count}} sesiones valoradas',
    noRatings: 'Aún sin valoraciones',
    completed: 'Sesiones completadas',
    loadFailed: 'No se pudo cargar.',
    tryAgain: 'Reintentar',
  },
  errors: {
    experience: 'Introduce un número entero de años entre 0 y {{max}}',
    hourlyRate: 'Introduce un importe entre 0 y {{max}}, con dos decimales como máximo',
  },
};

export default es;
