import { AI_COACHING_MESSAGES as M, CONVERSATION_MESSAGES } from '@coaching/contract';
import { Alert, Button } from '@mui/material';
import { isApiError } from '../../api/api-error.js';

/** Spec section 8, AI conversation load: 404 and 403 have their own texts; anything else can be tried again. */
export function conversationLoadMessage(error: unknown): { text: string; retryable: boolean } {
  if (isApiError(error) && error.status === 404) return { text: CONVERSATION_MESSAGES.notFound, retryable: false };
  if (isApiError(error) && error.status === 403) return { text: CONVERSATION_MESSAGES.noPermission, retryable: false };
  return { text: CONVERSATION_MESSAGES.loadFailedRetry, retryable: true };
}

export function ConversationLoadError({ error, retrying, onRetry }: { error: unknown; retrying: boolean; onRetry: () => void }) {
  const { text, retryable } = conversationLoadMessage(error);
  return (
    <Alert
      severity="error"
      sx={{ m: 2 }}
      action={
        retryable && (
          <Button color="inherit" size="small" loading={retrying} onClick={onRetry}>
            {M.tryAgain}
          </Button>
        )
      }
    >
      {text}
    </Alert>
  );
}
