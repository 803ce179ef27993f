import { GOAL_MESSAGES, type GoalSuggestion } from '@coaching/contract';
import { Box, Button, Chip, List, ListItem, ListItemText, Paper, Stack, Typography } from '@mui/material';
import type { AssistantSuggestion } from './use-assistant-suggestions.js';

type Props = { suggestion: AssistantSuggestion; onApply: (suggestion: GoalSuggestion) => void };

/** One suggestion: its text, what a refine improved, and the button that puts it into the goal. */
export function AssistantSuggestionView({ suggestion, onApply }: Props) {
  const improvements = suggestion.type === 'refine' ? suggestion.parsedData.improvements : [];
  return (
    <Paper variant="outlined" sx={{ p: 2 }} aria-live="polite" data-testid="assistant-suggestion">
      <Stack direction="row" spacing={1} sx={{ mb: 1, flexWrap: 'wrap' }}>
        <Chip size="small" color="secondary" label={GOAL_MESSAGES.assistanceLabels[suggestion.type]} />
        {suggestion.offline && <Chip size="small" variant="outlined" label={GOAL_MESSAGES.assistantOfflineSuggestion} />}
      </Stack>
      <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap' }}>
        {suggestion.content}
      </Typography>
      {improvements.length > 0 && (
        <List dense aria-label="Improvements">
          {improvements.map((improvement) => (
            <ListItem key={improvement} disableGutters>
              <ListItemText primary={`• ${improvement}`} />
            </ListItem>
          ))}
        </List>
      )}
      <Box sx={{ mt: 1.5 }}>
        <Button variant="contained" size="small" onClick={() => onApply(suggestion.parsedData)}>
          {GOAL_MESSAGES.applySuggestions}
        </Button>
      </Box>
    </Paper>
  );
}
