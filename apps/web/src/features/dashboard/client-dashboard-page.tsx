import { AUTH_MESSAGES } from '@coaching/contract';
import PsychologyIcon from '@mui/icons-material/Psychology';
import { Box, Button, Grid, Stack, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { useAuth } from '../../auth/auth-provider.js';
import { AI_COACH_LABEL, DASHBOARD_SUBTITLE } from './dashboard-content.js';
import { GoalsWidget } from './goals-widget.js';
import { QuickActions } from './quick-actions.js';

/** /client: a greeting, quick actions and the goals widget; more widgets join later. */
export function ClientDashboardPage() {
  const { user } = useAuth();
  const name = user?.profile.firstName || user?.username || '';
  return (
    <>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' }, mb: 3 }}>
        <Box>
          <Typography variant="h4" component="h1">
            {AUTH_MESSAGES.welcomeBack(name)}
          </Typography>
          <Typography color="text.secondary">{DASHBOARD_SUBTITLE}</Typography>
        </Box>
        <Button component={RouterLink} to="/client/ai-coaching" variant="contained" color="secondary" startIcon={<PsychologyIcon />}>
          {AI_COACH_LABEL}
        </Button>
      </Stack>
      <QuickActions />
      <Grid container spacing={3}>
        <Grid size={{ xs: 12, lg: 8 }}>
          <GoalsWidget />
        </Grid>
      </Grid>
    </>
  );
}
