import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

type Props = { open: boolean; saving: boolean; onCancel: () => void; onConfirm: () => void };

export function AssistantSaveDialog({ open, saving, onCancel, onConfirm }: Props) {
  const { t } = useTranslation(['goals', 'messages']);
  const titleId = useId();
  const textId = useId();
  return (
    <Dialog open={open} onClose={saving ? undefined : onCancel} aria-labelledby={titleId} aria-describedby={textId}>
      <DialogTitle id={titleId}>{t('messages:goal.saveConfirmTitle')}</DialogTitle>
      <DialogContent>
        <DialogContentText id={textId}>{t('messages:goal.saveConfirmText')}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel} disabled={saving}>
          {t('dialog.cancel')}
        </Button>
        <Button variant="contained" onClick={onConfirm} loading={saving} autoFocus>
          {t('messages:goal.saveGoal')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
