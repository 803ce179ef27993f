import { Alert, Button } from '@mui/material';
import { useTranslation } from 'react-i18next';

/** Spec section 2: after 10 s of loading, the text and a Refresh Page button. */
export function SlowLoadNotice() {
  const { t } = useTranslation(['messages', 'conversations']);
  return (
    <Alert
      severity="info"
      sx={{ mb: 2 }}
      action={
        <Button color="inherit" size="small" onClick={() => window.location.reload()}>
          {t('conversations:refreshPage')}
        </Button>
      }
    >
      {t('conversation.slowLoad')}
    </Alert>
  );
}
