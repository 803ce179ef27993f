import type { ConversationMessage } from '@coaching/contract';
import type { TFunction } from 'i18next';

/** Coach, Client or System; 'You' for the reader's own messages (issue 16). */
export function messageRoleLabel(message: Pick<ConversationMessage, 'role' | 'senderId'>, userId: string | undefined, t: TFunction<'conversations'>): string {
  if (message.role === 'system') return t('roleLabels.system');
  if (userId !== undefined && message.senderId === userId) return t('roleLabels.you');
  return message.role === 'coach' ? t('roleLabels.coach') : t('roleLabels.client');
}
