import { PATHS } from '@coaching/contract';
import InsightsIcon from '@mui/icons-material/Insights';
import PeopleIcon from '@mui/icons-material/People';
import PsychologyIcon from '@mui/icons-material/Psychology';
import SettingsIcon from '@mui/icons-material/Settings';
import { Button, Card, CardContent, CardHeader, Stack } from '@mui/material';
import { useId, type ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';

type QuickAction = { labelKey: 'users' | 'analytics' | 'settings' | 'ai'; to: string; icon: ReactElement };

/** Spec section 2's quick actions, in its order. */
const QUICK_ACTIONS: readonly QuickAction[] = [
  { labelKey: 'users', to: PATHS.admin.users, icon: <PeopleIcon /> },
  { labelKey: 'analytics', to: PATHS.admin.analytics, icon: <InsightsIcon /> },
  { labelKey: 'settings', to: PATHS.admin.settings, icon: <SettingsIcon /> },
  { labelKey: 'ai', to: PATHS.admin.aiSettings, icon: <PsychologyIcon /> },
];

/** The quick actions, as a navigation landmark named by its heading. */
export function AdminQuickActions() {
  const { t } = useTranslation('admin-dashboard');
  const titleId = useId();
  return (
    <Card variant="outlined" component="nav" aria-labelledby={titleId}>
      <CardHeader title={t('quickActions.title')} slotProps={{ title: { component: 'h2', variant: 'h6', id: titleId } }} />
      <CardContent sx={{ pt: 0 }}>
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
          {QUICK_ACTIONS.map((action) => (
            <Button key={action.to} component={RouterLink} to={action.to} variant="outlined" startIcon={action.icon}>
              {t(`quickActions.${action.labelKey}`)}
            </Button>
          ))}
        </Stack>
      </CardContent>
    </Card>
  );
}
