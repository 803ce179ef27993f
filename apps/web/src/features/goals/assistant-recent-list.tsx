import { GOAL_MESSAGES } from '@coaching/contract';
import { Box, List, ListItem, ListItemButton, ListItemText, Typography } from '@mui/material';
import { useId } from 'react';
import type { AssistantSuggestion } from './use-assistant-suggestions.js';

type Props = { suggestions: readonly AssistantSuggestion[]; shownId: number | undefined; onShow: (id: number) => void };

/** The last five suggestions, newest first; choosing one shows it again. */
export function AssistantRecentList({ suggestions, shownId, onShow }: Props) {
  const headingId = useId();
  if (suggestions.length === 0) return null;
  return (
    <Box>
      <Typography variant="subtitle2" component="h3" id={headingId}>
        {GOAL_MESSAGES.assistantRecentSuggestions}
      </Typography>
      <List dense aria-labelledby={headingId}>
        {suggestions.map((suggestion) => {
          const type = GOAL_MESSAGES.assistanceLabels[suggestion.type];
          return (
            <ListItem key={suggestion.id} disablePadding>
              <ListItemButton
                selected={suggestion.id === shownId}
                aria-current={suggestion.id === shownId ? 'true' : undefined}
                onClick={() => onShow(suggestion.id)}
              >
                <ListItemText
                  primary={suggestion.offline ? `${type} · ${GOAL_MESSAGES.assistantOfflineSuggestion}` : type}
                  secondary={suggestion.content}
                  slotProps={{ secondary: { noWrap: true } }}
                />
              </ListItemButton>
            </ListItem>
          );
        })}
      </List>
    </Box>
  );
}
