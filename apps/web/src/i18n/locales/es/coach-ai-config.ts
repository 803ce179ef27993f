import type { Catalogue } from '../../catalogue.js';
import type en from '../en/coach-ai-config.js';

const es: Catalogue<typeof en> = {
  tryAgain: 'Reintentar',
  loading: 'Cargando la configuración de IA',
  loadFailed: 'No se pudo cargar la configuración de IA.',
  client: {
    title: 'Configuración de IA de {{name}}',
    back: 'Volver a Mis clientes',
    liveNote: 'Los cambios llegan a las conversaciones de IA abiertas de {{name}} desde la próxima respuesta del coach de IA.',
    notFound: 'Cliente no encontrado',
    notFoundHint: 'Este cliente no es uno de los tuyos o su cuenta ya no existe.',
    liveNoteUnnamed: 'Los cambios llegan a las conversaciones de IA abiertas del cliente desde la próxima respuesta del coach de IA.',
    saved: 'Configuración de IA guardada',
  },
  defaults: {
    intro:
      'Tus valores predeterminados para el coach de IA. Se aplican a los clientes que se unan a ti a partir de ahora; los clientes actuales conservan su propia configuración.',
    saved: 'Tus valores predeterminados de IA se han guardado',
  },
  form: {
    sections: { context: 'Contexto del cliente', approach: 'Enfoque de coaching', model: 'Modelo', guardrails: 'Límites' },
    context: 'Contexto',
    contextHelper: 'Antecedentes, situación, a qué prestar atención. El coach de IA lo lee; el cliente nunca lo ve. {{length}}/{{max}} caracteres',
    coachingStyle: 'Estilo de coaching',
    coachingStyleHelper: 'Define la metodología de las conversaciones de IA del cliente, también las abiertas.',
    frameworks: 'Marcos',
    frameworksHelper: 'Metodologías en las que el coach de IA puede apoyarse además de la que fija su estilo de coaching.',
    communicationStyle: 'Estilo de comunicación',
    responseLength: 'Longitud de las respuestas',
    sessionFrequency: 'Frecuencia de las sesiones',
    temperature: 'Temperatura',
    temperatureHelper: '0.1-2.0',
    maxTokens: 'Tokens máximos',
    maxTokensHelper: 'La respuesta más larga, de {{min}} a {{max}} tokens',
    tokens: '{{value}} tokens',
    lists: {
      sessionGoals: { title: 'Objetivos de las sesiones', add: 'Añadir un objetivo de sesión', empty: 'Aún no hay objetivos de sesión.' },
      focusAreas: { title: 'Áreas de enfoque', add: 'Añadir un área de enfoque', empty: 'Aún no hay áreas de enfoque.' },
      personalityTraits: { title: 'Rasgos de personalidad', add: 'Añadir un rasgo de personalidad', empty: 'Aún no hay rasgos de personalidad.' },
      topicBoundaries: { title: 'Temas que evitar', add: 'Añadir un tema que evitar', empty: 'No hay temas que evitar.' },
    },
    addButton: 'Añadir',
    remove: 'Quitar {{value}}',
    duplicate: 'Ya está en la lista.',
    tooMany: 'Como máximo {{max}} entradas.',
    tooLong: 'Usa como máximo {{max}} caracteres.',
    save: 'Guardar',
    reset: 'Restablecer',
    resetHint: 'Restablecer vuelve a la última configuración guardada.',
  },
  styles: { directive: 'Directivo', 'non-directive': 'No directivo', 'solution-focused': 'Centrado en soluciones', 'cognitive-behavioral': 'Cognitivo-conductual' },
  options: {
    communicationStyles: { supportive: 'De apoyo', direct: 'Directo', challenging: 'Desafiante', analytical: 'Analítico' },
    responseLengths: { brief: 'Breve', moderate: 'Moderada', detailed: 'Detallada' },
    sessionFrequencies: { daily: 'Diaria', weekly: 'Semanal', biweekly: 'Cada dos semanas', monthly: 'Mensual' },
  },
  values: {
    'personal growth': 'crecimiento personal',
    'self-awareness': 'autoconocimiento',
    empathetic: 'empático',
    encouraging: 'alentador',
  },
  summary: {
    intro: 'Cómo trabaja con este cliente su coach de IA.',
    approach: 'Enfoque',
    model: 'Modelo',
    guardrails: 'Límites',
    context: 'Contexto del cliente',
    noContext: 'Aún no se ha escrito ningún contexto.',
    noFrameworks: 'Solo la del estilo de coaching',
    edit: 'Editar la configuración de IA',
  },
};

export default es;
