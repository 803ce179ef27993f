import { PATHS } from '@coaching/contract';
import { Alert, Button } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';

/** In place of an AI feature the coach turned off in their settings: what is off, and the way back to the switch. */
export function AiAssistanceOff({ message }: { message: string }) {
  const { t } = useTranslation('common');
  return (
    <Alert
      severity="info"
      action={
        <Button component={RouterLink} to={PATHS.coach.settings} color="inherit" size="small">
          {t('aiAssistanceOff.openSettings')}
        </Button>
      }
    >
      {message}
    </Alert>
  );
}
