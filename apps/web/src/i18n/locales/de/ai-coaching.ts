import type { Catalogue } from '../../catalogue.js';
import type en from '../en/ai-coaching.js';

const de: Catalogue<typeof en> = {
  stages: {
    grow: { '0': 'Ziel', '1': 'Realität', '2': 'Optionen', '3': 'Wille' },
    'solution-focused': { '0': 'Wunschzukunft', '1': 'Ausnahmen', '2': 'Skalierung', '3': 'Nächster kleiner Schritt' },
    icf: { '0': 'Vereinbarung', '1': 'Erkundung', '2': 'Bewusstsein', '3': 'Handeln' },
    transformational: { '0': 'Geschichte', '1': 'Überzeugungen', '2': 'Identität', '3': 'Verpflichtung' },
  },
  guardrailValues: {
    supportive: 'unterstützend',
    direct: 'direkt',
    challenging: 'fordernd',
    analytical: 'analytisch',
    brief: 'kurz',
    moderate: 'mittel',
    detailed: 'ausführlich',
    daily: 'täglich',
    weekly: 'wöchentlich',
    biweekly: 'alle zwei Wochen',
    monthly: 'monatlich',
    'personal growth': 'persönliches Wachstum',
    'self-awareness': 'Selbstwahrnehmung',
    empathetic: 'einfühlsam',
    encouraging: 'ermutigend',
  },
  deleteConversationOf: '{{action}}: {{title}}',
  announcement: '{{author}}: {{content}}',
};

export default de;
