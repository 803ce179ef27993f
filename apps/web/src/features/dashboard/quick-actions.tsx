import { PATHS } from '@coaching/contract';
import AddTaskIcon from '@mui/icons-material/AddTask';
import AutoAwesomeIcon from '@mui/icons-material/AutoAwesome';
import ForumIcon from '@mui/icons-material/Forum';
import TrendingUpIcon from '@mui/icons-material/TrendingUp';
import { Button, Stack } from '@mui/material';
import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { QUICK_ACTIONS } from './dashboard-content.js';

const ICONS: Record<string, ReactElement> = {
  [PATHS.client.conversationNew]: <ForumIcon />,
  [PATHS.client.goalNew]: <AddTaskIcon />,
  [PATHS.client.goalAssistant]: <AutoAwesomeIcon />,
  [PATHS.client.progress]: <TrendingUpIcon />,
};

export function QuickActions() {
  const { t } = useTranslation('dashboard');
  return (
    <Stack component="nav" aria-label={t('quickActionsLabel')} direction="row" spacing={1.5} sx={{ flexWrap: 'wrap', rowGap: 1.5, mb: 3 }}>
      {QUICK_ACTIONS.map((action) => (
        <Button key={action.to} component={RouterLink} to={action.to} variant="outlined" startIcon={ICONS[action.to]}>
          {t(`quickActions.${action.labelKey}`)}
        </Button>
      ))}
    </Stack>
  );
}
