import type { SELF_REGISTRATION_ROLES } from '@coaching/contract';

export type SelfRegistrationRole = (typeof SELF_REGISTRATION_ROLES)[number];

/** The wizard's steps, keyed as the contract's step labels are in the messages catalogue. */
export const REGISTER_STEPS = ['accountInfo', 'personalDetails', 'roleSetup'] as const;
