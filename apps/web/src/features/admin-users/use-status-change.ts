import { ADMIN_MESSAGES, SUCCESS_MESSAGES, type User } from '@coaching/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminUserKeys, adminUsersApi, useDeactivateUser, useReactivateUser } from '../../api/admin-users.js';
import { failureMessage } from '../../api/error-messages.js';
import { notify } from '../../components/notify.js';
import type { StatusAction } from './users-grid-context.js';

const TEXTS = {
  deactivate: { done: SUCCESS_MESSAGES.userDeactivated, failed: ADMIN_MESSAGES.deactivateUserFailed },
  reactivate: { done: SUCCESS_MESSAGES.userReactivated, failed: ADMIN_MESSAGES.reactivateUserFailed },
} as const;

/** Why the server refused (oneself, the last active admin, already so) in its words; else the spec's failure text. */
export const statusFailure = (error: unknown, action: StatusAction) => failureMessage(error, { fallback: TEXTS[action].failed });

/** Deactivate or reactivate one user, with the spec's toasts (section 8); resolves whether it was done. */
export function useStatusChange() {
  const deactivate = useDeactivateUser();
  const reactivate = useReactivateUser();
  const change = async (user: User, action: StatusAction): Promise<boolean> => {
    try {
      const { message } = await (action === 'deactivate' ? deactivate : reactivate).mutateAsync(user._id);
      notify.success(message ?? TEXTS[action].done);
      return true;
    } catch (error) {
      notify.error(statusFailure(error, action));
      return false;
    }
  };
  return { change, pending: deactivate.isPending || reactivate.isPending };
}

export type BulkFailure = { user: User; reason: string };
export type BulkOutcome = { action: StatusAction; done: number; failures: BulkFailure[] };

/**
 * The bulk action: one call per user, one after another (the server checks each: oneself and the last active admin
 * are refused in words), then the list is read once. What was refused is kept with the server's reason.
 */
export function useBulkStatusChange() {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { silent: true },
    mutationFn: async ({ users, action }: { users: User[]; action: StatusAction }): Promise<BulkOutcome> => {
      const failures: BulkFailure[] = [];
      for (const user of users) {
        try {
          await (action === 'deactivate' ? adminUsersApi.deactivate(user._id) : adminUsersApi.reactivate(user._id));
        } catch (error) {
          failures.push({ user, reason: statusFailure(error, action) });
        }
      }
      return { action, done: users.length - failures.length, failures };
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminUserKeys.lists() }),
  });
}
