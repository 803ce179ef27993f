import { AI_TOOLS_MESSAGES } from '@coaching/contract';
import { Button, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useConversationSummary } from '../../api/ai-tools.js';
import { ClientSelect } from './client-select.js';
import { ConversationSelect } from './conversation-select.js';
import { SummaryView } from './summary-view.js';
import { ToolFailure } from './tool-parts.js';

/** Pick a client, then one of their conversations (with the coach or the AI coach), and summarise it. */
export function SummaryTool() {
  const { t } = useTranslation('coach-ai-tools');
  const [clientId, setClientId] = useState('');
  const [conversationId, setConversationId] = useState('');
  const summary = useConversationSummary();
  return (
    <Stack spacing={2}>
      <Typography color="text.secondary">{t('summary.description')}</Typography>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ alignItems: { md: 'flex-start' } }}>
        <ClientSelect
          id="summary-client"
          value={clientId}
          onChange={(id) => {
            setClientId(id);
            setConversationId('');
            summary.reset();
          }}
        />
        {clientId && <ConversationSelect id="summary-conversation" clientId={clientId} value={conversationId} onChange={setConversationId} />}
        <Button
          variant="contained"
          sx={{ flexShrink: 0, minHeight: 56 }}
          disabled={!conversationId}
          loading={summary.isPending}
          loadingPosition="start"
          onClick={() => summary.mutate({ conversationId })}
        >
          {summary.isPending ? t('generating') : t('summary.generate')}
        </Button>
      </Stack>
      {summary.isError && <ToolFailure error={summary.error} fallback={AI_TOOLS_MESSAGES.summaryFailed} />}
      {summary.data && <SummaryView summary={summary.data} />}
    </Stack>
  );
}
