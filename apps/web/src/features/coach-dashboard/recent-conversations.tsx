import { LIST_LIMITS, PATHS, pathTo, type Conversation } from '@coaching/contract';
import AddCommentIcon from '@mui/icons-material/AddComment';
import { Button, Chip, List, ListItemButton, ListItemText } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useRecentConversations } from '../../api/coach.js';
import { useFormat } from '../../i18n/format.js';
import { COACH_CONVERSATION_NEW } from './dashboard-paths.js';
import { BlockEmpty, BlockFailed, BlockLoading, DashboardBlock } from './dashboard-block.js';

/** The first 3 of the coach's latest active conversations, with what is unread in each. */
export function RecentConversations() {
  const { t } = useTranslation('coach-dashboard');
  const action = (
    <Button component={RouterLink} to={PATHS.coach.conversations} size="small">
      {t('conversations.viewAll')}
    </Button>
  );
  return (
    <DashboardBlock title={t('conversations.title')} action={action}>
      {(titleId) => <ConversationsBody labelledBy={titleId} />}
    </DashboardBlock>
  );
}

function ConversationsBody({ labelledBy }: { labelledBy: string }) {
  const { t } = useTranslation('coach-dashboard');
  const { data, isPending, isFetching, refetch } = useRecentConversations();
  if (isPending) return <BlockLoading label={t('conversations.loading')} />;
  if (!data) return <BlockFailed message={t('conversations.loadFailed')} onRetry={refetch} retrying={isFetching} />;
  if (data.conversations.length === 0) {
    const start = (
      <Button component={RouterLink} to={COACH_CONVERSATION_NEW} variant="contained" startIcon={<AddCommentIcon />}>
        {t('conversations.start')}
      </Button>
    );
    return <BlockEmpty message={t('conversations.empty')} action={start} />;
  }
  return (
    <List disablePadding aria-labelledby={labelledBy}>
      {data.conversations.slice(0, LIST_LIMITS.recentConversations).map((conversation) => (
        <RecentConversation key={conversation._id} conversation={conversation} />
      ))}
    </List>
  );
}

function RecentConversation({ conversation }: { conversation: Conversation }) {
  const { t } = useTranslation('coach-dashboard');
  const format = useFormat();
  const last = conversation.lastMessage;
  const secondary = [conversation.otherName, last ? format.relative(last.timestamp) : format.relative(conversation.updatedAt)].filter(Boolean).join(' · ');
  return (
    <li>
      <ListItemButton component={RouterLink} to={pathTo(PATHS.coach.conversation, { conversationId: conversation._id })} sx={{ gap: 1, borderRadius: 1 }}>
        <ListItemText
          primary={conversation.title}
          secondary={secondary}
          slotProps={{ primary: { sx: { fontWeight: conversation.unreadCount > 0 ? 600 : undefined } } }}
        />
        {conversation.unreadCount > 0 && (
          <Chip size="small" color="primary" label={t('conversations.unread', { count: conversation.unreadCount })} />
        )}
      </ListItemButton>
    </li>
  );
}
