import type { Session } from '@coaching/contract';
import EventBusyIcon from '@mui/icons-material/EventBusy';
import UpdateIcon from '@mui/icons-material/Update';
import { Button, Stack } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AddToCalendarButton } from './add-to-calendar-button.js';
import { BookingDialog } from './booking-dialog.js';
import { CancelSessionDialog } from './cancel-session-dialog.js';
import { canChange } from './session-rules.js';

/** What a client can do with a session still to come: add it to their calendar, move it, cancel it. */
export function SessionActions({ session, describedBy }: { session: Session; describedBy?: string }) {
  const { t } = useTranslation('sessions');
  const [open, setOpen] = useState<'reschedule' | 'cancel' | undefined>();
  if (session.status === 'cancelled') return null;
  const changeable = canChange(session);
  const close = () => setOpen(undefined);
  return (
    <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap' }}>
      <AddToCalendarButton sessionId={session._id} describedBy={describedBy} />
      {changeable && (
        <>
          {/* With rescheduling off, the coach's clients can only cancel. */}
          {session.policy.allowRescheduling && (
            <Button size="small" startIcon={<UpdateIcon />} onClick={() => setOpen('reschedule')} aria-describedby={describedBy}>
              {t('actions.reschedule')}
            </Button>
          )}
          <Button size="small" color="error" startIcon={<EventBusyIcon />} onClick={() => setOpen('cancel')} aria-describedby={describedBy}>
            {t('actions.cancel')}
          </Button>
          <BookingDialog open={open === 'reschedule'} onClose={close} coachId={session.coachId} session={session} />
          <CancelSessionDialog open={open === 'cancel'} onClose={close} session={session} />
        </>
      )}
    </Stack>
  );
}
