import { CONVERSATION_MESSAGES } from '@coaching/contract';
import { Alert, Button } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { failureCode, failureMessage } from '../../api/error-messages.js';
import { localizeMessage } from '../../i18n/localize-message.js';

/** Spec section 8, AI conversation load: 404 and 403 have their own texts; anything else can be tried again. */
const LOAD_FAILURE_TEXTS = {
  fallback: CONVERSATION_MESSAGES.loadFailedRetry,
  byCode: { NOT_FOUND: CONVERSATION_MESSAGES.notFound, FORBIDDEN: CONVERSATION_MESSAGES.noPermission },
  reason: 'none',
} as const;

export function conversationLoadMessage(error: unknown): { text: string; retryable: boolean } {
  const code = failureCode(error);
  return { text: failureMessage(error, LOAD_FAILURE_TEXTS), retryable: code !== 'NOT_FOUND' && code !== 'FORBIDDEN' };
}

export function ConversationLoadError({ error, retrying, onRetry }: { error: unknown; retrying: boolean; onRetry: () => void }) {
  const { t } = useTranslation('messages');
  const { text, retryable } = conversationLoadMessage(error);
  return (
    <Alert
      severity="error"
      sx={{ m: 2 }}
      action={
        retryable && (
          <Button color="inherit" size="small" loading={retrying} onClick={onRetry}>
            {t('aiCoaching.tryAgain')}
          </Button>
        )
      }
    >
      {localizeMessage(text)}
    </Alert>
  );
}
