import { INVITATION_MESSAGES } from '@coaching/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { failureMessage } from '../../api/error-messages.js';
import { useRespondToInvitation } from '../../api/invitations.js';
import { useAuth } from '../../auth/auth-provider.js';
import { localizeMessage } from '../../i18n/localize-message.js';
import { notify } from '../notify.js';

/**
 * Accepting or declining an invitation, wherever the client does it: the server's words in a toast, the
 * signed-in user updated (an accepted invitation gives them their coach), and the failure to show.
 */
export function useAnswerInvitation() {
  const { t } = useTranslation('invitations');
  const { setUser } = useAuth();
  const respond = useRespondToInvitation();
  const [failure, setFailure] = useState<string>();
  const answer = (id: string, accept: boolean, onDone?: () => void) => {
    setFailure(undefined);
    respond.mutate(
      { id, accept },
      {
        onSuccess: ({ message, user }) => {
          if (user) setUser(user);
          notify.success(message ?? (accept ? INVITATION_MESSAGES.accepted : INVITATION_MESSAGES.declined));
          onDone?.();
        },
        onError: (error) => setFailure(localizeMessage(failureMessage(error, { fallback: t('page.failed') }))),
      },
    );
  };
  return { answer, failure, pending: respond.isPending, answering: respond.variables };
}
