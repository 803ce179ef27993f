import { AI_OVERSIGHT_LIMITS, type OversightAlert } from '@coaching/contract';
import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, TextField } from '@mui/material';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

type Props = { alert: OversightAlert | undefined; resolving: boolean; onCancel: () => void; onResolve: (note: string) => void };

/** Asks before an alert is closed, with room for an optional note on what was done. */
export function ResolveAlertDialog({ alert, resolving, onCancel, onResolve }: Props) {
  const { t } = useTranslation('coach-ai-oversight');
  const titleId = useId();
  const [note, setNote] = useState('');
  const max = AI_OVERSIGHT_LIMITS.resolutionNoteMaxLength;
  return (
    <Dialog
      open={alert !== undefined}
      onClose={resolving ? undefined : onCancel}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="sm"
      slotProps={{ transition: { onExited: () => setNote('') } }}
    >
      <form
        onSubmit={(event) => {
          event.preventDefault();
          onResolve(note);
        }}
      >
        <DialogTitle id={titleId}>{t('resolveDialog.title')}</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>{t('resolveDialog.body', { name: alert?.clientName ?? '' })}</DialogContentText>
          <TextField
            label={t('resolveDialog.note')}
            helperText={t('resolveDialog.noteHelp', { max })}
            value={note}
            onChange={(event) => setNote(event.target.value)}
            multiline
            minRows={3}
            fullWidth
            autoFocus
            slotProps={{ htmlInput: { maxLength: max } }}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={onCancel} disabled={resolving}>
            {t('resolveDialog.cancel')}
          </Button>
          <Button type="submit" variant="contained" loading={resolving}>
            {t('resolveDialog.confirm')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
