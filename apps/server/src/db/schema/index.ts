export * from './users.js';
export * from './auth.js';
export * from './mail.js';
export * from './meta.js';
export * from './goals.js';
export * from './ai-coaching.js';
export * from './idempotency.js';
export * from './safety.js';
