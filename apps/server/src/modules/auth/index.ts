export { authRoutes } from './auth.routes.js';
export { createAuthRepository } from './auth.repository.js';
export { createAuthService } from './auth.service.js';
export { createAccessTokens } from './tokens.js';
