import { Box, List, ListItem, ListItemButton, ListItemText, Typography } from '@mui/material';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { AssistantSuggestion } from './use-assistant-suggestions.js';

type Props = { suggestions: readonly AssistantSuggestion[]; shownId: number | undefined; onShow: (id: number) => void };

/** The last five suggestions, newest first; choosing one shows it again. */
export function AssistantRecentList({ suggestions, shownId, onShow }: Props) {
  const { t } = useTranslation(['goals', 'messages']);
  const headingId = useId();
  if (suggestions.length === 0) return null;
  return (
    <Box>
      <Typography variant="subtitle2" component="h3" id={headingId}>
        {t('messages:goal.assistantRecentSuggestions')}
      </Typography>
      <List dense aria-labelledby={headingId}>
        {suggestions.map((suggestion) => {
          const type = t(`messages:goal.assistanceLabels.${suggestion.type}`);
          return (
            <ListItem key={suggestion.id} disablePadding>
              <ListItemButton
                selected={suggestion.id === shownId}
                aria-current={suggestion.id === shownId ? 'true' : undefined}
                onClick={() => onShow(suggestion.id)}
              >
                <ListItemText
                  primary={suggestion.offline ? t('assistant.offlineLabel', { type, offline: t('messages:goal.assistantOfflineSuggestion') }) : type}
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
