import { PATHS } from '@coaching/contract';
import PsychologyIcon from '@mui/icons-material/Psychology';
import { Box, Button, Grid, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useAuth } from '../../auth/auth-provider.js';
import { ClientStatTiles } from './client-stat-tiles.js';
import { GoalsWidget } from './goals-widget.js';
import { InvitationsBanner } from './invitations-banner.js';
import { QuickActions } from './quick-actions.js';
import { UpcomingSessionsWidget } from './upcoming-sessions-widget.js';

/** /client: a greeting, the coaches' invitations waiting for an answer, the client's numbers, quick actions, the goals widget and the upcoming coach sessions; more widgets join later. */
export function ClientDashboardPage() {
  const { t } = useTranslation(['dashboard', 'messages']);
  const { user } = useAuth();
  const name = user?.profile.firstName || user?.username || '';
  return (
    <>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' }, mb: 3 }}>
        <Box>
          <Typography variant="h4" component="h1">
            {t('messages:auth.welcomeBack', { firstName: name })}
          </Typography>
          <Typography color="text.secondary">{t('subtitle')}</Typography>
        </Box>
        <Button component={RouterLink} to={PATHS.client.aiCoaching} variant="contained" color="secondary" startIcon={<PsychologyIcon />}>
          {t('aiCoach')}
        </Button>
      </Stack>
      <InvitationsBanner />
      <ClientStatTiles />
      <QuickActions />
      <Grid container spacing={3}>
        <Grid size={{ xs: 12, lg: 8 }}>
          <GoalsWidget />
        </Grid>
        <Grid size={{ xs: 12, lg: 4 }}>
          <UpcomingSessionsWidget />
        </Grid>
      </Grid>
    </>
  );
}
