import { SESSION_LIMITS } from '@coaching/contract';
import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, Stack, TextField } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAiAssistance } from '../../auth/use-ai-assistance.js';

type DialogProps = { open: boolean; pending: boolean; onClose: () => void };

/** Cancelling asks for a reason (issue 17; PATCH /sessions/{id}/cancel {reason}) and a second thought. */
export function CancelSessionDialog({ open, pending, onClose, onCancel }: DialogProps & { onCancel: (reason: string) => void }) {
  const { t } = useTranslation(['schedule', 'messages']);
  const [reason, setReason] = useState('');
  const [tried, setTried] = useState(false);
  const missing = reason.trim() === '';
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby="cancel-session-title" fullWidth maxWidth="sm">
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          setTried(true);
          if (!missing) onCancel(reason.trim());
        }}
      >
        <DialogTitle id="cancel-session-title">{t('cancelDialog.title')}</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>{t('cancelDialog.text')}</DialogContentText>
          <TextField
            autoFocus
            fullWidth
            required
            multiline
            minRows={2}
            label={t('cancelDialog.reason')}
            value={reason}
            onChange={(event) => setReason(event.target.value)}
            error={tried && missing}
            helperText={tried && missing ? t('messages:session.reasonRequired') : undefined}
            slotProps={{ htmlInput: { maxLength: SESSION_LIMITS.reasonMaxLength } }}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{t('cancelDialog.keep')}</Button>
          <Button type="submit" color="error" variant="contained" loading={pending}>
            {t('cancelDialog.confirm')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}

/** Completing keeps the coach's notes with the session; left empty, the AI drafts them while the coach has that on. */
export function CompleteSessionDialog({ open, pending, onClose, onComplete, notes }: DialogProps & { notes: string; onComplete: (notes: string) => void }) {
  const { t } = useTranslation('schedule');
  const { autoGenerateNotes } = useAiAssistance();
  const [draft, setDraft] = useState(notes);
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby="complete-session-title" fullWidth maxWidth="sm">
      <form
        onSubmit={(event) => {
          event.preventDefault();
          onComplete(draft);
        }}
      >
        <DialogTitle id="complete-session-title">{t('completeDialog.title')}</DialogTitle>
        <DialogContent>
          <TextField
            autoFocus
            fullWidth
            multiline
            minRows={4}
            label={t('completeDialog.notes')}
            helperText={autoGenerateNotes && draft.trim() === '' ? t('completeDialog.draftHint') : undefined}
            value={draft}
            onChange={(event) => setDraft(event.target.value)}
            sx={{ mt: 1 }}
            slotProps={{ htmlInput: { maxLength: SESSION_LIMITS.notesMaxLength } }}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{t('dialog.back')}</Button>
          <Button type="submit" variant="contained" loading={pending}>
            {t('actions.complete')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}

/** A yes-or-no before an action that cannot be undone (a no-show). */
export function ConfirmActionDialog({ open, pending, onClose, onConfirm, title, text, action }: DialogProps & { onConfirm: () => void; title: string; text: string; action: string }) {
  const { t } = useTranslation('schedule');
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby="confirm-action-title">
      <DialogTitle id="confirm-action-title">{title}</DialogTitle>
      <DialogContent>
        <DialogContentText>{text}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('dialog.back')}</Button>
        <Button color="error" variant="contained" loading={pending} onClick={onConfirm} autoFocus>
          {action}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/** A new time for the session on the coach's clock (PUT scheduledDate); the coach, as host, is not bound by the notice. */
export function RescheduleDialog({
  open,
  pending,
  onClose,
  onReschedule,
  initial,
  zone,
}: DialogProps & { initial: { day: string; time: string }; zone: string; onReschedule: (day: string, time: string) => void }) {
  const { t } = useTranslation(['schedule', 'messages']);
  const [day, setDay] = useState(initial.day);
  const [time, setTime] = useState(initial.time);
  const missing = day === '' || time === '';
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby="reschedule-title" fullWidth maxWidth="xs">
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (!missing) onReschedule(day, time);
        }}
      >
        <DialogTitle id="reschedule-title">{t('rescheduleDialog.title')}</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>{t('rescheduleDialog.text', { zone })}</DialogContentText>
          <Stack sx={{ gap: 2 }}>
            <TextField
              type="date"
              label={t('form.date')}
              value={day}
              onChange={(event) => setDay(event.target.value)}
              required
              error={missing}
              helperText={missing ? t('messages:session.dateRequired') : undefined}
              slotProps={{ inputLabel: { shrink: true } }}
            />
            <TextField type="time" label={t('form.time')} value={time} onChange={(event) => setTime(event.target.value)} required slotProps={{ inputLabel: { shrink: true } }} />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{t('dialog.back')}</Button>
          <Button type="submit" variant="contained" loading={pending} disabled={missing}>
            {t('actions.reschedule')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
