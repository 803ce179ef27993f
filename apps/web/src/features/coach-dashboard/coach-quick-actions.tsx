import { PATHS } from '@coaching/contract';
import AddCommentIcon from '@mui/icons-material/AddComment';
import EventIcon from '@mui/icons-material/Event';
import InsightsIcon from '@mui/icons-material/Insights';
import PeopleIcon from '@mui/icons-material/People';
import PsychologyIcon from '@mui/icons-material/Psychology';
import { Button, Stack } from '@mui/material';
import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { DashboardBlock } from './dashboard-block.js';
import { COACH_CONVERSATION_NEW } from './dashboard-paths.js';

type QuickAction = { labelKey: 'newSession' | 'newConversation' | 'clients' | 'analytics' | 'aiAssistant'; to: string; icon: ReactElement };

/** Spec section 2's quick actions, in its order. */
const QUICK_ACTIONS: readonly QuickAction[] = [
  { labelKey: 'newSession', to: PATHS.coach.sessionNew, icon: <EventIcon /> },
  { labelKey: 'newConversation', to: COACH_CONVERSATION_NEW, icon: <AddCommentIcon /> },
  { labelKey: 'clients', to: PATHS.coach.clients, icon: <PeopleIcon /> },
  { labelKey: 'analytics', to: PATHS.coach.analytics, icon: <InsightsIcon /> },
  { labelKey: 'aiAssistant', to: PATHS.coach.aiCoaching, icon: <PsychologyIcon /> },
];

/** Spec section 2's quick actions, as a navigation landmark named by its heading. */
export function CoachQuickActions() {
  const { t } = useTranslation('coach-dashboard');
  return (
    <DashboardBlock title={t('quickActions.title')} landmark="nav">
      {() => (
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
          {QUICK_ACTIONS.map((action) => (
            <Button key={action.to} component={RouterLink} to={action.to} variant="outlined" startIcon={action.icon}>
              {t(`quickActions.${action.labelKey}`)}
            </Button>
          ))}
        </Stack>
      )}
    </DashboardBlock>
  );
}
