import {
  type CreateReflectionBodySchema,
  PROGRESS_MESSAGES,
  type Reflection,
  type ReflectionListQuery,
  type UpdateReflectionBodySchema,
} from '@coaching/contract';
import type { z } from 'zod';
import type { AccessPolicy, Caller } from '../../access/index.js';
import { AppError } from '../../http/app-error.js';
import type { UsersService } from '../users/users.service.js';
import type { ReflectionRow, ReflectionsRepository } from './reflections.repository.js';

type CreateBody = z.output<typeof CreateReflectionBodySchema>;
type UpdateBody = z.output<typeof UpdateReflectionBodySchema>;

const reflectionNotFound = () => new AppError('NOT_FOUND', PROGRESS_MESSAGES.reflectionNotFound);
export const clientNotFound = () => new AppError('NOT_FOUND', PROGRESS_MESSAGES.clientNotFound);

export function toReflection(row: ReflectionRow): Reflection {
  return {
    _id: row.id,
    clientId: row.clientId,
    reflection: row.text,
    mood: row.mood,
    confidence: row.confidence,
    date: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export type ProgressReaderDeps = {
  policy: Pick<AccessPolicy, 'requireRole' | 'require' | 'sharesProgressWith'>;
  usersService: Pick<UsersService, 'findAccountById'>;
};

/**
 * Settles whose progress a call reads and that the caller may: the named client (the caller when none
 * is named), a client account, within the access rules, and shared with a coach who asks.
 */
export async function readableClient(deps: ProgressReaderDeps, caller: Caller, action: 'reflections.read' | 'skills.read', clientId = caller.userId): Promise<string> {
  deps.policy.requireRole(caller, action);
  await deps.policy.require(caller, action, clientId, clientNotFound);
  if ((await deps.usersService.findAccountById(clientId))?.role !== 'client') throw clientNotFound();
  if (action === 'reflections.read' && !(await deps.policy.sharesProgressWith(caller, clientId))) throw new AppError('FORBIDDEN', PROGRESS_MESSAGES.notShared);
  return clientId;
}

/**
 * A client's daily reflections (issue 19): written by the client alone, read by them, by their coach
 * while they share their progress, and by admins for support.
 */
export function createReflectionsService(deps: ProgressReaderDeps & { reflections: ReflectionsRepository; clock: () => Date }) {
  const { reflections, policy, clock } = deps;

  /** The reflection, when the caller may change it (its client). */
  async function writable(caller: Caller, id: string): Promise<ReflectionRow> {
    policy.requireRole(caller, 'reflections.write');
    const row = await reflections.findById(id);
    if (!row) throw reflectionNotFound();
    await policy.require(caller, 'reflections.write', row.clientId, reflectionNotFound);
    return row;
  }

  return {
    async list(caller: Caller, query: ReflectionListQuery) {
      const clientId = await readableClient(deps, caller, 'reflections.read', query.clientId);
      const { rows, total } = await reflections.page(clientId, (query.page - 1) * query.limit, query.limit);
      return { reflections: rows.map(toReflection), pagination: { page: query.page, limit: query.limit, total } };
    },

    async create(caller: Caller, body: CreateBody): Promise<Reflection> {
      policy.requireRole(caller, 'reflections.create');
      const now = clock();
      const row = await reflections.insert({ clientId: caller.userId, text: body.reflection, mood: body.mood, confidence: body.confidence, createdAt: now, updatedAt: now });
      return toReflection(row);
    },

    async update(caller: Caller, id: string, body: UpdateBody): Promise<Reflection> {
      const row = await writable(caller, id);
      const updated = await reflections.update(row.clientId, id, {
        ...(body.reflection !== undefined ? { text: body.reflection } : {}),
        ...(body.mood !== undefined ? { mood: body.mood } : {}),
        ...(body.confidence !== undefined ? { confidence: body.confidence } : {}),
        updatedAt: clock(),
      });
      if (!updated) throw reflectionNotFound();
      return toReflection(updated);
    },

    async remove(caller: Caller, id: string): Promise<void> {
      const row = await writable(caller, id);
      if (!(await reflections.remove(row.clientId, id))) throw reflectionNotFound();
    },
  };
}

export type ReflectionsService = ReturnType<typeof createReflectionsService>;
