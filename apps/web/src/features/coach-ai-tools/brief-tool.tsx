import { AI_TOOLS_MESSAGES } from '@coaching/contract';
import { Button, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePreSessionBrief } from '../../api/ai-tools.js';
import { BriefView } from './brief-view.js';
import { ClientSelect } from './client-select.js';
import { SessionSelect } from './session-select.js';
import { ToolFailure } from './tool-parts.js';

/** Pick a client, optionally one of their upcoming sessions, and prepare the brief. */
export function BriefTool() {
  const { t } = useTranslation('coach-ai-tools');
  const [clientId, setClientId] = useState('');
  const [sessionId, setSessionId] = useState('');
  const brief = usePreSessionBrief();
  const chooseClient = (id: string) => {
    setClientId(id);
    setSessionId('');
    brief.reset();
  };
  return (
    <Stack spacing={2}>
      <Typography color="text.secondary">{t('brief.description')}</Typography>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ alignItems: { md: 'flex-start' } }}>
        <ClientSelect id="brief-client" value={clientId} onChange={chooseClient} />
        {clientId && <SessionSelect id="brief-session" clientId={clientId} value={sessionId} onChange={setSessionId} />}
        <Button
          variant="contained"
          sx={{ flexShrink: 0, minHeight: 56 }}
          disabled={!clientId}
          loading={brief.isPending}
          loadingPosition="start"
          onClick={() => brief.mutate({ clientId, ...(sessionId ? { sessionId } : {}) })}
        >
          {brief.isPending ? t('generating') : t('brief.generate')}
        </Button>
      </Stack>
      {brief.isError && <ToolFailure error={brief.error} fallback={AI_TOOLS_MESSAGES.briefFailed} />}
      {brief.data && <BriefView brief={brief.data} />}
    </Stack>
  );
}
