import type { Platform } from '../../platform.js';
import { defineModule } from '../module.js';
import { createUsersRepository } from './users.repository.js';
import { createUsersService } from './users.service.js';

/** Accounts and people; no routes of its own yet: auth serves /auth/me. */
export const usersModule = defineModule({
  name: 'users',
  build: ({ db, userEvents }: Pick<Platform, 'db' | 'userEvents'>) => ({
    provides: { usersService: createUsersService({ users: createUsersRepository(db), userEvents }) },
  }),
});
