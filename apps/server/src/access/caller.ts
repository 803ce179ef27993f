import type { Role } from '@coaching/contract';

/** Who is asking: the signed-in user behind a request, as every service receives them. */
export type Caller = { userId: string; role: Role; sessionId: string };

/**
 * A background job acting for one user (their weekly report, say): it has exactly that user's rights
 * under the access policy and no sign-in session, which its sessionId says for anyone reading a log.
 */
export function jobActingFor(user: { id: string; role: Role }, job: string): Caller {
  return { userId: user.id, role: user.role, sessionId: `job:${job}` };
}
