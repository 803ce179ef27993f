import { z } from 'zod';
import { SELF_REGISTRATION_ROLES } from './constants.js';
import {
  EmailSchema,
  FirstNameSchema,
  LastNameSchema,
  NewPasswordSchema,
  PasswordSchema,
  SignInPasswordSchema,
  UsernameSchema,
} from './fields.js';
import { VALIDATION_MESSAGES as M } from './messages.js';
import { UserSchema } from './users.js';

export const LoginBodySchema = z.strictObject({
  email: EmailSchema,
  password: SignInPasswordSchema,
});
export type LoginBody = z.infer<typeof LoginBodySchema>;

export const SelfRegistrationRoleSchema = z.enum(SELF_REGISTRATION_ROLES, { error: M.roleRequired });

export const RegisterBodySchema = z.strictObject({
  email: EmailSchema,
  username: UsernameSchema,
  password: PasswordSchema,
  profile: z.strictObject(
    {
      firstName: FirstNameSchema,
      lastName: LastNameSchema,
      phone: z.string().trim().max(40).optional(),
      bio: z.string().trim().max(2000).optional(),
    },
    { error: M.firstNameRequired },
  ),
  role: SelfRegistrationRoleSchema,
  invitationToken: z
    .string()
    .trim()
    .min(1)
    .max(200)
    .optional()
    .describe("The token of a coach's invitation link: the account is then that coach's client, with the goals the coach noted"),
});
export type RegisterBody = z.infer<typeof RegisterBodySchema>;

/** The registration wizard's fields (flat, with the confirmation the server never sees). */
export const RegisterFormSchema = z
  .object({
    email: EmailSchema,
    username: UsernameSchema,
    password: PasswordSchema,
    confirmPassword: z.string().min(1, { error: M.confirmPasswordRequired }),
    firstName: FirstNameSchema,
    lastName: LastNameSchema,
    phone: z.string().trim().max(40),
    bio: z.string().trim().max(2000),
    role: SelfRegistrationRoleSchema,
  })
  .refine((form) => form.confirmPassword === '' || form.password === form.confirmPassword, {
    error: M.passwordsDoNotMatch,
    path: ['confirmPassword'],
  });
export type RegisterForm = z.input<typeof RegisterFormSchema>;

/** Which wizard step validates which fields (spec section 5). */
export const REGISTER_STEP_FIELDS = [
  ['email', 'username', 'password', 'confirmPassword'],
  ['firstName', 'lastName'],
  ['role'],
] as const;

export function toRegisterBody(form: z.output<typeof RegisterFormSchema>): RegisterBody {
  const { confirmPassword: _confirmation, firstName, lastName, phone, bio, ...account } = form;
  return { ...account, profile: { firstName, lastName, phone: phone || undefined, bio: bio || undefined } };
}

export const AuthResultSchema = z.object({
  user: UserSchema,
  token: z.string().describe('Bearer access token; short-lived, renew it with POST /api/auth/refresh-token'),
  expiresIn: z.number().int().describe('Seconds until the access token expires'),
});
export type AuthResult = z.infer<typeof AuthResultSchema>;

/**
 * Usually empty: browsers send the refresh token as an httpOnly cookie, which wins. Other keys (some
 * clients send {"token": ...}) are accepted and ignored.
 */
export const RefreshTokenBodySchema = z
  .object({
    refreshToken: z.string().min(1).max(512).optional().describe('Only for clients without cookies'),
  })
  .nullish();

export const TokenResultSchema = AuthResultSchema;

export const ChangePasswordBodySchema = z.strictObject({
  currentPassword: z.string({ error: M.currentPasswordRequired }).min(1, { error: M.currentPasswordRequired }).max(128),
  newPassword: NewPasswordSchema,
});
export type ChangePasswordBody = z.infer<typeof ChangePasswordBodySchema>;

/** The web form adds the confirmation field (spec section 5: 'New passwords do not match'). */
export const ChangePasswordFormSchema = z
  .object({
    currentPassword: z.string().min(1, { error: M.currentPasswordRequired }),
    newPassword: NewPasswordSchema,
    confirmPassword: z.string().min(1, { error: M.confirmPasswordRequired }),
  })
  .refine((form) => form.newPassword === form.confirmPassword, {
    error: M.newPasswordsDoNotMatch,
    path: ['confirmPassword'],
  });

export const ForgotPasswordBodySchema = z.strictObject({ email: EmailSchema });
export type ForgotPasswordBody = z.infer<typeof ForgotPasswordBodySchema>;

export const ResetPasswordBodySchema = z.strictObject({
  token: z.string({ error: M.resetTokenMissing }).trim().min(1, { error: M.resetTokenMissing }).max(512),
  password: PasswordSchema,
});
export type ResetPasswordBody = z.infer<typeof ResetPasswordBodySchema>;

export const ResetPasswordFormSchema = z
  .object({ password: PasswordSchema, confirmPassword: z.string().min(1, { error: M.confirmPasswordRequired }) })
  .refine((form) => form.password === form.confirmPassword, {
    error: M.passwordsDoNotMatch,
    path: ['confirmPassword'],
  });

export const UserResultSchema = z.object({ user: UserSchema });
export const NullResultSchema = z.null();

/**
 * One signed-in device: a session row of the caller's (GET /auth/sessions). Its access tokens carry its id,
 * so ending it ends them at once.
 */
export const AuthSessionSchema = z.object({
  _id: z.uuid(),
  userAgent: z.string().nullable().describe('The browser that signed in, as it named itself'),
  ipAddress: z.string().nullable().describe('The address it signed in from'),
  createdAt: z.iso.datetime().describe('When it signed in'),
  lastUsedAt: z.iso.datetime().describe('When it last renewed its access token (every few minutes while in use)'),
  current: z.boolean().describe('The session of the token that asked'),
});
export type AuthSession = z.infer<typeof AuthSessionSchema>;
export const AuthSessionListSchema = z.object({ sessions: z.array(AuthSessionSchema) });
export type AuthSessionList = z.infer<typeof AuthSessionListSchema>;
export const RevokeOtherSessionsResultSchema = z.object({ ended: z.number().int().min(0).describe('How many other sessions were ended') });
export type RevokeOtherSessionsResult = z.infer<typeof RevokeOtherSessionsResultSchema>;
