import { defineModule } from '../modules/module.js';
import { createAccessPolicy } from './policy.js';

export { jobActingFor, type Caller } from './caller.js';
export { type AccessPolicy, createAccessPolicy } from './policy.js';
export { ACCESS_RULES, ACTIONS, ADMIN_PERMISSIONS, type Action, type Decision, decide, permissionNeeded, RELATIONS, type Relation, roleMayAttempt } from './rules.js';

/** The access policy, built once and lent to every module after it. */
export const accessModule = defineModule({
  name: 'access',
  build: ({ usersService }: { usersService: Parameters<typeof createAccessPolicy>[0]['usersService'] }) => ({
    provides: { accessPolicy: createAccessPolicy({ usersService }) },
  }),
});
