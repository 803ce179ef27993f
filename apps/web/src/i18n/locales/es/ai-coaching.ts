import type { Catalogue } from '../../catalogue.js';
import type en from '../en/ai-coaching.js';

const es: Catalogue<typeof en> = {
  stages: {
    grow: { '0': 'Objetivo', '1': 'Realidad', '2': 'Opciones', '3': 'Voluntad' },
    'solution-focused': { '0': 'Futuro deseado', '1': 'Excepciones', '2': 'Escala', '3': 'Siguiente paso pequeño' },
    icf: { '0': 'Acuerdo', '1': 'Exploración', '2': 'Toma de conciencia', '3': 'Acción' },
    transformational: { '0': 'Historia', '1': 'Creencias', '2': 'Identidad', '3': 'Compromiso' },
  },
  guardrailValues: {
    supportive: 'de apoyo',
    direct: 'directo',
    challenging: 'desafiante',
    analytical: 'analítico',
    brief: 'breve',
    moderate: 'media',
    detailed: 'detallada',
    daily: 'diaria',
    weekly: 'semanal',
    biweekly: 'cada dos semanas',
    monthly: 'mensual',
    'personal growth': 'crecimiento personal',
    'self-awareness': 'autoconocimiento',
    empathetic: 'empático',
    encouraging: 'alentador',
  },
  deleteConversationOf: '{{action}}: {{title}}',
  announcement: '{{author}}: {{content}}',
};

export default es;
