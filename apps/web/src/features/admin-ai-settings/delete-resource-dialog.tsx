import type { CrisisResource } from '@coaching/contract';
import { Alert, Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDeleteCrisisResource } from '../../api/ai-settings.js';
import { failureMessage } from '../../api/error-messages.js';
import { notify } from '../../components/notify.js';
import { localizeMessage } from '../../i18n/localize-message.js';
import { countryName } from './country-names.js';

/** The confirmation before a resource is deleted; a refusal (the fallback emergency number) is said in the server's words. */
export function DeleteResourceDialog({ resource, onClose }: { resource: CrisisResource; onClose: () => void }) {
  const { t, i18n } = useTranslation('admin-ai-settings');
  const remove = useDeleteCrisisResource();
  const [failure, setFailure] = useState<string>();
  const titleId = useId();
  const bodyId = useId();
  const country = countryName(resource.country, i18n.resolvedLanguage ?? i18n.language);

  const confirm = async () => {
    setFailure(undefined);
    try {
      const { message } = await remove.mutateAsync(resource._id);
      if (message) notify.success(message);
      onClose();
    } catch (error) {
      setFailure(failureMessage(error, { fallback: t('crisis.confirm.failed') }));
    }
  };

  return (
    <Dialog open onClose={remove.isPending ? undefined : onClose} aria-labelledby={titleId} aria-describedby={bodyId} maxWidth="xs" fullWidth>
      <DialogTitle id={titleId}>{t('crisis.confirm.title', { name: resource.name })}</DialogTitle>
      <DialogContent>
        <DialogContentText id={bodyId}>{t('crisis.confirm.body', { name: resource.name, country, contact: resource.contact })}</DialogContentText>
        {failure && (
          <Alert severity="error" sx={{ mt: 2 }}>
            {localizeMessage(failure)}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={remove.isPending} autoFocus>
          {t('crisis.confirm.cancel')}
        </Button>
        <Button variant="contained" color="error" loading={remove.isPending} onClick={() => void confirm()}>
          {t('crisis.confirm.delete')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
