import AddTaskIcon from '@mui/icons-material/AddTask';
import AutoAwesomeIcon from '@mui/icons-material/AutoAwesome';
import ForumIcon from '@mui/icons-material/Forum';
import TrendingUpIcon from '@mui/icons-material/TrendingUp';
import { Button, Stack } from '@mui/material';
import type { ReactElement } from 'react';
import { Link as RouterLink } from 'react-router';
import { QUICK_ACTIONS } from './dashboard-content.js';

const ICONS: Record<string, ReactElement> = {
  '/client/conversations/new': <ForumIcon />,
  '/client/goals/new': <AddTaskIcon />,
  '/client/goals/assistant': <AutoAwesomeIcon />,
  '/client/progress': <TrendingUpIcon />,
};

export function QuickActions() {
  return (
    <Stack component="nav" aria-label="Quick actions" direction="row" spacing={1.5} sx={{ flexWrap: 'wrap', rowGap: 1.5, mb: 3 }}>
      {QUICK_ACTIONS.map((action) => (
        <Button key={action.to} component={RouterLink} to={action.to} variant="outlined" startIcon={ICONS[action.to]}>
          {action.label}
        </Button>
      ))}
    </Stack>
  );
}
