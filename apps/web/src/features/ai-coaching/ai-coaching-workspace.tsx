import { PATHS, pathTo } from '@coaching/contract';
import type { User } from '@coaching/contract';
import { Box, Stack } from '@mui/material';
import { useEffect, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import type { WorkspaceLocationState } from './ai-coaching-page.js';
import { ActiveGuardrailsPanel } from './active-guardrails-panel.js';
import { ChatPanel } from './chat-panel.js';
import { ConversationList } from './conversation-list.js';
import { GuardrailBanner } from './guardrail-banner.js';
import { InsightsPanel } from './insights-panel.js';
import { NewConversationDialog } from './new-conversation-dialog.js';
import { useAiChat } from './use-ai-chat.js';
import { useRemainingHeight } from './use-remaining-height.js';
import { WorkspaceHeader } from './workspace-header.js';
import { WorkspacePanels, type Panel } from './workspace-panels.js';

// In pixels: to sx, a width or height of 1 means 100%, a box as large as the window that made the page scroll.
const visuallyHidden = { position: 'absolute', width: '1px', height: '1px', overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap' } as const;

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

/** Below this the page scrolls after all: a window too short for the chat to be usable inside it. */
const MIN_HEIGHT = 420;

/**
 * The AI coaching page's body (spec section 2): conversation list, chat, insights; the coach also sees
 * the guardrails. It fills the window below the app bar and never makes the page scroll: the message
 * list scrolls inside the chat, so the message box stays on screen at every size.
 */
export function AiCoachingWorkspace({ user, initialConversationId, workspaceKey }: WorkspaceProps) {
  const chat = useAiChat(user, initialConversationId);
  const [creating, setCreating] = useState(false);
  const [panel, setPanel] = useState<Panel>('chat');
  const [frame, height] = useRemainingHeight<HTMLDivElement>();
  const isCoach = user.role === 'coach';
  useConversationAddress(chat.conversationId, user.role === 'client', workspaceKey);
  const startNew = () => {
    chat.reset();
    setCreating(true);
  };
  const openConversation = (id: string) => {
    chat.open(id);
    setPanel('chat');
  };

  return (
    <Stack ref={frame} spacing={2} sx={{ height: height === undefined ? undefined : Math.max(height, MIN_HEIGHT) }}>
      <WorkspaceHeader isCoach={isCoach} disabled={chat.pending} onNewConversation={startNew} />
      <Box sx={{ flexShrink: 0 }}>
        <GuardrailBanner userId={user._id} practice={isCoach} />
      </Box>
      <WorkspacePanels
        panel={panel}
        onPanelChange={setPanel}
        conversations={
          <ConversationList
            selectedId={chat.conversationId}
            ownerId={user._id}
            disabled={chat.pending}
            onSelect={openConversation}
            onDeleted={(id) => id === chat.conversationId && chat.reset()}
          />
        }
        chat={<ChatPanel chat={chat} audience={isCoach ? 'coach' : 'client'} onNewConversation={startNew} />}
        insights={
          <Stack spacing={2}>
            <InsightsPanel
              conversation={chat.conversation}
              editable={chat.canSend}
              practice={isCoach}
              nextFocusAreas={chat.nextFocusAreas}
              onNextFocusAreasChange={chat.setNextFocusAreas}
            />
            {isCoach && <ActiveGuardrailsPanel userId={user._id} />}
          </Stack>
        }
      />
      <Box role="status" aria-live="polite" sx={visuallyHidden}>
        {chat.announcement}
      </Box>
      <NewConversationDialog open={creating} practice={isCoach} onClose={() => setCreating(false)} onCreated={(conversation) => openConversation(conversation._id)} />
    </Stack>
  );
}
