import { PATHS } from '@coaching/contract';

/** The coach's new-conversation page (spec section 2), which PATHS leaves to the conversations screens. */
export const COACH_CONVERSATION_NEW = `${PATHS.coach.conversations}/new`;
