import { useParams } from 'react-router';
import { useAuth } from '../../auth/auth-provider.js';
import { AiCoachingWorkspace } from './ai-coaching-workspace.js';

/**
 * /client/ai-coaching ('AI Coach'), /client/ai-coaching/session/:sessionId (that conversation open)
 * and /coach/ai-coaching ('AI Assistant'). A new address starts the page afresh.
 */
export function AiCoachingPage() {
  const { sessionId } = useParams();
  const { user } = useAuth();
  if (!user) return null;
  return <AiCoachingWorkspace key={sessionId ?? 'none'} user={user} initialConversationId={sessionId} />;
}
