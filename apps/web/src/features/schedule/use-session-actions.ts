import { SUCCESS_MESSAGES, type Session, type UpdateSessionBody } from '@coaching/contract';
import { useTranslation } from 'react-i18next';
import { sessionsApi, useSessionChange } from '../../api/sessions.js';
import { reportFailure, reportSuccess } from './session-notify.js';

type Reply = Awaited<ReturnType<typeof sessionsApi.confirm>>;

/** One action on a session: it says what happened in a toast (spec section 8), or why it failed. */
function useAction<V>(call: (variables: V) => Promise<Reply>, success: string, failure: string) {
  const mutation = useSessionChange(call);
  return {
    pending: mutation.isPending,
    run: (variables: V, onDone?: (session: Session) => void) =>
      mutation.mutate(variables, {
        onSuccess: (reply) => {
          reportSuccess(reply, success);
          onDone?.(reply.data.session);
        },
        onError: (error) => reportFailure(error, failure),
      }),
  };
}

/** The coach's actions on a session. */
export function useSessionActions() {
  const { t } = useTranslation(['schedule', 'messages']);
  const failed = t('failures.action');
  return {
    confirm: useAction((id: string) => sessionsApi.confirm(id), SUCCESS_MESSAGES.sessionUpdated, failed),
    start: useAction((id: string) => sessionsApi.start(id), SUCCESS_MESSAGES.sessionStarted, failed),
    complete: useAction(
      ({ id, notes }: { id: string; notes: string }) => sessionsApi.complete(id, notes),
      SUCCESS_MESSAGES.sessionCompleted,
      t('messages:coach.completeSessionFailed'),
    ),
    noShow: useAction((id: string) => sessionsApi.noShow(id), SUCCESS_MESSAGES.sessionUpdated, failed),
    cancel: useAction(({ id, reason }: { id: string; reason: string }) => sessionsApi.cancel(id, reason), SUCCESS_MESSAGES.sessionCancelled, failed),
    waive: useAction((id: string) => sessionsApi.waive(id), SUCCESS_MESSAGES.sessionUpdated, failed),
    update: useAction(({ id, body }: { id: string; body: UpdateSessionBody }) => sessionsApi.update(id, body), SUCCESS_MESSAGES.sessionUpdated, t('failures.save')),
  };
}

export type SessionActions = ReturnType<typeof useSessionActions>;
