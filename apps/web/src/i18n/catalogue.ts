/** The catalogues of each language: one per area of the app, so a page fetches only its own texts. */
export const NAMESPACES = ['common', 'messages', 'landing', 'auth', 'shell', 'dashboard', 'goals', 'ai-coaching', 'conversations', 'notifications', 'sessions', 'schedule', 'coach-dashboard', 'coach-clients', 'coach-analytics', 'coach-profile', 'coach-settings', 'password-change', 'templates', 'coach-ai-oversight', 'coach-ai-tools', 'invitations', 'coach-ai-config', 'client-settings', 'coach-client-edit', 'client-profile', 'progress', 'admin-users', 'admin-profile', 'admin-conversations', 'admin-sessions', 'admin-settings', 'admin-ai-settings', 'admin-analytics', 'admin-dashboard', 'account-invitation', 'coach-verification'] as const;
export type Namespace = (typeof NAMESPACES)[number];

/** Loaded with the app in English: what every page, the landing's first paint included, may show. */
export const EAGER_NAMESPACES = ['common'] as const satisfies readonly Namespace[];

/**
 * The spec's messages (errors, toasts, validation): fetched with every page but the landing, whose first paint
 * says none of them, and by the landing's sign-in dialog when it opens.
 */
export const MESSAGES_NAMESPACE = 'messages' as const satisfies Namespace;

/** Another language's catalogue: the same keys as the English one, every value a string. */
export type Catalogue<T> = { [K in keyof T]: T[K] extends string ? string : Catalogue<T[K]> };
