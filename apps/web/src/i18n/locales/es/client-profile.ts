import type { Catalogue } from '../../catalogue.js';
import type en from '../en/client-profile.js';

const es: Catalogue<typeof en> = {
  subtitle: 'Lo que quieres conseguir con el coaching y cómo te gusta que te acompañen.',
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
  lists: {
    goals: {
      title: 'Objetivos de coaching',
      add: 'Añadir objetivo',
      dialogTitle: 'Añadir un objetivo de coaching',
      field: 'Objetivo',
      empty: 'Aún no hay objetivos de coaching.',
    },
    currentChallenges: {
      title: 'Retos actuales',
      add: 'Añadir reto',
      dialogTitle: 'Añadir un reto actual',
      field: 'Reto',
      empty: 'Aún no hay retos actuales.',
    },
    add: 'Añadir',
    cancel: 'Cancelar',
    duplicate: 'Ya está en la lista',
    remove: 'Quitar {{value}}',
  },
  style: {
    title: 'Estilo de coaching preferido',
    label: 'Estilo de coaching',
    none: 'Sin preferencia',
    noneDescription: 'Las nuevas conversaciones de coaching con IA siguen el estilo que tu coach eligió para ti o el de tu última conversación.',
    hint: 'Tu coach de IA empieza cada conversación nueva con este estilo; puedes cambiarlo dentro de una conversación.',
    options: {
      directive: {
        label: 'Directivo',
        description: 'Una estructura clara hacia un plan: tu objetivo, la situación actual, tus opciones y lo que vas a hacer (GROW).',
      },
      'non-directive': {
        label: 'No directivo',
        description: 'Preguntas abiertas y ningún consejo, para que encuentres tus propias respuestas (competencias clave de la ICF).',
      },
      'solution-focused': {
        label: 'Centrado en soluciones',
        description: 'Lo que ya funciona y el siguiente paso pequeño hacia donde quieres llegar.',
      },
      'cognitive-behavioral': {
        label: 'Cognitivo-conductual',
        description: 'Las creencias y los patrones de pensamiento detrás de lo que haces, y quién quieres ser (transformacional).',
      },
    },
  },
};

export default es;
