import { useLocation, useParams } from 'react-router';
import { useAuth } from '../../auth/auth-provider.js';
import { AiCoachingWorkspace } from './ai-coaching-workspace.js';

/** What the workspace puts in the history entry when it moves the address itself. */
export type WorkspaceLocationState = { workspaceKey: string };

/**
 * /client/ai-coaching ('AI Coach'), /client/ai-coaching/session/:sessionId (that conversation open)
 * and /coach/ai-coaching ('AI Assistant'). Arriving from elsewhere (a link, the sidebar, a typed
 * address) starts the page afresh; the workspace's own address changes (opening, creating or
 * leaving a conversation) carry its key along, so a reply streaming in is not thrown away.
 */
export function AiCoachingPage() {
  const { sessionId } = useParams();
  const location = useLocation();
  const { user } = useAuth();
  if (!user) return null;
  const workspaceKey = (location.state as Partial<WorkspaceLocationState> | null)?.workspaceKey ?? location.key;
  return <AiCoachingWorkspace key={workspaceKey} workspaceKey={workspaceKey} user={user} initialConversationId={sessionId} />;
}
