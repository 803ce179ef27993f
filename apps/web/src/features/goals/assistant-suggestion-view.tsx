import type { GoalSuggestion } from '@coaching/contract';
import { Box, Button, Chip, List, ListItem, ListItemText, Paper, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { AssistantSuggestion } from './use-assistant-suggestions.js';

type Props = { suggestion: AssistantSuggestion; onApply: (suggestion: GoalSuggestion) => void };

/** One suggestion: its text, what a refine improved, and the button that puts it into the goal. */
export function AssistantSuggestionView({ suggestion, onApply }: Props) {
  const { t } = useTranslation(['goals', 'messages']);
  const improvements = suggestion.type === 'refine' ? suggestion.parsedData.improvements : [];
  return (
    <Paper variant="outlined" sx={{ p: 2 }} aria-live="polite" data-testid="assistant-suggestion">
      <Stack direction="row" spacing={1} sx={{ mb: 1, flexWrap: 'wrap' }}>
        <Chip size="small" color="secondary" label={t(`messages:goal.assistanceLabels.${suggestion.type}`)} />
        {suggestion.offline && <Chip size="small" variant="outlined" label={t('messages:goal.assistantOfflineSuggestion')} />}
      </Stack>
      <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap' }}>
        {suggestion.content}
      </Typography>
      {improvements.length > 0 && (
        <List dense aria-label={t('assist.improvements')}>
          {improvements.map((improvement) => (
            <ListItem key={improvement} disableGutters>
              <ListItemText primary={t('assist.improvementItem', { text: improvement })} />
            </ListItem>
          ))}
        </List>
      )}
      <Box sx={{ mt: 1.5 }}>
        <Button variant="contained" size="small" onClick={() => onApply(suggestion.parsedData)}>
          {t('messages:goal.applySuggestions')}
        </Button>
      </Box>
    </Paper>
  );
}
