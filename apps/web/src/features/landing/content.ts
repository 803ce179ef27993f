/**
 * The landing page's structure: its sections and the items each one lists. The words live in the landing
 * catalogue (i18n/locales/<language>/landing.ts), under these keys.
 */
export const SECTION_IDS = ['features', 'methodology', 'vision', 'contact'] as const;
export type SectionId = (typeof SECTION_IDS)[number];

export const CONTACT_EMAIL = 'hello@coaching-platform.example';

export const FEATURE_KEYS = ['ai', 'goals', 'sessions', 'guardrails', 'progress', 'admin'] as const;
export type FeatureKey = (typeof FEATURE_KEYS)[number];

export const ACTION_KEYS = ['move', 'follow', 'oppose', 'bystand'] as const;
export type ActionKey = (typeof ACTION_KEYS)[number];

export const METHOD_KEYS = ['icf', 'grow', 'solutionFocused', 'transformational'] as const;

export const GAP_KEYS = ['direction', 'details', 'challenge', 'peace'] as const;

export const PRINCIPLE_KEYS = ['feedback', 'practice', 'people'] as const;

export const CONTACT_TOPIC_KEYS = ['leaders', 'coaches', 'organisations'] as const;
