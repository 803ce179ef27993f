import { z } from 'zod';
import { AI_CHAT_LIMITS, AI_CONFIG_LIMITS, AI_DEFAULTS, COACHING_STYLES, DEFAULT_LANGUAGE, DEFAULT_TIMEZONE, LANGUAGES } from './constants.js';
import { defaultGuardrails, GuardrailsSchema } from './ai-coaching.js';
import { TimeZoneSchema } from './fields.js';
import { SETTINGS_MESSAGES } from './messages.js';

/**
 * The platform's settings (issue 20): /admin/settings (registration, coach verification, the platform's
 * timezone and default language, the mail sender) and /admin/ai-settings (the AI defaults a new client's
 * coach starts from, the per-user message rate, the crisis resources). Stored as what an admin changed,
 * merged over these defaults, so an installation that never changed anything reads the defaults.
 */

export const GeneralSettingsSchema = z.object({
  registrationOpen: z.boolean().describe('false: POST /auth/register is refused; invitations still work'),
  coachVerificationRequired: z.boolean().describe('A coach who registers waits for an admin to verify them before taking clients'),
  timezone: TimeZoneSchema.describe("The platform's day: what 'today' and 'this month' mean in analytics"),
  defaultLanguage: z.enum(LANGUAGES).describe('The language of a new account, and of mail to someone who chose none'),
  mailSenderName: z.string().trim().min(1, { error: SETTINGS_MESSAGES.senderNameRequired }).max(100),
  mailSenderAddress: z.email({ error: SETTINGS_MESSAGES.senderAddressInvalid }).max(254),
});
export type GeneralSettings = z.infer<typeof GeneralSettingsSchema>;

export const AiDefaultsSchema = z.object({
  temperature: z.number().min(AI_CONFIG_LIMITS.temperature.min).max(AI_CONFIG_LIMITS.temperature.max),
  maxTokens: z.number().int().min(AI_CONFIG_LIMITS.maxTokens.min).max(AI_CONFIG_LIMITS.maxTokens.max),
  coachingStyle: z.enum(COACHING_STYLES),
  guardrails: GuardrailsSchema,
});
export type AiDefaults = z.infer<typeof AiDefaultsSchema>;

export const AI_RATE_LIMITS = { min: 1, max: 600 } as const;

export const AiSettingsSchema = z.object({
  defaults: AiDefaultsSchema.describe("Where a new AI conversation and a client's AI coach start; their coach changes them per client"),
  messagesPerMinute: z
    .number({ error: SETTINGS_MESSAGES.rateInvalid })
    .int({ error: SETTINGS_MESSAGES.rateInvalid })
    .min(AI_RATE_LIMITS.min, { error: SETTINGS_MESSAGES.rateInvalid })
    .max(AI_RATE_LIMITS.max, { error: SETTINGS_MESSAGES.rateInvalid })
    .describe("Each person's budget of calls that reach the AI coach, per minute"),
});
export type AiSettings = z.infer<typeof AiSettingsSchema>;

export const PlatformSettingsSchema = z.object({ general: GeneralSettingsSchema, ai: AiSettingsSchema });
export type PlatformSettings = z.infer<typeof PlatformSettingsSchema>;

/** The defaults: what an installation reads until an admin changes something. `mailFrom` is the MAIL_FROM of the configuration. */
export function defaultPlatformSettings(mailFrom = 'Coaching Platform <no-reply@coaching.local>', messagesPerMinute: number = AI_CHAT_LIMITS.messagesPerMinute): PlatformSettings {
  const sender = parseMailbox(mailFrom);
  return {
    general: {
      registrationOpen: true,
      coachVerificationRequired: true,
      timezone: DEFAULT_TIMEZONE,
      defaultLanguage: DEFAULT_LANGUAGE,
      mailSenderName: sender.name,
      mailSenderAddress: sender.address,
    },
    ai: {
      defaults: { temperature: AI_DEFAULTS.temperature, maxTokens: AI_DEFAULTS.maxTokens, coachingStyle: AI_DEFAULTS.coachingStyle, guardrails: defaultGuardrails() },
      messagesPerMinute,
    },
  };
}

/** 'Name <address>' or a bare address, as MAIL_FROM is written. */
export function parseMailbox(value: string): { name: string; address: string } {
  const match = /^\s*"?([^"<]*?)"?\s*<([^>]+)>\s*$/.exec(value);
  if (match) return { name: match[1]!.trim() || match[2]!.trim(), address: match[2]!.trim() };
  return { name: value.trim(), address: value.trim() };
}

/** The sender a mail goes out with, as a header value. */
export function formatMailbox(name: string, address: string): string {
  return `"${name.replace(/["\\]/g, '')}" <${address}>`;
}

export const UpdateGeneralSettingsBodySchema = GeneralSettingsSchema.partial().strict();
export type UpdateGeneralSettingsBody = z.infer<typeof UpdateGeneralSettingsBodySchema>;
export const UpdateAiSettingsBodySchema = z
  .object({ defaults: AiDefaultsSchema.extend({ guardrails: GuardrailsSchema.partial() }).partial(), messagesPerMinute: AiSettingsSchema.shape.messagesPerMinute })
  .partial()
  .strict();
export type UpdateAiSettingsBody = z.infer<typeof UpdateAiSettingsBodySchema>;

export const GeneralSettingsReplySchema = z.object({ settings: GeneralSettingsSchema, updatedAt: z.iso.datetime({ offset: true }).nullable() });
export type GeneralSettingsReply = z.infer<typeof GeneralSettingsReplySchema>;

/** Which engine answers the AI coach: the built-in one, or the OpenAI-compatible endpoint of AI_BASE_URL. */
export const AiEngineSchema = z.object({
  kind: z.enum(['builtin', 'model']),
  model: z.string().nullable().describe('The configured model name (AI_MODEL); null for the built-in engine'),
  baseUrl: z.string().nullable().describe("The endpoint's origin, never its key; null for the built-in engine"),
});
export type AiEngine = z.infer<typeof AiEngineSchema>;

export const AiSettingsReplySchema = z.object({ settings: AiSettingsSchema, engine: AiEngineSchema, updatedAt: z.iso.datetime({ offset: true }).nullable() });
export type AiSettingsReply = z.infer<typeof AiSettingsReplySchema>;

/** POST /admin/ai-settings/test: one short exchange with the engine in use, timed. */
export const AiTestReplySchema = z.object({
  ok: z.boolean(),
  engine: AiEngineSchema,
  latencyMs: z.number().int(),
  reply: z.string().nullable().describe("The engine's answer to a fixed test message"),
  error: z.string().nullable().describe('Why the engine did not answer, in words'),
});
export type AiTestReply = z.infer<typeof AiTestReplySchema>;

/** What anyone, signed in or not, may know of the settings: the sign-up page needs it. */
export const PublicSettingsSchema = z.object({
  registrationOpen: z.boolean(),
  coachVerificationRequired: z.boolean(),
  defaultLanguage: z.enum(LANGUAGES),
});
export type PublicSettings = z.infer<typeof PublicSettingsSchema>;

export const CRISIS_RESOURCE_KINDS = ['emergency', 'crisis_line', 'abuse_line'] as const;
export const CrisisResourceKindSchema = z.enum(CRISIS_RESOURCE_KINDS);

export const CrisisResourceSchema = z.object({
  _id: z.string(),
  country: z.string().describe("ISO 3166-1 alpha-2, or 'ZZ' for any country without rows of its own"),
  kind: CrisisResourceKindSchema,
  name: z.string(),
  contact: z.string(),
  url: z.string().nullable(),
  updatedAt: z.iso.datetime({ offset: true }),
});
export type CrisisResource = z.infer<typeof CrisisResourceSchema>;
export const CrisisResourceListSchema = z.object({ resources: z.array(CrisisResourceSchema) });

export const UpsertCrisisResourceBodySchema = z
  .object({
    country: z
      .string()
      .trim()
      .toUpperCase()
      .regex(/^[A-Z]{2}$/, { error: SETTINGS_MESSAGES.countryInvalid }),
    kind: CrisisResourceKindSchema,
    name: z.string().trim().min(1, { error: SETTINGS_MESSAGES.resourceNameRequired }).max(200),
    contact: z.string().trim().min(1, { error: SETTINGS_MESSAGES.resourceContactRequired }).max(200),
    url: z.union([z.url({ protocol: /^https?$/, error: SETTINGS_MESSAGES.resourceUrlInvalid }).max(500), z.literal('').transform(() => null), z.null()]).optional(),
  })
  .strict();
export type UpsertCrisisResourceBody = z.infer<typeof UpsertCrisisResourceBodySchema>;
export const UpdateCrisisResourceBodySchema = UpsertCrisisResourceBodySchema.omit({ country: true, kind: true });
export type UpdateCrisisResourceBody = z.infer<typeof UpdateCrisisResourceBodySchema>;
