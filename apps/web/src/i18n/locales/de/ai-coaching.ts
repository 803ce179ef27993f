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
  coachGuardrailBanner: 'Ihr KI-Assistent ist so eingestellt: Stil {{style}}, Antwortlänge {{length}}.',
  coachEmptyChat:
    'Wobei kann ich Ihnen heute in Ihrer Praxis helfen? Ich kann Ihnen helfen, eine Sitzung vorzubereiten, ein Gespräch auszuwerten oder eine Nachricht an einen Klienten zu entwerfen. Ihre erste Nachricht beginnt ein neues Gespräch.',
  panels: { label: 'Bereiche der Seite', conversations: 'Gespräche', chat: 'Chat', insights: 'Erkenntnisse' },
  score: {
    explanation:
      'Der Gesamtfortschritt setzt sich aus bis zu drei Teilen zusammen, jeder mit seinem Gewicht: den erledigten nächsten Schritten, wie positiv Ihre Nachrichten klingen, und wie Sie Ihre abgeschlossenen Sitzungen bewertet haben. Ein Teil zählt, sobald es etwas zu messen gibt.',
    partsLabel: 'Woraus sich der Gesamtfortschritt zusammensetzt',
    parts: { actionItems: 'Erledigte nächste Schritte', sentiment: 'Positiver Ton Ihrer Nachrichten', rating: 'Ihre Sitzungsbewertungen' },
    figures: {
      actionItems: '{{completed}} von {{total}} erledigt',
      sentiment: '{{score}} positiv',
      rating: 'durchschnittlich {{rating}} von 5 Sternen',
    },
    weight: 'zählt {{weight}}',
    missing: {
      actionItems: 'Zählt noch nicht: keine nächsten Schritte',
      sentiment: 'Zählt noch nicht: keine Nachrichten',
      rating: 'Zählt noch nicht: keine bewerteten Sitzungen',
    },
  },
};

export default de;
