import { CancelSessionBodySchema, type Session } from '@coaching/contract';
import { Alert, Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, Stack, TextField } from '@mui/material';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { failureMessage } from '../../api/error-messages.js';
import { sessionsApi, useSessionChange } from '../../api/sessions.js';
import { notify } from '../../components/notify.js';
import { localizeMessage } from '../../i18n/localize-message.js';
import { mayBeLate, useViewerZone } from './session-time.js';
import { useWhen } from './use-when.js';

/** Cancelling needs a reason (spec section 7); a change close to the start is warned about before, and said after if it was late. */
export function CancelSessionDialog({ session, open, onClose }: { session: Session; open: boolean; onClose: () => void }) {
  const titleId = useId();
  const { t } = useTranslation('sessions');
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>{t('cancel.title')}</DialogTitle>
      {open && <CancelForm session={session} onClose={onClose} />}
    </Dialog>
  );
}

function CancelForm({ session, onClose }: { session: Session; onClose: () => void }) {
  const { t } = useTranslation(['sessions', 'messages']);
  const when = useWhen(useViewerZone());
  const [openedAt] = useState(() => Date.now());
  const [reason, setReason] = useState('');
  const [invalid, setInvalid] = useState<string | undefined>();
  const [failure, setFailure] = useState<string | undefined>();
  const cancel = useSessionChange((text: string) => sessionsApi.cancel(session._id, text));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = CancelSessionBodySchema.safeParse({ reason });
    if (!parsed.success) return setInvalid(localizeMessage(parsed.error.issues[0]?.message ?? ''));
    setInvalid(undefined);
    setFailure(undefined);
    cancel.mutate(parsed.data.reason, {
      onSuccess: (reply) => {
        notify.success(reply.message ?? t('messages:success.sessionCancelled'));
        if (reply.data.session.cancellation?.late) notify.warning(t('cancel.lateResult'));
        onClose();
      },
      onError: (error) => setFailure(failureMessage(error, { fallback: t('cancel.failed') })),
    });
  };

  return (
    <form noValidate onSubmit={submit}>
      <DialogContent>
        <Stack sx={{ gap: 2 }}>
          <DialogContentText>
            <strong>{session.title}</strong> · {when(session.scheduledDate, session.endDate)}
          </DialogContentText>
          <DialogContentText>{t('cancel.intro')}</DialogContentText>
          {mayBeLate(session, openedAt) && <Alert severity="warning">{t('lateWarning')}</Alert>}
          <TextField
            label={t('cancel.reason')}
            value={reason}
            onChange={(event) => setReason(event.target.value)}
            required
            multiline
            minRows={2}
            autoFocus
            error={Boolean(invalid)}
            helperText={invalid}
          />
          {failure && <Alert severity="error">{localizeMessage(failure)}</Alert>}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={cancel.isPending}>
          {t('cancel.keep')}
        </Button>
        <Button type="submit" color="error" variant="contained" loading={cancel.isPending}>
          {t('cancel.confirm')}
        </Button>
      </DialogActions>
    </form>
  );
}
