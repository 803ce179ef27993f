import CallMadeIcon from '@mui/icons-material/CallMade';
import GroupAddIcon from '@mui/icons-material/GroupAdd';
import PanToolIcon from '@mui/icons-material/PanTool';
import VisibilityIcon from '@mui/icons-material/Visibility';
import { Box, Paper, Typography } from '@mui/material';
import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { ACTION_KEYS, type ActionKey } from './content.js';
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
  const { t } = useTranslation('landing');
  return (
    <>
      <Typography variant="h4" component="h3" sx={{ mb: 4 }}>
        {t('methodology.actionsHeading')}
      </Typography>
      <Box component="ol" sx={gridList(2, 4)}>
        {ACTION_KEYS.map((action) => (
          <Box component="li" key={action} sx={{ display: 'flex' }}>
            <Paper variant="outlined" sx={{ p: 3, borderRadius: 3, width: '100%' }}>
              <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, mb: 2 }}>
                <IconBadge tone="secondary">{ICONS[action]}</IconBadge>
                <Typography variant="h5" component="h4" sx={{ fontWeight: 800 }}>
                  {t(`methodology.actions.${action}.name`)}
                </Typography>
              </Box>
              <Typography sx={{ fontWeight: 600, mb: 1.5 }}>{t(`methodology.actions.${action}.does`)}</Typography>
              <Typography variant="body2" color="text.secondary" sx={{ lineHeight: 1.7, mb: 1 }}>
                <Box component="strong" sx={{ color: 'text.primary' }}>
                  {t('methodology.helps')}
                </Box>{' '}
                {t(`methodology.actions.${action}.helps`)}
              </Typography>
              <Typography variant="body2" color="text.secondary" sx={{ lineHeight: 1.7 }}>
                <Box component="strong" sx={{ color: 'text.primary' }}>
                  {t('methodology.overused')}
                </Box>{' '}
                {t(`methodology.actions.${action}.overused`)}
              </Typography>
            </Paper>
          </Box>
        ))}
      </Box>
    </>
  );
}
