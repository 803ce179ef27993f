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
  coachGuardrailBanner: 'Tu asistente de IA está configurado así: estilo {{style}}, respuestas de longitud {{length}}.',
  coachEmptyChat:
    '¿En qué puedo ayudarte hoy con tu práctica? Puedo ayudarte a preparar una sesión, revisar una conversación o redactar un mensaje para un cliente. Tu primer mensaje inicia una nueva conversación.',
  panels: { label: 'Partes de la página', conversations: 'Conversaciones', chat: 'Chat', insights: 'Ideas clave' },
  score: {
    explanation:
      'El progreso general combina hasta tres partes, cada una ponderada según cuánto cuenta: las acciones que has completado, lo positivos que suenan tus mensajes y cómo valoraste tus sesiones completadas. Una parte cuenta en cuanto hay algo que medir.',
    partsLabel: 'De qué se compone el progreso general',
    parts: { actionItems: 'Acciones completadas', sentiment: 'Tono positivo de tus mensajes', rating: 'Valoración de tus sesiones' },
    figures: {
      actionItems: '{{completed}} de {{total}} completadas',
      sentiment: '{{score}} positivo',
      rating: 'media de {{rating}} de 5 estrellas',
    },
    weight: 'cuenta un {{weight}}',
    missing: {
      actionItems: 'Aún no cuenta: no hay acciones',
      sentiment: 'Aún no cuenta: no hay mensajes',
      rating: 'Aún no cuenta: no hay sesiones valoradas',
    },
  },
};

export default es;
