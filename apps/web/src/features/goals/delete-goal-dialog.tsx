import type { Goal } from '@coaching/contract';
import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useDeleteGoal } from '../../api/goals.js';
import { notify } from '../../components/notify.js';

/** Nothing is deleted until the user confirms; Cancel has the focus, so Enter alone deletes nothing. */
export function DeleteGoalDialog({ goal, onClose }: { goal: Goal | undefined; onClose: () => void }) {
  const { t } = useTranslation(['goals', 'messages']);
  const remove = useDeleteGoal();
  const titleId = useId();
  const textId = useId();

  const confirm = async () => {
    if (!goal) return;
    try {
      await remove.mutateAsync(goal._id);
      notify.success(t('messages:goal.deleted'));
    } catch {
      notify.error(t('messages:goal.deleteFailed'));
    }
    onClose();
  };

  return (
    <Dialog open={Boolean(goal)} onClose={remove.isPending ? undefined : onClose} aria-labelledby={titleId} aria-describedby={textId}>
      <DialogTitle id={titleId}>{t('delete.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText id={textId}>{t('messages:goal.deleteConfirm')}</DialogContentText>
        {goal && <DialogContentText sx={{ mt: 1, fontWeight: 600 }}>{goal.title}</DialogContentText>}
      </DialogContent>
      <DialogActions>
        <Button autoFocus onClick={onClose} disabled={remove.isPending}>
          {t('delete.cancel')}
        </Button>
        <Button color="error" variant="contained" loading={remove.isPending} onClick={() => void confirm()}>
          {t('delete.confirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
