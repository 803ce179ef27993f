import ChatIcon from '@mui/icons-material/Chat';
import EventIcon from '@mui/icons-material/Event';
import ForumIcon from '@mui/icons-material/Forum';
import PsychologyIcon from '@mui/icons-material/Psychology';
import { Button, Stack } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { clientLinks } from './client-edit-paths.js';

/** The ways from the client page to the rest of the work with them. */
export function ClientLinks({ clientId }: { clientId: string }) {
  const { t } = useTranslation('coach-client-edit');
  const links = clientLinks(clientId);
  return (
    <Stack component="nav" aria-label={t('links.title')} direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
      <Button component={RouterLink} to={links.aiConfig} variant="outlined" startIcon={<PsychologyIcon />}>
        {t('links.aiConfig')}
      </Button>
      <Button component={RouterLink} to={links.message} variant="outlined" startIcon={<ChatIcon />}>
        {t('links.message')}
      </Button>
      <Button component={RouterLink} to={links.schedule} variant="outlined" startIcon={<EventIcon />}>
        {t('links.schedule')}
      </Button>
      <Button component={RouterLink} to={links.aiConversations} variant="outlined" startIcon={<ForumIcon />}>
        {t('links.aiConversations')}
      </Button>
    </Stack>
  );
}
