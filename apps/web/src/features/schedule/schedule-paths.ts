import { PATHS } from '@coaching/contract';

/** The coach's session addresses. */
export const coachSessionPath = (id: string) => PATHS.coach.session.replace(':id', encodeURIComponent(id));

export const newSessionPath = (clientId?: string) =>
  clientId ? `${PATHS.coach.sessionNew}?clientId=${encodeURIComponent(clientId)}` : PATHS.coach.sessionNew;
