import { GOAL_MESSAGES } from '@coaching/contract';
import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { useId } from 'react';

type Props = { open: boolean; saving: boolean; onCancel: () => void; onConfirm: () => void };

export function AssistantSaveDialog({ open, saving, onCancel, onConfirm }: Props) {
  const titleId = useId();
  const textId = useId();
  return (
    <Dialog open={open} onClose={saving ? undefined : onCancel} aria-labelledby={titleId} aria-describedby={textId}>
      <DialogTitle id={titleId}>{GOAL_MESSAGES.saveConfirmTitle}</DialogTitle>
      <DialogContent>
        <DialogContentText id={textId}>{GOAL_MESSAGES.saveConfirmText}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel} disabled={saving}>
          Cancel
        </Button>
        <Button variant="contained" onClick={onConfirm} loading={saving} autoFocus>
          {GOAL_MESSAGES.saveGoal}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
