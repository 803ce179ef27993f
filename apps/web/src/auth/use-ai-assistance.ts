import { defaultCoachSettings, type CoachSettings } from '@coaching/contract';
import { useAuth } from './auth-provider.js';

/**
 * The signed-in coach's AI assistance switches (/coach/settings), which the coach's screens follow as the
 * server does; the defaults (all on) for anyone without coach settings.
 */
export function useAiAssistance(): CoachSettings['aiAssistance'] {
  const { user } = useAuth();
  return user?.coachSettings?.aiAssistance ?? defaultCoachSettings().aiAssistance;
}
