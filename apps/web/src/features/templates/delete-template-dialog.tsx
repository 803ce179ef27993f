import type { Template } from '@coaching/contract';
import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { failureMessage } from '../../api/error-messages.js';
import { useDeleteTemplate } from '../../api/templates.js';
import { notify } from '../../components/notify.js';

/** Asks before a template is deleted; sessions already scheduled with it keep their copy of the plan. */
export function DeleteTemplateDialog({ template, onClose }: { template: Template; onClose: () => void }) {
  const { t } = useTranslation('templates');
  const titleId = useId();
  const textId = useId();
  const remove = useDeleteTemplate();
  const confirm = () =>
    remove.mutate(template._id, {
      onSuccess: (reply) => {
        if (reply.message) notify.success(reply.message);
        onClose();
      },
      onError: (error) => notify.error(failureMessage(error, { fallback: t('failures.delete') })),
    });
  return (
    <Dialog open onClose={() => !remove.isPending && onClose()} aria-labelledby={titleId} aria-describedby={textId}>
      <DialogTitle id={titleId}>{t('deleteDialog.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText id={textId}>{t('deleteDialog.text', { title: template.title })}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={remove.isPending} autoFocus>
          {t('deleteDialog.keep')}
        </Button>
        <Button color="error" variant="contained" onClick={confirm} loading={remove.isPending}>
          {t('deleteDialog.confirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
