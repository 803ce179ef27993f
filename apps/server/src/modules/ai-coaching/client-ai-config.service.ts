import {
  type ClientAiConfig,
  type Guardrails,
  METHODOLOGY_OF_COACHING_STYLE,
  type UpdateClientAiConfig,
  defaultClientAiConfig,
  type AiDefaults,
} from '@coaching/contract';
import type { AccessPolicy, Caller } from '../../access/index.js';
import { AppError } from '../../http/app-error.js';
import type { UsersService } from '../users/users.service.js';
import type { ClientAiConfigRepository, ClientAiSettingsRecord, CoachAiDefaultsRecord } from './client-ai-config.repository.js';
import type { ConversationsService } from './conversations.service.js';
import type { SafetyRepository } from './safety.repository.js';

const clientNotFound = () => new AppError('NOT_FOUND', 'Client not found');

function settingsPart(config: ClientAiConfig): ClientAiSettingsRecord {
  return { context: config.context, frameworks: config.frameworks, temperature: config.temperature, maxTokens: config.maxTokens, coachingStyle: config.coachingStyle };
}

/** A saved config with the changes over it; communicationStyle and guardrails.communicationStyle are one setting. */
function merged(current: ClientAiConfig, changes: UpdateClientAiConfig): ClientAiConfig {
  const { guardrails: guardrailChanges, ...rest } = changes;
  const guardrails: Guardrails = { ...current.guardrails, ...guardrailChanges };
  const communicationStyle = changes.communicationStyle ?? guardrailChanges?.communicationStyle ?? current.communicationStyle;
  return { ...current, ...rest, communicationStyle, guardrails: { ...guardrails, communicationStyle } };
}

/**
 * Per-client AI configuration (issue 18): context, frameworks, model settings and coaching style kept
 * per client, guardrails in ai_guardrails. Set by the client's coach or an admin (rule
 * clientAi.configure); the coach's own defaults (/coach/ai-settings) are what a new client starts with.
 * A change reaches the client's open AI conversations at once: their methodology and model settings
 * follow, and the next reply reads the context and guardrails.
 */
export function createClientAiConfigService(deps: {
  repository: ClientAiConfigRepository;
  safety: Pick<SafetyRepository, 'guardrailsOf' | 'saveGuardrails'>;
  policy: Pick<AccessPolicy, 'requireRole' | 'require'>;
  usersService: Pick<UsersService, 'findAccountById'>;
  conversationsService: Pick<ConversationsService, 'applyClientSettings'>;
  clock: () => Date;
  /** The platform's AI defaults (issue 20): a client whose coach set nothing starts from them. */
  aiDefaults?: () => AiDefaults;
}) {
  const { repository, safety, policy, clock } = deps;
  const defaults = () => defaultClientAiConfig(deps.aiDefaults?.());

  /** What the AI coach of this client follows (no permission check: for the AI pipeline and the services that made theirs). */
  async function effective(clientId: string): Promise<ClientAiConfig> {
    const [settings, guardrails] = await Promise.all([repository.settingsOf(clientId), safety.guardrailsOf(clientId)]);
    const allGuardrails = { ...defaults().guardrails, ...guardrails };
    return { ...defaults(), ...settings, guardrails: allGuardrails, communicationStyle: allGuardrails.communicationStyle };
  }

  async function requireClient(caller: Caller, clientId: string): Promise<void> {
    policy.requireRole(caller, 'clientAi.configure');
    const account = await deps.usersService.findAccountById(clientId);
    if (account?.role !== 'client') throw clientNotFound();
    await policy.require(caller, 'clientAi.configure', clientId, clientNotFound);
  }

  async function save(clientId: string, config: ClientAiConfig, by: string): Promise<void> {
    const now = clock();
    await repository.saveSettings(clientId, settingsPart(config), by, now);
    await safety.saveGuardrails(clientId, config.guardrails, by, now);
    await deps.conversationsService.applyClientSettings(clientId, {
      methodology: METHODOLOGY_OF_COACHING_STYLE[config.coachingStyle],
      temperature: config.temperature,
      maxTokens: config.maxTokens,
    });
  }

  return {
    effective,

    async get(caller: Caller, clientId: string): Promise<ClientAiConfig> {
      await requireClient(caller, clientId);
      return effective(clientId);
    },

    /** PUT /ai/config/{clientId}: fields left out keep their value. */
    async update(caller: Caller, clientId: string, changes: UpdateClientAiConfig): Promise<ClientAiConfig> {
      await requireClient(caller, clientId);
      const config = merged(await effective(clientId), changes);
      await save(clientId, config, caller.userId);
      return config;
    },

    /** GET /coach/ai-settings: the coach's defaults for new clients (the platform's until they save some). */
    async defaults(caller: Caller): Promise<ClientAiConfig> {
      policy.requireRole(caller, 'aiDefaults.edit');
      const saved = await repository.defaultsOf(caller.userId);
      return saved ? { ...defaults(), ...saved, communicationStyle: saved.guardrails.communicationStyle } : defaults();
    },

    async saveDefaults(caller: Caller, changes: UpdateClientAiConfig): Promise<ClientAiConfig> {
      policy.requireRole(caller, 'aiDefaults.edit');
      const saved = await repository.defaultsOf(caller.userId);
      const current = saved ? { ...defaults(), ...saved, communicationStyle: saved.guardrails.communicationStyle } : defaults();
      const config = merged(current, changes);
      const record: CoachAiDefaultsRecord = { ...settingsPart(config), guardrails: config.guardrails };
      await repository.saveDefaults(caller.userId, record, clock());
      return config;
    },

    /** A client who has just joined a coach starts with that coach's defaults, if the coach saved any. */
    async startWithCoachDefaults(coachId: string, clientId: string): Promise<void> {
      const saved = await repository.defaultsOf(coachId);
      if (!saved) return;
      await save(clientId, { ...defaults(), ...saved, communicationStyle: saved.guardrails.communicationStyle }, coachId);
    },
  };
}

export type ClientAiConfigService = ReturnType<typeof createClientAiConfigService>;
