import { PATHS, pathTo } from '@coaching/contract';
import type { User } from '@coaching/contract';
import AddIcon from '@mui/icons-material/Add';
import InsightsIcon from '@mui/icons-material/Insights';
import { Box, Button, Grid, Stack, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate, useParams } from 'react-router';
import type { WorkspaceLocationState } from './ai-coaching-page.js';
import { ActiveGuardrailsPanel } from './active-guardrails-panel.js';
import { ChatPanel } from './chat-panel.js';
import { ConversationList } from './conversation-list.js';
import { GuardrailBanner } from './guardrail-banner.js';
import { InsightsPanel } from './insights-panel.js';
import { NewConversationDialog } from './new-conversation-dialog.js';
import { useAiChat } from './use-ai-chat.js';

const visuallyHidden = { position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap' } as const;

/** A client's address follows the open conversation, so a reload or a shared link reopens it. */
function useConversationAddress(conversationId: string | undefined, enabled: boolean, workspaceKey: string) {
  const navigate = useNavigate();
  const { sessionId } = useParams();
  useEffect(() => {
    if (!enabled || conversationId === sessionId) return;
    const state: WorkspaceLocationState = { workspaceKey };
    void navigate(conversationId ? pathTo(PATHS.client.aiSession, { sessionId: conversationId }) : PATHS.client.aiCoaching, { replace: true, state });
  }, [conversationId, enabled, navigate, sessionId, workspaceKey]);
}

type WorkspaceProps = { user: User; initialConversationId: string | undefined; workspaceKey: string };

/** The AI coaching page's body (spec section 2): conversation list, chat, insights; the coach also sees the guardrails. */
export function AiCoachingWorkspace({ user, initialConversationId, workspaceKey }: WorkspaceProps) {
  const { t } = useTranslation('messages');
  const chat = useAiChat(user, initialConversationId);
  const [creating, setCreating] = useState(false);
  const isCoach = user.role === 'coach';
  useConversationAddress(chat.conversationId, user.role === 'client', workspaceKey);
  const startNew = () => {
    chat.reset();
    setCreating(true);
  };

  return (
    <Stack spacing={2}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' } }}>
        <Typography variant="h4" component="h1">
          {isCoach ? t('aiCoaching.aiAssistantTitle') : t('aiCoaching.aiCoachTitle')}
        </Typography>
        <Stack direction="row" spacing={1.5}>
          {!isCoach && (
            <Button component={RouterLink} to={PATHS.client.aiProgress} variant="outlined" startIcon={<InsightsIcon />}>
              {t('aiCoaching.progressTitle')}
            </Button>
          )}
          <Button variant="contained" startIcon={<AddIcon />} disabled={chat.pending} onClick={startNew}>
            {t('aiCoaching.newConversation')}
          </Button>
        </Stack>
      </Stack>
      <GuardrailBanner userId={user._id} />
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, md: 3 }}>
          <ConversationList
            selectedId={chat.conversationId}
            ownerId={user._id}
            disabled={chat.pending}
            onSelect={chat.open}
            onDeleted={(id) => id === chat.conversationId && chat.reset()}
          />
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <ChatPanel chat={chat} onNewConversation={startNew} />
        </Grid>
        <Grid size={{ xs: 12, md: 3 }}>
          <Stack spacing={2}>
            <InsightsPanel
              conversation={chat.conversation}
              editable={chat.canSend}
              nextFocusAreas={chat.nextFocusAreas}
              onNextFocusAreasChange={chat.setNextFocusAreas}
            />
            {isCoach && <ActiveGuardrailsPanel userId={user._id} />}
          </Stack>
        </Grid>
      </Grid>
      <Box role="status" aria-live="polite" sx={visuallyHidden}>
        {chat.announcement}
      </Box>
      <NewConversationDialog open={creating} onClose={() => setCreating(false)} onCreated={(conversation) => chat.open(conversation._id)} />
    </Stack>
  );
}
