import { AcceptAccountInvitationBodySchema, VALIDATION_MESSAGES } from '@coaching/contract';
import { z } from 'zod';

/** The contract's username and password rules, and the confirmation the server never sees. */
export const AcceptInvitationFormSchema = AcceptAccountInvitationBodySchema.pick({ username: true, password: true })
  .extend({ confirmPassword: z.string().min(1, { error: VALIDATION_MESSAGES.confirmPasswordRequired }) })
  .refine((form) => form.password === form.confirmPassword, { error: VALIDATION_MESSAGES.passwordsDoNotMatch, path: ['confirmPassword'] });
export type AcceptInvitationForm = z.input<typeof AcceptInvitationFormSchema>;
