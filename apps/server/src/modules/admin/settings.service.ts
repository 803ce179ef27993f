import {
  type AiEngine,
  type AiSettingsReply,
  type AiTestReply,
  type CrisisResource,
  type GeneralSettingsReply,
  SETTINGS_MESSAGES,
  type UpdateAiSettingsBody,
  type UpdateCrisisResourceBody,
  type UpdateGeneralSettingsBody,
  type UpsertCrisisResourceBody,
  defaultAiConfig,
} from '@coaching/contract';
import type { AccessPolicy } from '../../access/index.js';
import type { CoachModel } from '../../ai/model.js';
import type { Config } from '../../config.js';
import { AppError } from '../../http/app-error.js';
import type { Actor, AuditService } from '../audit/audit.service.js';
import { changedFields } from '../audit/audit.service.js';
import type { PlatformSettingsStore } from '../settings/index.js';

export type CrisisResourcesAdmin = {
  list(): Promise<CrisisResource[]>;
  upsert(body: UpsertCrisisResourceBody, by: string): Promise<{ before: CrisisResource | null; after: CrisisResource }>;
  remove(id: string): Promise<CrisisResource | null>;
  find(id: string): Promise<CrisisResource | null>;
};

/** How long the test of the model may take before it counts as no answer. */
const TEST_TIMEOUT_MS = 20_000;

function originOf(url: string | undefined): string | null {
  if (!url) return null;
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
}

/** The engine in use, as an admin may see it: the endpoint's origin, never its key. */
export function engineOf(model: Pick<CoachModel, 'name'>, config: Pick<Config['ai'], 'baseUrl' | 'model'>): AiEngine {
  if (model.name === 'builtin') return { kind: 'builtin', model: null, baseUrl: null };
  return { kind: 'model', model: config.model ?? null, baseUrl: originOf(config.baseUrl) };
}

/**
 * /admin/settings and /admin/ai-settings (issue 20): any admin reads them; changing the general ones needs
 * users.manage, the AI ones and the crisis resources ai.configure. Every change is audited with the fields
 * before and after, in the change's own transaction.
 */
export function createSettingsAdminService(deps: {
  policy: AccessPolicy;
  settings: PlatformSettingsStore;
  auditService: AuditService;
  crisisResources: CrisisResourcesAdmin;
  model: CoachModel;
  config: Pick<Config['ai'], 'baseUrl' | 'model'>;
}) {
  const { policy, settings, auditService, crisisResources, model } = deps;
  const updatedAt = () => settings.updatedAt()?.toISOString() ?? null;
  const engine = () => engineOf(model, deps.config);

  return {
    async general(actor: Actor): Promise<GeneralSettingsReply> {
      await policy.requireAttempt(actor, 'settings.read');
      return { settings: settings.current().general, updatedAt: updatedAt() };
    },

    async updateGeneral(actor: Actor, body: UpdateGeneralSettingsBody): Promise<GeneralSettingsReply> {
      await policy.requireAttempt(actor, 'settings.manage');
      const { before, after, updatedAt: at } = await settings.update({ general: body }, actor.userId);
      const changed = changedFields(before.general, after.general);
      if (changed) await auditService.record(actor, { action: 'settings.updated', targetType: 'settings', targetId: 'general', ...changed });
      return { settings: after.general, updatedAt: at.toISOString() };
    },

    async ai(actor: Actor): Promise<AiSettingsReply> {
      await policy.requireAttempt(actor, 'aiSettings.read');
      return { settings: settings.current().ai, engine: engine(), updatedAt: updatedAt() };
    },

    async updateAi(actor: Actor, body: UpdateAiSettingsBody): Promise<AiSettingsReply> {
      await policy.requireAttempt(actor, 'aiSettings.manage');
      const { before, after, updatedAt: at } = await settings.update({ ai: body }, actor.userId);
      const flat = (ai: typeof after.ai) => ({ ...ai.defaults, messagesPerMinute: ai.messagesPerMinute });
      const changed = changedFields(flat(before.ai), flat(after.ai));
      if (changed) await auditService.record(actor, { action: 'settings.updated', targetType: 'settings', targetId: 'ai', ...changed });
      return { settings: after.ai, engine: engine(), updatedAt: at.toISOString() };
    },

    /** One short exchange with the engine in use, through the path the AI coach answers by, timed. */
    async testModel(actor: Actor): Promise<AiTestReply> {
      await policy.requireAttempt(actor, 'aiSettings.read');
      const started = performance.now();
      const signal = AbortSignal.timeout(TEST_TIMEOUT_MS);
      const { defaults } = settings.current().ai;
      try {
        let reply = '';
        for await (const piece of model.streamReply(
          {
            audience: 'coach',
            methodology: 'icf',
            guardrails: defaults.guardrails,
            aiConfig: { ...defaultAiConfig(), temperature: defaults.temperature, maxTokens: Math.min(defaults.maxTokens, 200) },
            client: { firstName: 'Admin', goals: [], focusAreas: [], earlierSummary: '' },
            history: [],
            message: SETTINGS_MESSAGES.testMessage,
          },
          { signal },
        )) {
          reply += piece;
        }
        const latencyMs = Math.round(performance.now() - started);
        const text = reply.trim();
        return text
          ? { ok: true, engine: engine(), latencyMs, reply: text, error: null }
          : { ok: false, engine: engine(), latencyMs, reply: null, error: SETTINGS_MESSAGES.testFailed };
      } catch (error) {
        const latencyMs = Math.round(performance.now() - started);
        const reason = error instanceof Error ? error.message : String(error);
        return { ok: false, engine: engine(), latencyMs, reply: null, error: `${SETTINGS_MESSAGES.testFailed}: ${reason}` };
      }
    },

    async crisisResourceList(actor: Actor): Promise<CrisisResource[]> {
      await policy.requireAttempt(actor, 'aiSettings.read');
      return crisisResources.list();
    },

    async saveCrisisResource(actor: Actor, body: UpsertCrisisResourceBody): Promise<CrisisResource> {
      await policy.requireAttempt(actor, 'aiSettings.manage');
      const { before, after } = await crisisResources.upsert(body, actor.userId);
      const view = (resource: CrisisResource | null) => (resource ? { name: resource.name, contact: resource.contact, url: resource.url } : {});
      const changed = changedFields(view(before), view(after));
      if (changed) await auditService.record(actor, { action: 'crisis_resource.saved', targetType: 'crisis_resource', targetId: `${after.country}:${after.kind}`, ...changed });
      return after;
    },

    async updateCrisisResource(actor: Actor, id: string, body: UpdateCrisisResourceBody): Promise<CrisisResource> {
      await policy.requireAttempt(actor, 'aiSettings.manage');
      const existing = await crisisResources.find(id);
      if (!existing) throw notFound();
      return this.saveCrisisResource(actor, { country: existing.country, kind: existing.kind, ...body });
    },

    async deleteCrisisResource(actor: Actor, id: string): Promise<void> {
      await policy.requireAttempt(actor, 'aiSettings.manage');
      const existing = await crisisResources.find(id);
      if (!existing) throw notFound();
      if (existing.country === 'ZZ' && existing.kind === 'emergency') throw new AppError('CONFLICT', SETTINGS_MESSAGES.fallbackEmergencyRequired);
      await crisisResources.remove(id);
      await auditService.record(actor, {
        action: 'crisis_resource.deleted',
        targetType: 'crisis_resource',
        targetId: `${existing.country}:${existing.kind}`,
        before: { name: existing.name, contact: existing.contact, url: existing.url },
        after: null,
      });
    },
  };
}

const notFound = () => new AppError('NOT_FOUND', SETTINGS_MESSAGES.resourceNotFound);

export type SettingsAdminService = ReturnType<typeof createSettingsAdminService>;
