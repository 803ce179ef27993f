import type { Session } from '@coaching/contract';
import { Alert, Stack } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useViewerZone, useZonedFormat } from './session-time.js';

/** What the status alone does not say: waiting for the coach, who cancelled and why, and whether a change was recorded as late. */
export function SessionStatusNotes({ session }: { session: Session }) {
  const { t } = useTranslation('sessions');
  const format = useZonedFormat(useViewerZone());
  const { cancellation } = session;
  const notes = [
    session.status === 'scheduled' && (
      <Alert key="awaiting" severity="info">
        {t('awaitingHint')}
      </Alert>
    ),
    cancellation && (
      <Alert key="cancelled" severity="warning">
        {t(`detail.cancelledBy.${cancellation.by}`, { date: format.date(cancellation.at) })}
        {cancellation.reason && <div>{t('detail.reason', { reason: cancellation.reason })}</div>}
        {cancellation.late && <div>{cancellation.waived ? t('detail.lateWaived') : t('detail.lateCancellation')}</div>}
      </Alert>
    ),
    session.lateReschedule && (
      <Alert key="late-reschedule" severity="warning">
        {t('detail.lateReschedule')}
      </Alert>
    ),
  ].filter(Boolean);
  return notes.length > 0 ? <Stack sx={{ gap: 1 }}>{notes}</Stack> : null;
}
