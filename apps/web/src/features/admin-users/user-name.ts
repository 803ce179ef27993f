import type { User } from '@coaching/contract';
import { personName } from '../../i18n/person-name.js';

/** How the admin screens name a user: their full name, else their username. */
export const userName = (user: Pick<User, 'username' | 'profile'>) => personName(user.profile, user.username);
