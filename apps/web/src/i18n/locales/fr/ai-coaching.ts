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
};

export default fr;
