import type { ActionItemStatus } from '@coaching/contract';
import { and, asc, eq, getTableColumns, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { aiActionItems, type AiActionItemRow } from '../../db/schema/ai-coaching.js';
import { ownerOf, type OwnerChanged } from './conversations.repository.js';

export type { AiActionItemRow };
export type NewActionItem = { conversationId: string; item: string; status: ActionItemStatus; deadline: Date | null; at: Date };

/** The action items of some conversations, in the order they were made. */
export function actionItemsOfQuery(db: Db, conversationIds: string[]) {
  return db
    .select()
    .from(aiActionItems)
    .where(inArray(aiActionItems.conversationId, conversationIds))
    .orderBy(asc(aiActionItems.createdAt), asc(aiActionItems.id));
}

/** The written rows without their owner, once `changed` has been told of each owner. */
function toldOf(changed: OwnerChanged, rows: (AiActionItemRow & { ownerId: string })[]): AiActionItemRow[] {
  for (const ownerId of new Set(rows.map((row) => row.ownerId))) changed(ownerId);
  return rows.map(({ ownerId: _ownerId, ...row }) => row);
}

const withOwner = { ...getTableColumns(aiActionItems), ownerId: ownerOf(aiActionItems.conversationId) };

export function createActionItemsRepository(db: Db, changed: OwnerChanged = () => undefined) {
  return {
    async insert(items: NewActionItem[], tx: Db = db): Promise<AiActionItemRow[]> {
      if (items.length === 0) return [];
      const rows = await tx
        .insert(aiActionItems)
        .values(items.map(({ at, ...item }) => ({ ...item, createdAt: at, updatedAt: at })))
        .returning(withOwner);
      return toldOf(changed, rows);
    },

    /** Changes one item of the conversation: its status (the client ticks it off), or its day once they name one ('Monday'). */
    async update(
      conversationId: string,
      itemId: string,
      changes: { status?: ActionItemStatus; deadline?: Date },
      at: Date,
      tx: Db = db,
    ): Promise<AiActionItemRow | undefined> {
      const rows = await tx
        .update(aiActionItems)
        .set({ ...changes, updatedAt: at })
        .where(and(eq(aiActionItems.id, itemId), eq(aiActionItems.conversationId, conversationId)))
        .returning(withOwner);
      return toldOf(changed, rows)[0];
    },

    /** The action items of each conversation, in the order they were made. */
    async listOf(conversationIds: string[], tx: Db = db): Promise<Map<string, AiActionItemRow[]>> {
      const byConversation = new Map<string, AiActionItemRow[]>(conversationIds.map((id) => [id, []]));
      if (conversationIds.length === 0) return byConversation;
      const rows = await actionItemsOfQuery(tx, conversationIds);
      for (const row of rows) byConversation.get(row.conversationId)?.push(row);
      return byConversation;
    },
  };
}

export type ActionItemsRepository = ReturnType<typeof createActionItemsRepository>;
