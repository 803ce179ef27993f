export * from './envelope.js';
export * from './constants.js';
export * from './messages.js';
export * from './fields.js';
export * from './users.js';
export * from './auth.js';
export * from './health.js';
export * from './goals.js';
