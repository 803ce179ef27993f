import { CONVERSATION_MESSAGES } from '@coaching/contract';
import { Alert, Button, Stack } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { failureCode, failureMessage } from '../../api/error-messages.js';
import { localizeMessage } from '../../i18n/localize-message.js';

/** Spec section 8: 404 'Conversation not found', 403 the permission text, else 'Failed to load conversation'; with a back button. */
export function ConversationLoadFailure({ error, onRetry, backTo }: { error: unknown; onRetry: () => void; backTo: string }) {
  const { t } = useTranslation('conversations');
  const navigate = useNavigate();
  const code = failureCode(error);
  const text = failureMessage(error, {
    fallback: CONVERSATION_MESSAGES.loadFailed,
    byCode: { NOT_FOUND: CONVERSATION_MESSAGES.notFound, FORBIDDEN: CONVERSATION_MESSAGES.noPermission },
    reason: 'none',
  });
  return (
    <Alert
      severity="error"
      action={
        <Stack direction="row" sx={{ gap: 1 }}>
          {code !== 'NOT_FOUND' && code !== 'FORBIDDEN' && (
            <Button color="inherit" size="small" onClick={onRetry}>
              {t('tryAgain')}
            </Button>
          )}
          <Button color="inherit" size="small" onClick={() => void navigate(backTo)}>
            {t('back')}
          </Button>
        </Stack>
      }
    >
      {localizeMessage(text)}
    </Alert>
  );
}
