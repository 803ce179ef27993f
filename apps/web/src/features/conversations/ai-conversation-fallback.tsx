import { PATHS, pathTo, type AiConversation } from '@coaching/contract';
import { Chip, List, ListItem, ListItemButton, ListItemText, Paper, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useFormat } from '../../i18n/format.js';

/**
 * The client's AI coaching conversations, shown in place of their conversations with their coach when those
 * fail to load (spec section 8: the list falls back silently), each opening on the AI coaching page.
 */
export function AiConversationFallback({ conversations }: { conversations: AiConversation[] }) {
  const { t } = useTranslation('conversations');
  const format = useFormat();
  return (
    <Stack sx={{ gap: 1 }}>
      <Typography variant="body2" color="text.secondary">
        {t('aiFallback.caption')}
      </Typography>
      {conversations.length === 0 ? (
        <Typography color="text.secondary">{t('empty')}</Typography>
      ) : (
        <Paper variant="outlined">
          <List disablePadding aria-label={t('aiFallback.listLabel')}>
            {conversations.map((conversation) => (
              <ListItem key={conversation._id} disablePadding divider>
                <ListItemButton component={Link} to={pathTo(PATHS.client.aiSession, { sessionId: conversation._id })} sx={{ gap: 2 }}>
                  <ListItemText primary={conversation.title} secondary={t('aiFallback.updated', { date: format.dateTime(conversation.updatedAt) })} />
                  <Chip size="small" variant="outlined" label={t(`statuses.${conversation.status}`)} />
                </ListItemButton>
              </ListItem>
            ))}
          </List>
        </Paper>
      )}
    </Stack>
  );
}
