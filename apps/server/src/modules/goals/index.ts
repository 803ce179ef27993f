export { goalsRoutes } from './goals.routes.js';
export { createGoalsRepository } from './goals.repository.js';
export { createGoalsService } from './goals.service.js';
