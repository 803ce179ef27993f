import type { Session, Slot } from '@coaching/contract';
import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle, Stack, TextField, Typography } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { failureCode, failureMessage } from '../../api/error-messages.js';
import { sessionKeys, sessionsApi, useSessionChange } from '../../api/sessions.js';
import { notify } from '../../components/notify.js';
import { localizeMessage } from '../../i18n/localize-message.js';
import { mayBeLate, useViewerZone, useZonedFormat } from './session-time.js';
import { SlotPicker } from './slot-picker.js';
import { useWhen } from './use-when.js';

type Props = {
  open: boolean;
  onClose: () => void;
  /** The client's coach; undefined when they have none yet. */
  coachId: string | undefined;
  /** The session to move; without it, a new booking. */
  session?: Session;
};

/** 'Book a session' and 'Reschedule': the coach's free times, one chosen, then confirmed. */
export function BookingDialog({ open, onClose, coachId, session }: Props) {
  const titleId = useId();
  const { t } = useTranslation('sessions');
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="md">
      <DialogTitle id={titleId}>{session ? t('booking.rescheduleTitle', { title: session.title }) : t('booking.title')}</DialogTitle>
      {open && coachId ? (
        <BookingForm coachId={coachId} session={session} onClose={onClose} />
      ) : (
        <>
          <DialogContent>
            <Alert severity="info">{t('booking.noCoach')}</Alert>
          </DialogContent>
          <DialogActions>
            <Button onClick={onClose}>{t('booking.close')}</Button>
          </DialogActions>
        </>
      )}
    </Dialog>
  );
}

function BookingForm({ coachId, session, onClose }: { coachId: string; session?: Session; onClose: () => void }) {
  const { t } = useTranslation(['sessions', 'messages']);
  const queryClient = useQueryClient();
  const viewerZone = useViewerZone();
  const [zone, setZone] = useState(viewerZone);
  const [slot, setSlot] = useState<Slot | undefined>();
  const [title, setTitle] = useState('');
  const [failure, setFailure] = useState<string | undefined>();
  const [openedAt] = useState(() => Date.now());
  const when = useWhen(zone);
  const format = useZonedFormat(zone);
  const book = useSessionChange((start: string) =>
    session ? sessionsApi.update(session._id, { scheduledDate: start }) : sessionsApi.create({ scheduledDate: start, ...(title.trim() ? { title: title.trim() } : {}) }),
  );

  const confirm = () => {
    if (!slot) return;
    setFailure(undefined);
    book.mutate(slot.start, {
      onSuccess: (reply) => {
        const fallback = session ? t('messages:success.sessionUpdated') : t('messages:success.sessionCreated');
        notify.success(reply.message ?? fallback);
        if (session && reply.data.session.lateReschedule && !session.lateReschedule) notify.warning(t('booking.lateResult'));
        onClose();
      },
      onError: (error) => {
        setFailure(failureMessage(error, { fallback: session ? t('booking.rescheduleFailed') : t('booking.failed') }));
        // Taken meanwhile: show what is still free.
        if (failureCode(error) === 'CONFLICT') void queryClient.invalidateQueries({ queryKey: [...sessionKeys.all, 'slots'] });
      },
    });
  };

  return (
    <>
      <DialogContent dividers>
        <Stack sx={{ gap: 2 }}>
          {session && (
            <Typography color="text.secondary">{t('booking.currentTime', { when: when(session.scheduledDate, session.endDate) })}</Typography>
          )}
          {session && mayBeLate(session, openedAt) && <Alert severity="warning">{t('lateWarning')}</Alert>}
          <SlotPicker coachId={coachId} zone={zone} onZoneChange={setZone} selected={slot} onSelect={setSlot} />
          {!session && (
            <TextField
              label={t('booking.titleLabel')}
              value={title}
              onChange={(event) => setTitle(event.target.value)}
              helperText={t('booking.titleHelper')}
              size="small"
            />
          )}
          {!session && <Alert severity="info">{t('booking.awaiting')}</Alert>}
          <Typography role="status" sx={{ fontWeight: slot ? 600 : undefined }}>
            {slot ? t('booking.selected', { when: when(slot.start, slot.end), zone: format.zone(slot.start) }) : t('booking.pickHint')}
          </Typography>
          {failure && <Alert severity="error">{localizeMessage(failure)}</Alert>}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={book.isPending}>
          {t('booking.close')}
        </Button>
        <Button variant="contained" disabled={!slot} loading={book.isPending} onClick={confirm}>
          {session ? t('booking.rescheduleConfirm') : t('booking.confirm')}
        </Button>
      </DialogActions>
    </>
  );
}
