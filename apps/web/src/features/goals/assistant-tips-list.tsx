import LightbulbOutlinedIcon from '@mui/icons-material/LightbulbOutlined';
import { Box, List, ListItem, ListItemIcon, ListItemText, Typography } from '@mui/material';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

export function AssistantTips({ tips }: { tips: readonly string[] }) {
  const { t } = useTranslation('goals');
  const headingId = useId();
  return (
    <Box>
      <Typography variant="subtitle2" component="h3" id={headingId}>
        {t('assistant.tips')}
      </Typography>
      <List dense disablePadding aria-labelledby={headingId}>
        {tips.map((tip) => (
          <ListItem key={tip} disableGutters>
            <ListItemIcon sx={{ minWidth: 32 }}>
              <LightbulbOutlinedIcon fontSize="small" color="secondary" aria-hidden />
            </ListItemIcon>
            <ListItemText primary={tip} />
          </ListItem>
        ))}
      </List>
    </Box>
  );
}
