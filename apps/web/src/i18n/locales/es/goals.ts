import type { Catalogue } from '../../catalogue.js';
import type en from '../en/goals.js';

const es: Catalogue<typeof en> = {
  filters: { all: 'Todos', active: 'Activos', completed: 'Cumplidos' },
  filterLabel: 'Mostrar objetivos',
  filterCount: '{{label}} ({{number}})',
  empty: {
    all: { title: 'Aún no tienes objetivos', text: 'Fija tu primer objetivo SMART y síguelo aquí, hito a hito.' },
    active: { title: 'No hay objetivos activos', text: 'Has cumplido todos tus objetivos. Fija el siguiente para no perder el impulso.' },
    completed: { title: 'Aún no has cumplido ningún objetivo', text: 'Marca un objetivo como cumplido cuando lo alcances y aparecerá aquí.' },
  },
  loading: 'Cargando objetivos',
  tryAgain: 'Reintentar',
  card: {
    completed: 'Cumplido',
    progress: 'Progreso',
    edit: 'Editar objetivo',
    delete: 'Eliminar objetivo',
    markActive: 'Marcar el objetivo como activo',
    markCompleted: 'Marcar el objetivo como cumplido',
    milestones: 'Hitos',
    target: 'Fecha objetivo: {{date}}',
    completedOn: 'Cumplido el {{date}}',
    dueSoon: 'Vence pronto',
  },
  dialog: {
    title: 'Título',
    titleHint: 'Si lo dejas vacío: las primeras palabras de «Específico»',
    description: 'Descripción',
    category: 'Categoría',
    categoryHint: 'Si la dejas vacía: {{category}}',
    targetDate: 'Fecha objetivo',
    targetDateHint: 'Si la dejas vacía: dentro de tres meses',
    smartCriteria: 'Criterios SMART',
    back: 'Atrás',
    continue: 'Continuar',
    cancel: 'Cancelar',
    create: 'Crear',
    update: 'Guardar',
  },
  stepTips: {
    specific: '¿Qué vas a conseguir exactamente y cómo sabrás que lo has logrado?',
    measurable: '¿Qué número, fecha o resultado visible mostrará tu progreso?',
    achievable: '¿Qué lo hace realista con el tiempo y el apoyo que tienes?',
    relevant: '¿Por qué te importa ahora y qué hace avanzar?',
    timeBound: '¿Para cuándo lo terminarás y qué etapas cumplirás por el camino?',
  },
  assist: {
    aiHelp: 'Ayuda de la IA',
    titles: {
      summarize: 'Resumen de la IA',
      expand: 'Sugerencia de la IA: objetivo ampliado',
      refine: 'Sugerencia de la IA: objetivo pulido',
    },
    improvements: 'Mejoras',
    improvementItem: '• {{text}}',
    cancel: 'Cancelar',
    refined: 'Pulido: {{improvements}}',
  },
  delete: {
    title: 'Eliminar objetivo',
    cancel: 'Cancelar',
    confirm: 'Eliminar',
  },
  assistant: {
    title: 'Título',
    titleHint: 'Opcional: si lo dejas vacío, se toma de «Específico»',
    category: 'Categoría',
    smartCriteria: 'Criterios SMART',
    tips: 'Consejos',
    back: 'Atrás',
    next: 'Siguiente',
    finish: 'Terminar',
    offlineLabel: '{{type}} · {{offline}}',
    clipboardCategory: 'Categoría: {{category}}',
    clipboardCriterion: '{{label}}: {{text}}',
    guides: {
      specific: {
        explanation: 'Di exactamente qué quieres conseguir: qué, quién participa y por qué importa ahora.',
        placeholder: 'p. ej., Dirigir la reunión semanal del equipo con un orden del día claro y un registro de decisiones',
        tips: {
          verb: 'Empieza con un verbo de acción.',
          people: 'Nombra a las personas o el área implicadas.',
          vague: 'Evita palabras vagas como «mejor» o «más».',
        },
      },
      measurable: {
        explanation: 'Decide cómo sabrás que avanzas y cuándo habrás terminado.',
        placeholder: 'p. ej., Dirigir 12 reuniones y obtener del equipo una valoración media de 4 sobre 5',
        tips: {
          number: 'Elige un número, una cantidad o una valoración que puedas comprobar.',
          often: 'Decide cada cuánto lo medirás.',
          start: 'Anota desde dónde partes hoy.',
        },
      },
      achievable: {
        explanation: 'Comprueba que el objetivo está a tu alcance con el tiempo, las habilidades y el apoyo que tienes.',
        placeholder: 'p. ej., Reservaré 30 minutos cada lunes para prepararme y pediré feedback a mi coach',
        tips: {
          strengths: 'Enumera lo que ya juega a tu favor.',
          support: 'Nombra el apoyo que vas a pedir.',
          stretch: 'Exígete, pero sin sobrecargar tu semana.',
        },
      },
      relevant: {
        explanation: 'Explica por qué te importa este objetivo y cómo encaja en tus planes de más largo plazo.',
        placeholder: 'p. ej., Dirigir reuniones centradas es un paso hacia el puesto de responsable de equipo que quiero',
        tips: {
          value: 'Relaciona el objetivo con un valor o una ambición a largo plazo.',
          now: 'Pregúntate: ¿por qué ahora?',
        },
      },
      timeBound: {
        explanation: 'Fija una fecha límite y algunas etapas intermedias.',
        placeholder: 'p. ej., Antes de que acabe el próximo trimestre, con una revisión cada cuatro semanas',
        tips: {
          date: 'Elige una fecha objetivo.',
          checkpoints: 'Añade etapas intermedias para revisar el progreso.',
          first: 'Planifica qué harás primero esta semana.',
        },
      },
    },
  },
  offline: {
    specific: 'Voy a {{subject}}.',
    measurable: 'Revisaré mi progreso cada semana y contaré cada paso que complete.',
    achievable: 'Reservaré un tiempo fijo cada semana y pediré apoyo a mi coach.',
    relevant: 'Me importa conseguirlo porque impulsa mi {{area}}.',
    relevantArea: 'crecimiento personal',
    timeBound: 'Revisaré mi progreso cada dos semanas y terminaré en un plazo de tres meses.',
    improvement: 'Comprueba que cada criterio incluya un número, una fecha o un resultado observable.',
    summary: '{{title}}: {{specific}} {{measurable}} {{timeBound}}',
    criterion: '{{label}}: {{text}}',
  },
};

export default es;
