import EventIcon from '@mui/icons-material/Event';
import { Button } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { sessionsApi } from '../../api/sessions.js';
import { notify } from '../../components/notify.js';
import { saveFile } from '../../api/save-file.js';

async function download(sessionId: string): Promise<void> {
  saveFile(await sessionsApi.invitation(sessionId), `session-${sessionId}.ics`);
}

/** 'Add to calendar': the session as an .ics file, which calendars open as an invitation. */
export function AddToCalendarButton({ sessionId, describedBy }: { sessionId: string; describedBy?: string }) {
  const { t } = useTranslation('sessions');
  const [busy, setBusy] = useState(false);
  const run = async () => {
    setBusy(true);
    try {
      await download(sessionId);
    } catch {
      notify.error(t('actions.addToCalendarFailed'));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button size="small" startIcon={<EventIcon />} loading={busy} onClick={() => void run()} aria-describedby={describedBy}>
      {t('actions.addToCalendar')}
    </Button>
  );
}
