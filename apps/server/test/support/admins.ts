import { type Permission, PERMISSIONS } from '@coaching/contract';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { hashPassword } from '../../src/modules/auth/passwords.js';
import { bearer, PASSWORD, registrationBody, signIn, signUp, type SignedIn } from './factories.js';

/** An admin holding these permissions (every one unless told): registration offers no admin role. */
export async function signUpAdminWith(app: FastifyInstance, permissions: readonly Permission[] = PERMISSIONS): Promise<SignedIn> {
  const { email, username, profile } = registrationBody();
  await app.services.usersService.createAccount({ email, username, profile, role: 'admin', passwordHash: await hashPassword(PASSWORD), permissions: [...permissions] });
  return signIn(app, email, PASSWORD);
}

/**
 * Everyone the admin tests call as: an admin with every permission and a second one, a report viewer
 * (analytics.view only), an auditor (audit.view only), a coach and a client.
 */
export async function signUpAdminCast(app: FastifyInstance) {
  return {
    admin: await signUpAdminWith(app),
    secondAdmin: await signUpAdminWith(app),
    reportViewer: await signUpAdminWith(app, ['analytics.view']),
    auditor: await signUpAdminWith(app, ['audit.view']),
    coach: await signUp(app, { role: 'coach' }),
    client: await signUp(app),
  };
}

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** A call to the API as someone. */
export function callAs(app: FastifyInstance, who: SignedIn, method: Method, url: string, payload?: object): Promise<LightMyRequestResponse> {
  return app.inject({ method, url: `/api${url}`, headers: bearer(who.token), ...(payload ? { payload } : {}) });
}
