export { aiCoachingRoutes } from './ai-coaching.routes.js';
export { type AiCoachingService, createAiCoachingService } from './ai-coaching.service.js';
