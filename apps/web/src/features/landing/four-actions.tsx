import CallMadeIcon from '@mui/icons-material/CallMade';
import GroupAddIcon from '@mui/icons-material/GroupAdd';
import PanToolIcon from '@mui/icons-material/PanTool';
import VisibilityIcon from '@mui/icons-material/Visibility';
import { Box, Paper, Typography } from '@mui/material';
import type { ReactElement } from 'react';
import { ACTIONS, type ActionKey } from './content.js';
import { IconBadge } from './icon-badge.js';
import { gridList } from './layout.js';

const ICONS: Record<ActionKey, ReactElement> = {
  move: <CallMadeIcon />,
  follow: <GroupAddIcon />,
  oppose: <PanToolIcon />,
  bystand: <VisibilityIcon />,
};

/** Move, follow, oppose, bystand: what each does, when it helps, and what happens when it is all you do. */
export function FourActions() {
  return (
    <>
      <Typography variant="h4" component="h3" sx={{ mb: 4 }}>
        The four actions of a conversation
      </Typography>
      <Box component="ol" sx={gridList(2, 4)}>
        {ACTIONS.map((action) => (
          <Box component="li" key={action.key} sx={{ display: 'flex' }}>
            <Paper variant="outlined" sx={{ p: 3, borderRadius: 3, width: '100%' }}>
              <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, mb: 2 }}>
                <IconBadge tone="secondary">{ICONS[action.key]}</IconBadge>
                <Typography variant="h5" component="h4" sx={{ fontWeight: 800 }}>
                  {action.name}
                </Typography>
              </Box>
              <Typography sx={{ fontWeight: 600, mb: 1.5 }}>{action.does}</Typography>
              <Typography variant="body2" color="text.secondary" sx={{ lineHeight: 1.7, mb: 1 }}>
                <Box component="strong" sx={{ color: 'text.primary' }}>
                  Helps
                </Box>{' '}
                {action.helps}
              </Typography>
              <Typography variant="body2" color="text.secondary" sx={{ lineHeight: 1.7 }}>
                <Box component="strong" sx={{ color: 'text.primary' }}>
                  Overused,
                </Box>{' '}
                {action.overused}
              </Typography>
            </Paper>
          </Box>
        ))}
      </Box>
    </>
  );
}
