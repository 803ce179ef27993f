import { MenuItem, TextField } from '@mui/material';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSessionList } from '../../api/sessions.js';
import { useFormat } from '../../i18n/format.js';

/** The client's upcoming sessions with the coach, to prepare one of them; none chosen is a general brief. */
export function SessionSelect(props: { clientId: string; value: string; onChange: (sessionId: string) => void; id: string }) {
  const { t } = useTranslation('coach-ai-tools');
  const format = useFormat();
  // From the start of this hour, so a session about to begin is still offered.
  const dateFrom = useMemo(() => new Date(Math.floor(Date.now() / 3_600_000) * 3_600_000).toISOString(), []);
  const sessions = useSessionList({ clientId: props.clientId, status: ['scheduled', 'confirmed'], dateFrom, sort: 'scheduledDate', limit: 20 });
  const upcoming = sessions.data?.sessions ?? [];
  return (
    <TextField
      select
      fullWidth
      id={props.id}
      label={t('brief.session')}
      value={props.value}
      onChange={(event) => props.onChange(event.target.value)}
      helperText={sessions.isSuccess && upcoming.length === 0 ? t('brief.noSessions') : undefined}
    >
      <MenuItem value="">{t('brief.anySession')}</MenuItem>
      {upcoming.map((session) => (
        <MenuItem key={session._id} value={session._id}>
          {t('brief.forSession', { title: session.title, date: format.dateTime(session.scheduledDate) })}
        </MenuItem>
      ))}
    </TextField>
  );
}
