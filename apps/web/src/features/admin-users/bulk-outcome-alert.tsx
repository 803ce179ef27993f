import { Alert, AlertTitle, Box } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { localizeMessage } from '../../i18n/localize-message.js';
import type { BulkOutcome } from './use-status-change.js';
import { userName } from './user-name.js';

/** What a bulk action did: how many were changed, and each one the server refused with its reason. */
export function BulkOutcomeAlert({ outcome, onDismiss }: { outcome: BulkOutcome; onDismiss: () => void }) {
  const { t } = useTranslation('admin-users');
  const { action, done, failures } = outcome;
  const summary = action === 'deactivate' ? t('bulk.deactivated', { count: done }) : t('bulk.reactivated', { count: done });
  return (
    <Alert severity={failures.length > 0 ? 'warning' : 'success'} onClose={onDismiss} slotProps={{ closeButton: { title: t('bulk.dismiss'), 'aria-label': t('bulk.dismiss') } }}>
      <AlertTitle>{summary}</AlertTitle>
      {failures.length > 0 && (
        <>
          {t('bulk.notChanged', { count: failures.length })}
          <Box component="ul" sx={{ m: 0, pl: 3 }}>
            {failures.map(({ user, reason }) => (
              <li key={user._id}>{t('bulk.reason', { name: userName(user), reason: localizeMessage(reason) })}</li>
            ))}
          </Box>
        </>
      )}
    </Alert>
  );
}
