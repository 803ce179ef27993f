import type { Role } from '@coaching/contract';

/** Who is asking: the signed-in user behind a request, as every service receives them. */
export type Caller = { userId: string; role: Role; sessionId: string };
