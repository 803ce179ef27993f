import { REGISTER_MESSAGES, type SELF_REGISTRATION_ROLES } from '@coaching/contract';

export type SelfRegistrationRole = (typeof SELF_REGISTRATION_ROLES)[number];

export const REGISTER_STEP_LABELS = REGISTER_MESSAGES.stepLabels;

export const ROLE_LABELS: Record<SelfRegistrationRole, string> = { client: 'Client', coach: 'Coach' };

export const ROLE_EXPLANATIONS: Record<SelfRegistrationRole, string> = REGISTER_MESSAGES.roleExplanation;
