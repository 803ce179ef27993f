import { Grid, Stack } from '@mui/material';
import { CoachVerificationBanner } from '../../components/coach-verification-banner.js';
import { AiOversight } from './ai-oversight.js';
import { CoachGreeting } from './coach-greeting.js';
import { CoachQuickActions } from './coach-quick-actions.js';
import { RecentConversations } from './recent-conversations.js';
import { StatTiles } from './stat-tiles.js';
import { UpcomingSessions } from './upcoming-sessions.js';

/**
 * /coach, in spec section 2's order: the greeting, the four tiles, AI oversight, upcoming sessions, quick
 * actions and recent conversations. Each block loads, fails and retries on its own.
 */
export function CoachDashboardPage() {
  return (
    <>
      <CoachGreeting />
      <CoachVerificationBanner />
      <StatTiles />
      <Grid container spacing={3}>
        <Grid size={12}>
          <AiOversight />
        </Grid>
        <Grid size={{ xs: 12, lg: 7 }}>
          <UpcomingSessions />
        </Grid>
        <Grid size={{ xs: 12, lg: 5 }}>
          <Stack spacing={3}>
            <CoachQuickActions />
            <RecentConversations />
          </Stack>
        </Grid>
      </Grid>
    </>
  );
}
