import type { Catalogue } from '../../catalogue.js';
import type en from '../en/ai-coaching.js';

const fr: Catalogue<typeof en> = {
  stages: {
    grow: { '0': 'Objectif', '1': 'Réalité', '2': 'Options', '3': 'Volonté' },
    'solution-focused': { '0': 'Futur souhaité', '1': 'Exceptions', '2': 'Échelle', '3': 'Prochain petit pas' },
    icf: { '0': 'Accord', '1': 'Exploration', '2': 'Prise de conscience', '3': 'Action' },
    transformational: { '0': 'Histoire', '1': 'Croyances', '2': 'Identité', '3': 'Engagement' },
  },
  guardrailValues: {
    supportive: 'bienveillant',
    direct: 'direct',
    challenging: 'exigeant',
    analytical: 'analytique',
    brief: 'courte',
    moderate: 'moyenne',
    detailed: 'détaillée',
    daily: 'quotidienne',
    weekly: 'hebdomadaire',
    biweekly: 'toutes les deux semaines',
    monthly: 'mensuelle',
    'personal growth': 'développement personnel',
    'self-awareness': 'connaissance de soi',
    empathetic: 'empathique',
    encouraging: 'encourageant',
  },
  deleteConversationOf: '{{action}} : {{title}}',
  announcement: '{{author}} : {{content}}',
  coachGuardrailBanner: 'Votre assistant IA est réglé ainsi : style {{style}}, réponses de longueur {{length}}.',
  coachEmptyChat:
    "Comment puis-je vous aider dans votre pratique aujourd’hui ? Je peux vous aider à préparer une séance, revoir une conversation ou rédiger un message à un client. Votre premier message démarre une nouvelle conversation.",
  panels: { label: 'Parties de la page', conversations: 'Conversations', chat: 'Discussion', insights: 'Prises de conscience' },
  score: {
    explanation:
      "La progression globale combine jusqu’à trois parts, chacune pondérée selon son poids : les actions que vous avez terminées, le ton plus ou moins positif de vos messages et la note donnée à vos séances terminées. Une part compte dès qu’il y a quelque chose à mesurer.",
    partsLabel: 'De quoi se compose la progression globale',
    parts: { actionItems: 'Actions terminées', sentiment: 'Ton positif de vos messages', rating: 'Notes de vos séances' },
    figures: {
      actionItems: '{{completed}} sur {{total}} terminées',
      sentiment: '{{score}} positif',
      rating: 'moyenne de {{rating}} sur 5 étoiles',
    },
    weight: 'compte pour {{weight}}',
    missing: {
      actionItems: "Pas encore comptée : aucune action",
      sentiment: "Pas encore comptée : aucun message",
      rating: "Pas encore comptée : aucune séance notée",
    },
  },
};

export default fr;
