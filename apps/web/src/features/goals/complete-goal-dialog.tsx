import type { Goal } from '@coaching/contract';
import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

type Props = {
  goal: Goal;
  open: boolean;
  openMilestones: number;
  onCancel: () => void;
  /** `closeMilestones`: tick the open milestones in the same save. */
  onComplete: (closeMilestones: boolean) => void;
};

/** Completing a goal that still has open milestones asks whether they are done as well. */
export function CompleteGoalDialog({ goal, open, openMilestones, onCancel, onComplete }: Props) {
  const { t } = useTranslation('goals');
  const titleId = useId();
  const textId = useId();
  return (
    <Dialog open={open} onClose={onCancel} aria-labelledby={titleId} aria-describedby={textId}>
      <DialogTitle id={titleId}>{t('complete.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText id={textId}>{t('complete.text', { count: openMilestones, title: goal.title })}</DialogContentText>
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        <Button onClick={onCancel}>{t('complete.cancel')}</Button>
        <Button variant="outlined" onClick={() => onComplete(false)}>
          {t('complete.keepOpen')}
        </Button>
        <Button variant="contained" autoFocus onClick={() => onComplete(true)}>
          {t('complete.closeAll')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
