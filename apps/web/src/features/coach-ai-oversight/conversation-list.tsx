import type { AiConversation } from '@coaching/contract';
import FlagIcon from '@mui/icons-material/Flag';
import { Chip, List, ListItem, ListItemButton, ListItemText, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { SentimentEmoji } from '../../components/sentiment-emoji.js';
import { useFormat } from '../../i18n/format.js';
import { useScoreLabel } from './oversight-format.js';

type Props = { conversations: AiConversation[]; selectedId: string | undefined; onSelect: (conversationId: string) => void };

/** A client's AI conversations, newest activity first: title, status, last activity, messages, sentiment and a flag. */
export function ConversationList({ conversations, selectedId, onSelect }: Props) {
  const { t } = useTranslation('coach-ai-oversight');
  const format = useFormat();
  const score = useScoreLabel();
  return (
    <List aria-label={t('clientConversations.listLabel')} disablePadding>
      {conversations.map((conversation) => (
        <ListItem key={conversation._id} disablePadding divider>
          <ListItemButton
            selected={conversation._id === selectedId}
            aria-current={conversation._id === selectedId ? 'true' : undefined}
            onClick={() => onSelect(conversation._id)}
            data-testid="ai-conversation"
          >
            <ListItemText
              primary={
                <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 0.5 }}>
                  <Typography component="span" variant="subtitle2" sx={{ fontWeight: 600 }}>
                    {conversation.title || t('untitled')}
                  </Typography>
                  <Chip size="small" variant="outlined" label={t(`conversationStatus.${conversation.status}`)} />
                  {conversation.flagged && <Chip size="small" color="error" icon={<FlagIcon />} label={t('clientConversations.flagged')} />}
                </Stack>
              }
              secondary={
                <Stack component="span" direction="row" spacing={1.5} sx={{ alignItems: 'center', flexWrap: 'wrap', mt: 0.5 }}>
                  <span>{t('clientConversations.lastActivity', { when: format.relative(conversation.analytics.lastActivity) })}</span>
                  <span>{t('clientConversations.messages', { count: conversation.analytics.totalMessages })}</span>
                  <Stack component="span" direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
                    <SentimentEmoji score={conversation.analytics.sentiment} />
                    <span>{t('clientConversations.sentiment', { score: score(conversation.analytics.sentiment) })}</span>
                  </Stack>
                </Stack>
              }
              slotProps={{ secondary: { component: 'span' } }}
            />
          </ListItemButton>
        </ListItem>
      ))}
    </List>
  );
}
