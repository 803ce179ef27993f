import { PATHS } from '@coaching/contract';
import AddIcon from '@mui/icons-material/Add';
import InsightsIcon from '@mui/icons-material/Insights';
import { Button, IconButton, Stack, Tooltip, Typography, useMediaQuery, useTheme } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';

type WorkspaceHeaderProps = { isCoach: boolean; disabled: boolean; onNewConversation: () => void };

/**
 * The page's title and actions on one line: 'AI Coach' (a client, with a link to their progress) or
 * 'AI Assistant' (a coach). On a phone the progress link is an icon, so the chat keeps the height.
 */
export function WorkspaceHeader({ isCoach, disabled, onNewConversation }: WorkspaceHeaderProps) {
  const { t } = useTranslation('messages');
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true });
  const progress = t('aiCoaching.progressTitle');
  return (
    <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1.5, justifyContent: 'space-between', alignItems: 'center', flexShrink: 0 }}>
      <Typography variant="h4" component="h1" sx={{ typography: { xs: 'h5', sm: 'h4' } }}>
        {isCoach ? t('aiCoaching.aiAssistantTitle') : t('aiCoaching.aiCoachTitle')}
      </Typography>
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
        {!isCoach &&
          (phone ? (
            <Tooltip title={progress}>
              <IconButton component={RouterLink} to={PATHS.client.aiProgress} aria-label={progress} color="primary">
                <InsightsIcon />
              </IconButton>
            </Tooltip>
          ) : (
            <Button component={RouterLink} to={PATHS.client.aiProgress} variant="outlined" startIcon={<InsightsIcon />}>
              {progress}
            </Button>
          ))}
        <Button variant="contained" size={phone ? 'small' : 'medium'} startIcon={<AddIcon />} disabled={disabled} onClick={onNewConversation}>
          {t('aiCoaching.newConversation')}
        </Button>
      </Stack>
    </Stack>
  );
}
