import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { afterCommit } from '../../src/db/ambient.js';
import { goals } from '../../src/db/schema/goals.js';
import { createTestApp } from '../support/app.js';
import { createGoal } from '../support/goals.js';
import { signUp } from '../support/factories.js';

const { app } = await createTestApp();
const { transaction, db } = app.services;

describe("the services' transactions", () => {
  it('put every query made while they run on the one transaction, and tell others only once it has committed', async () => {
    const client = await signUp(app);
    const goal = await createGoal(app, client.token, { title: 'Before' });
    const told: string[] = [];
    await transaction(async (tx) => {
      await tx.update(goals).set({ title: 'Inside' }).where(eq(goals.id, goal._id));
      afterCommit(() => told.push('committed'));
      // A repository given the app's database, not `tx`, reads on the same transaction.
      const [seen] = await db.select({ title: goals.title }).from(goals).where(eq(goals.id, goal._id));
      expect(seen?.title).toBe('Inside');
      expect(told).toEqual([]);
    });
    expect(told).toEqual(['committed']);
  });

  it('keep nothing and tell nobody when the work fails', async () => {
    const client = await signUp(app);
    const goal = await createGoal(app, client.token, { title: 'Before' });
    const told: string[] = [];
    await expect(
      transaction(async (tx) => {
        await tx.update(goals).set({ title: 'Never kept' }).where(eq(goals.id, goal._id));
        afterCommit(() => told.push('committed'));
        throw new Error('changed my mind');
      }),
    ).rejects.toThrow('changed my mind');
    const [stored] = await db.select({ title: goals.title }).from(goals).where(eq(goals.id, goal._id));
    expect(stored?.title).toBe('Before');
    expect(told).toEqual([]);
  });
});
