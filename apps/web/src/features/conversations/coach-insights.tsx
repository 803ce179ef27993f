import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { Accordion, AccordionDetails, AccordionSummary, Box, Divider, Paper, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useAuth } from '../../auth/auth-provider.js';
import { CoachingSuggestions } from './coaching-suggestions.js';
import { ConversationAnalyticsPanel } from './conversation-analytics.js';

function Panels({ conversationId }: { conversationId: string }) {
  const { user } = useAuth();
  // The coach may turn the suggestions off in their settings (aiAssistance.enableAISuggestions).
  const suggestions = user?.coachSettings?.aiAssistance.enableAISuggestions ?? true;
  return (
    <Stack spacing={2} divider={<Divider flexItem />}>
      {suggestions && <CoachingSuggestions conversationId={conversationId} />}
      <ConversationAnalyticsPanel conversationId={conversationId} />
    </Stack>
  );
}

/** Beside the messages on a wide screen, scrolling on its own. */
export function CoachInsightsSide({ conversationId }: { conversationId: string }) {
  const { t } = useTranslation('conversations');
  return (
    <Paper variant="outlined" component="aside" aria-label={t('insights.toggle')} sx={{ p: 2, width: 340, flexShrink: 0, height: 'calc(100vh - 152px)', minHeight: 420, overflowY: 'auto' }}>
      <Panels conversationId={conversationId} />
    </Paper>
  );
}

/** Above the messages on a narrow screen: folded by default so the messages and the input keep the room. */
export function CoachInsightsCollapsible({ conversationId }: { conversationId: string }) {
  const { t } = useTranslation('conversations');
  return (
    <Accordion disableGutters square elevation={0} slotProps={{ transition: { unmountOnExit: true } }} sx={{ borderBottom: 1, borderColor: 'divider', '&::before': { display: 'none' } }}>
      <AccordionSummary expandIcon={<ExpandMoreIcon />}>
        <Typography variant="subtitle2" component="span">
          {t('insights.toggle')}
        </Typography>
      </AccordionSummary>
      <AccordionDetails sx={{ maxHeight: '45vh', overflowY: 'auto', pt: 0 }}>
        <Box component="aside" aria-label={t('insights.toggle')}>
          <Panels conversationId={conversationId} />
        </Box>
      </AccordionDetails>
    </Accordion>
  );
}
