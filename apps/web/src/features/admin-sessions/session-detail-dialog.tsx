import { CancelSessionBodySchema, type Session } from '@coaching/contract';
import { Alert, Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, Stack, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { sessionsApi, useSessionChange } from '../../api/sessions.js';
import { notify } from '../../components/notify.js';
import { SessionStatusChip } from '../../components/session-status-chip.js';
import { useFormat } from '../../i18n/format.js';
import { localizeMessage } from '../../i18n/localize-message.js';
import { personName } from '../../i18n/person-name.js';

const CANCELLABLE: readonly Session['status'][] = ['scheduled', 'confirmed'];

function Field({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div>
      <Typography variant="caption" color="text.secondary" component="div">
        {label}
      </Typography>
      <Typography component="div">{children}</Typography>
    </div>
  );
}

/** Cancelling as the admin: a reason (the contract's rule) and a confirmation. */
function CancelDialog({ session, onDone, onClose }: { session: Session; onDone: (session: Session) => void; onClose: () => void }) {
  const { t } = useTranslation('admin-sessions');
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string>();
  const cancel = useSessionChange((text: string) => sessionsApi.cancel(session._id, text));
  const submit = async () => {
    const parsed = CancelSessionBodySchema.safeParse({ reason });
    if (!parsed.success) return setError(localizeMessage(parsed.error.issues[0]!.message));
    try {
      const result = await cancel.mutateAsync(parsed.data.reason);
      if (result.message) notify.success(localizeMessage(result.message));
      onDone(result.data.session);
    } catch {
      notify.error(t('cancel.failed'));
    }
  };
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm">
      <DialogTitle>{t('cancel.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>{t('cancel.body')}</DialogContentText>
        <TextField
          autoFocus
          fullWidth
          multiline
          minRows={2}
          label={t('cancel.reason')}
          value={reason}
          onChange={(event) => {
            setReason(event.target.value);
            setError(undefined);
          }}
          error={error !== undefined}
          helperText={error}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('cancel.keep')}</Button>
        <Button color="error" variant="contained" loading={cancel.isPending} onClick={() => void submit()}>
          {t('cancel.confirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/** One session as the admin sees it, with the admin's cancellation while it is still to come. */
export function SessionDetailDialog({ session: initial, onClose }: { session: Session; onClose: () => void }) {
  const { t } = useTranslation(['admin-sessions', 'sessions']);
  const format = useFormat();
  const [session, setSession] = useState(initial);
  const [cancelling, setCancelling] = useState(false);
  const feedback = session.assessment.clientFeedback;
  return (
    <>
      <Dialog open onClose={onClose} fullWidth maxWidth="sm">
        <DialogTitle>{t('detail.title')}</DialogTitle>
        <DialogContent dividers>
          <Stack spacing={2}>
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
              <Typography variant="h6" component="h3">
                {session.title}
              </Typography>
              <SessionStatusChip status={session.status} />
            </Stack>
            <Field label={t('detail.when')}>
              {format.dateTime(session.scheduledDate)} · {t('grid.minutes', { count: session.duration })}
            </Field>
            <Field label={t('detail.coach')}>{personName(session.coach)}</Field>
            <Field label={t('detail.client')}>{personName(session.client)}</Field>
            <Field label={t('detail.location')}>
              {t(`sessions:location.${session.locationType}`)}
              {session.location.details ? ` · ${session.location.details}` : ''}
            </Field>
            <Field label={t('detail.requestedBy')}>{session.requestedBy === 'client' ? t('detail.requestedByClient') : t('detail.requestedByCoach')}</Field>
            {session.cancellation && (
              <Alert severity="warning">
                {t('detail.cancellation', { by: t(`detail.by.${session.cancellation.by}`), reason: session.cancellation.reason })}
                {session.cancellation.late ? ` · ${t('detail.late')}` : ''}
              </Alert>
            )}
            {feedback && <Typography>{t('detail.feedback', { satisfaction: feedback.satisfaction, clarity: feedback.clarity, actionability: feedback.actionability })}</Typography>}
          </Stack>
        </DialogContent>
        <DialogActions>
          {CANCELLABLE.includes(session.status) && (
            <Button color="error" onClick={() => setCancelling(true)}>
              {t('detail.cancel')}
            </Button>
          )}
          <Button onClick={onClose}>{t('detail.close')}</Button>
        </DialogActions>
      </Dialog>
      {cancelling && (
        <CancelDialog
          session={session}
          onClose={() => setCancelling(false)}
          onDone={(cancelled) => {
            setSession(cancelled);
            setCancelling(false);
          }}
        />
      )}
    </>
  );
}
