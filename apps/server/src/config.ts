import { AI_CHAT_LIMITS } from '@coaching/contract';
import { z } from 'zod';

const OptionalUrl = z
  .string()
  .trim()
  .transform((value) => (value === '' ? undefined : value))
  .pipe(z.url().optional())
  .optional();

const blankAsUnset = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value);

const OptionalText = z.preprocess(blankAsUnset, z.string().trim().optional());

/** A VAPID key as `npx web-push generate-vapid-keys` prints it: base64url of so many bytes. */
const VapidKey = (name: string, bytes: number) =>
  z.preprocess(
    blankAsUnset,
    z
      .string()
      .trim()
      .refine((value) => /^[A-Za-z0-9_-]+$/.test(value) && Buffer.from(value, 'base64url').length === bytes, `${name} must be a base64url key of ${bytes} bytes (npm run vapid:keys makes a pair)`)
      .optional(),
  );

/** Who runs the push sender, for the push services to reach: a mailto: address or an https page. */
const VapidSubject = z.preprocess(
  blankAsUnset,
  z
    .string()
    .trim()
    .refine((value) => /^mailto:[^@\s]+@[^@\s]+$/.test(value) || /^https:\/\/[^\s]+$/.test(value), 'VAPID_SUBJECT must be a mailto: address or an https URL')
    .optional(),
);

/** The settings that go together: all of them or none. */
function allOrNone(env: Record<string, unknown>, names: string[], context: z.RefinementCtx): void {
  const given = names.filter((name) => env[name] !== undefined);
  if (given.length === 0 || given.length === names.length) return;
  for (const name of names.filter((name) => env[name] === undefined)) {
    context.addIssue({ code: 'custom', path: [name], message: `${name} is needed too when ${given.join(', ')} ${given.length === 1 ? 'is' : 'are'} set` });
  }
}

const VAPID_SETTINGS = ['VAPID_PUBLIC_KEY', 'VAPID_PRIVATE_KEY', 'VAPID_SUBJECT'];
const SMS_SETTINGS = ['SMS_API_URL', 'SMS_ACCOUNT_SID', 'SMS_AUTH_TOKEN', 'SMS_FROM'];

const EnvSchema = z
  .object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65_535).default(3000),
  PUBLIC_URL: OptionalUrl.describe('Address users reach the product at; used in mailed links'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: OptionalUrl,
  DATABASE_RETRY_MS: z.coerce
    .number()
    .int()
    .min(0)
    .max(60_000)
    .default(3_000)
    .describe('How long a request keeps trying to reach a PostgreSQL that is restarting before it answers 503'),
  REDIS_URL: OptionalUrl,
  JWT_SECRET: z.string().min(32, 'JWT_SECRET must be at least 32 characters').optional(),
  AI_BASE_URL: OptionalUrl,
  AI_API_KEY: z.string().optional(),
  AI_MODEL: z.string().optional(),
  AI_TIMEOUT_MS: z.coerce.number().int().positive().default(20_000).describe('How long one model call may take before it is abandoned'),
  AI_MESSAGES_PER_MINUTE: z.coerce.number().int().positive().default(AI_CHAT_LIMITS.messagesPerMinute),
  SMTP_URL: OptionalUrl,
  MAIL_FROM: z.string().default('Coaching Platform <no-reply@coaching.local>'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  // A blank value means unset here: read as 0 it would silently drop every successful request's line.
  LOG_SAMPLE_RATE: z.preprocess(
    blankAsUnset,
    z.coerce
      .number({ error: 'LOG_SAMPLE_RATE must be a number from 0 to 1' })
      .min(0, 'LOG_SAMPLE_RATE must be a number from 0 to 1')
      .max(1, 'LOG_SAMPLE_RATE must be a number from 0 to 1')
      .default(1)
      .describe('Share of successful requests under LOG_SLOW_MS that get an access log line; errors and slow requests always do'),
  ),
  LOG_SLOW_MS: z.preprocess(
    blankAsUnset,
    z.coerce
      .number({ error: 'LOG_SLOW_MS must be a whole number of milliseconds, 0 or more' })
      .int('LOG_SLOW_MS must be a whole number of milliseconds, 0 or more')
      .min(0, 'LOG_SLOW_MS must be a whole number of milliseconds, 0 or more')
      .default(500)
      .describe('A request that takes at least this long is always logged, whatever LOG_SAMPLE_RATE says'),
  ),
  AUTH_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().positive().default(30),
  AUTH_CACHE_MS: z.coerce
    .number()
    .int()
    .min(0)
    .max(60_000)
    .default(5_000)
    .describe('How long a confirmed live session is trusted without asking the database; revocations reach every instance at once; 0 asks every time'),
  LIST_CACHE_MS: z.coerce
    .number()
    .int()
    .min(0)
    .max(60_000)
    .default(10_000)
    .describe('How long a page of goals or AI conversations is served from memory; every write drops it on every instance at once; 0 reads every time'),
  JOBS_POLL_MS: z.coerce
    .number()
    .int()
    .min(0)
    .max(600_000)
    .default(5_000)
    .describe('How often this instance looks for due jobs (session reminders); 0 runs none (tests drive the queue themselves)'),
  VAPID_PUBLIC_KEY: VapidKey('VAPID_PUBLIC_KEY', 65).describe('Web Push: the VAPID public key browsers subscribe with'),
  VAPID_PRIVATE_KEY: VapidKey('VAPID_PRIVATE_KEY', 32).describe('Web Push: the VAPID private key that signs each push; never logged'),
  VAPID_SUBJECT: VapidSubject.describe('Web Push: who sends (mailto: or https URL), for the push services to reach'),
  SMS_API_URL: OptionalUrl.describe('Text messages: a Twilio-compatible account base, e.g. https://api.twilio.com/2010-04-01/Accounts/{sid}'),
  SMS_ACCOUNT_SID: OptionalText.describe('Text messages: the account SID, the basic-auth user'),
  SMS_AUTH_TOKEN: OptionalText.describe('Text messages: the auth token, the basic-auth password; never logged'),
  SMS_FROM: OptionalText.describe('Text messages: the sending number (E.164) or sender id'),
})
  .superRefine((env, context) => {
    allOrNone(env, VAPID_SETTINGS, context);
    allOrNone(env, SMS_SETTINGS, context);
  });

export type Config = {
  env: 'development' | 'production' | 'test';
  host: string;
  port: number;
  publicUrl: string;
  dataDir: string;
  databaseUrl?: string;
  /** How long a request keeps trying to reach a PostgreSQL that is restarting before it answers 503. */
  databaseRetryMs: number;
  redisUrl?: string;
  jwtSecret?: string;
  ai: { baseUrl?: string; apiKey?: string; model?: string; timeoutMs: number };
  smtpUrl?: string;
  mailFrom: string;
  logLevel: z.infer<typeof EnvSchema>['LOG_LEVEL'];
  /** Share (0..1) of successful requests under logSlowMs that get an access log line. */
  logSampleRate: number;
  /** Requests taking at least this many milliseconds are always logged. */
  logSlowMs: number;
  /** Requests per minute one address may make to the credential routes. */
  authRateLimitPerMinute: number;
  /** How long (ms) a confirmed live session is trusted without a database query; 0 disables the cache. */
  authCacheMs: number;
  /** How long a list page (goals, AI conversations) is served from memory; writes drop it at once everywhere. */
  listCacheMs: number;
  /** How often (ms) this instance runs due jobs; 0: never. */
  jobsPollMs: number;
  /** Messages per minute one user may send to the AI coach (messages and stream together). */
  aiMessagesPerMinute: number;
  /** Web Push, when the VAPID keys are configured. */
  webPush?: { publicKey: string; privateKey: string; subject: string };
  /** Text messages through a Twilio-compatible API, when configured. */
  sms?: { apiUrl: string; accountSid: string; authToken: string; from: string };
};

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = EnvSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid configuration:\n  ${problems.join('\n  ')}`);
  }
  const e = parsed.data;
  return {
    env: e.NODE_ENV,
    host: e.HOST,
    port: e.PORT,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ''),
    dataDir: e.DATA_DIR,
    databaseUrl: e.DATABASE_URL,
    databaseRetryMs: e.DATABASE_RETRY_MS,
    redisUrl: e.REDIS_URL,
    jwtSecret: e.JWT_SECRET,
    ai: { baseUrl: e.AI_BASE_URL, apiKey: e.AI_API_KEY, model: e.AI_MODEL, timeoutMs: e.AI_TIMEOUT_MS },
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    logLevel: e.LOG_LEVEL,
    logSampleRate: e.LOG_SAMPLE_RATE,
    logSlowMs: e.LOG_SLOW_MS,
    authRateLimitPerMinute: e.AUTH_RATE_LIMIT_PER_MINUTE,
    authCacheMs: e.AUTH_CACHE_MS,
    listCacheMs: e.LIST_CACHE_MS,
    aiMessagesPerMinute: e.AI_MESSAGES_PER_MINUTE,
    jobsPollMs: e.JOBS_POLL_MS,
    webPush: e.VAPID_PUBLIC_KEY && e.VAPID_PRIVATE_KEY && e.VAPID_SUBJECT ? { publicKey: e.VAPID_PUBLIC_KEY, privateKey: e.VAPID_PRIVATE_KEY, subject: e.VAPID_SUBJECT } : undefined,
    sms:
      e.SMS_API_URL && e.SMS_ACCOUNT_SID && e.SMS_AUTH_TOKEN && e.SMS_FROM
        ? { apiUrl: e.SMS_API_URL.replace(/\/$/, ''), accountSid: e.SMS_ACCOUNT_SID, authToken: e.SMS_AUTH_TOKEN, from: e.SMS_FROM }
        : undefined,
  };
}
