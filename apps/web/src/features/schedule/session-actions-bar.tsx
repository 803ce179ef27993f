import type { Session, SessionStatus } from '@coaching/contract';
import { Button, Stack } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CancelSessionDialog, CompleteSessionDialog, ConfirmActionDialog, RescheduleDialog } from './session-dialogs.js';
import { lateness } from './session-facts.js';
import { zonedDay, zonedInstant, zonedTime } from './schedule-time.js';
import type { SessionActions } from './use-session-actions.js';

/** Which action each status allows: the server's rules (one place, session-rules.ts), mirrored so only possible buttons show. */
const ALLOWED: Record<'confirm' | 'start' | 'complete' | 'noShow' | 'cancel' | 'reschedule', readonly SessionStatus[]> = {
  confirm: ['scheduled'],
  start: ['scheduled', 'confirmed'],
  complete: ['in_progress'],
  noShow: ['scheduled', 'confirmed'],
  cancel: ['scheduled', 'confirmed'],
  reschedule: ['scheduled', 'confirmed'],
};

type Open = 'cancel' | 'complete' | 'noShow' | 'reschedule' | 'waive' | undefined;

/** The coach's buttons for a session, by its status; the destructive ones ask first. */
export function SessionActionsBar({ session, actions, zone }: { session: Session; actions: SessionActions; zone: string }) {
  const { t } = useTranslation('schedule');
  const [open, setOpen] = useState<Open>();
  const close = () => setOpen(undefined);
  const can = (action: keyof typeof ALLOWED) => ALLOWED[action].includes(session.status);
  const late = lateness(session);
  const id = session._id;
  return (
    <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap' }}>
      {can('confirm') && (
        <Button variant="contained" color="success" loading={actions.confirm.pending} onClick={() => actions.confirm.run(id)}>
          {t('actions.confirm')}
        </Button>
      )}
      {can('start') && (
        <Button variant="contained" loading={actions.start.pending} onClick={() => actions.start.run(id)}>
          {t('actions.start')}
        </Button>
      )}
      {can('complete') && (
        <Button variant="contained" onClick={() => setOpen('complete')}>
          {t('actions.complete')}
        </Button>
      )}
      {can('reschedule') && (
        <Button variant="outlined" onClick={() => setOpen('reschedule')}>
          {t('actions.reschedule')}
        </Button>
      )}
      {can('noShow') && (
        <Button variant="outlined" color="warning" onClick={() => setOpen('noShow')}>
          {t('actions.noShow')}
        </Button>
      )}
      {can('cancel') && (
        <Button variant="outlined" color="error" onClick={() => setOpen('cancel')}>
          {t('actions.cancel')}
        </Button>
      )}
      {late && !late.waived && (
        <Button variant="outlined" onClick={() => setOpen('waive')}>
          {t('actions.waive')}
        </Button>
      )}
      {open === 'cancel' && (
        <CancelSessionDialog open pending={actions.cancel.pending} onClose={close} onCancel={(reason) => actions.cancel.run({ id, reason }, close)} />
      )}
      {open === 'complete' && (
        <CompleteSessionDialog
          open
          pending={actions.complete.pending}
          notes={session.notes ?? ''}
          onClose={close}
          onComplete={(notes) => actions.complete.run({ id, notes }, close)}
        />
      )}
      {open === 'noShow' && (
        <ConfirmActionDialog
          open
          pending={actions.noShow.pending}
          onClose={close}
          onConfirm={() => actions.noShow.run(id, close)}
          title={t('noShowDialog.title')}
          text={t('noShowDialog.text')}
          action={t('actions.noShow')}
        />
      )}
      {open === 'waive' && (
        <ConfirmActionDialog
          open
          pending={actions.waive.pending}
          onClose={close}
          onConfirm={() => actions.waive.run(id, close)}
          title={t('waiveDialog.title')}
          text={t('waiveDialog.text')}
          action={t('actions.waive')}
        />
      )}
      {open === 'reschedule' && (
        <RescheduleDialog
          open
          zone={zone}
          pending={actions.update.pending}
          initial={{ day: zonedDay(session.scheduledDate, zone), time: zonedTime(session.scheduledDate, zone) }}
          onClose={close}
          onReschedule={(day, time) => actions.update.run({ id, body: { scheduledDate: zonedInstant(day, time, zone) } }, close)}
        />
      )}
    </Stack>
  );
}
