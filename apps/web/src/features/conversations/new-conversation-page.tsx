import { CONVERSATION_LIMITS } from '@coaching/contract';
import { Alert, MenuItem, Paper, Stack, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { conversationsApi, storeConversation } from '../../api/conversations.js';
import { useQueryClient } from '@tanstack/react-query';
import { useAuth } from '../../auth/auth-provider.js';
import { ConversationInput } from './conversation-input.js';
import { conversationPaths, type Side } from './conversation-paths.js';
import { reportSendFailure } from './use-send-failure.js';
import { useCoachClientChoices } from '../../api/coach.js';

/** A title from the first message when none is given: its first line, cut to fit. */
const titleFrom = (message: string) => message.split('\n')[0]!.trim().slice(0, CONVERSATION_LIMITS.titleMaxLength);

/**
 * /client/conversations/new (with one's own coach) and /coach/conversations/new?clientId=... Nothing is
 * asked of the server until the first message is sent: then the conversation is created, the message
 * written, and the page becomes the conversation's.
 */
export function NewConversationPage() {
  const { user } = useAuth();
  const side: Side = user?.role === 'coach' ? 'coach' : 'client';
  const { t } = useTranslation(['conversations', 'messages', 'common']);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [params, setParams] = useSearchParams();
  const clientId = params.get('clientId') ?? undefined;
  const needsClient = side === 'coach' && !clientId;
  const clients = useCoachClientChoices(needsClient);
  const [title, setTitle] = useState('');
  const [draft, setDraft] = useState('');
  const [pending, setPending] = useState(false);

  const start = async () => {
    const content = draft.trim();
    if (content === '' || needsClient) return;
    setPending(true);
    try {
      const { data } = await conversationsApi.create({ ...(side === 'coach' ? { clientId } : {}), title: title.trim() || titleFrom(content) });
      const { conversation } = await conversationsApi.send(data.conversation._id, content);
      storeConversation(queryClient, conversation);
      void navigate(conversationPaths(side).conversation(conversation._id), { replace: true });
    } catch (error) {
      reportSendFailure(error);
      setPending(false);
    }
  };

  return (
    <Stack sx={{ gap: 3, maxWidth: 960 }}>
      <Typography variant="h4" component="h1">
        {t('common:titles.clientConversationNew')}
      </Typography>
      {needsClient && (
        <>
          <Alert severity="info">{t('messages:validation.selectClientForConversation')}</Alert>
          <TextField
            select
            label={t('start.client')}
            value=""
            onChange={(event) => setParams({ clientId: event.target.value })}
            helperText={clients.data?.length === 0 ? t('start.noClients') : t('start.chooseClient')}
            disabled={!clients.data?.length}
          >
            {(clients.data ?? []).map((client) => (
              <MenuItem key={client.clientId} value={client.clientId}>
                {client.clientName}
              </MenuItem>
            ))}
          </TextField>
        </>
      )}
      {!needsClient && (
        <Paper variant="outlined">
          <Stack sx={{ gap: 2, p: 2 }}>
            {side === 'client' && <Typography color="text.secondary">{t('start.withCoach')}</Typography>}
            <TextField
              label={t('form.title')}
              value={title}
              onChange={(event) => setTitle(event.target.value)}
              helperText={t('start.firstMessageHint')}
              slotProps={{ htmlInput: { maxLength: CONVERSATION_LIMITS.titleMaxLength } }}
            />
          </Stack>
          <ConversationInput value={draft} onChange={setDraft} onSend={() => void start()} pending={pending} disabled={false} />
        </Paper>
      )}
    </Stack>
  );
}
