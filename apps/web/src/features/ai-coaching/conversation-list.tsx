import type { AiConversation } from '@coaching/contract';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import { Alert, Button, IconButton, List, ListItem, ListItemButton, ListItemText, Paper, Skeleton, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAiConversations, type ConversationListStatus } from '../../api/ai-coaching.js';
import { useFormat } from '../../i18n/format.js';
import { ConversationFilter } from './conversation-filter.js';
import { DeleteConversationDialog } from './delete-conversation-dialog.js';

type ConversationListProps = {
  selectedId: string | undefined;
  ownerId: string;
  disabled: boolean;
  onSelect: (id: string) => void;
  onDeleted: (id: string) => void;
};

const EMPTY_TEXT = { active: 'aiCoaching.noActiveConversations', completed: 'aiCoaching.noCompletedConversations' } as const;
/** Active conversations by when they started, completed ones by when they ended: newest first. */
const sortedAt = (conversation: AiConversation) => Date.parse(conversation.completedAt ?? conversation.createdAt);

/** The active or the completed conversations, newest first; the owner may delete one after confirming. */
export function ConversationList({ selectedId, ownerId, disabled, onSelect, onDeleted }: ConversationListProps) {
  const { t } = useTranslation(['messages', 'ai-coaching']);
  const format = useFormat();
  const [status, setStatus] = useState<ConversationListStatus>('active');
  const secondaryText = (conversation: AiConversation) =>
    conversation.completedAt
      ? t('aiCoaching.completedOn', { date: format.dateTime(conversation.completedAt) })
      : format.dateTime(conversation.updatedAt);
  const query = useAiConversations(status);
  const [deleting, setDeleting] = useState<AiConversation>();
  const conversations = [...(query.data?.conversations ?? [])].sort((a, b) => sortedAt(b) - sortedAt(a));

  return (
    <Paper variant="outlined" component="nav" aria-label={t('aiCoaching.conversationsHeading')} sx={{ overflow: 'hidden', display: 'flex', flexDirection: 'column', minHeight: 0 }}>
      <Typography variant="subtitle1" component="h2" sx={{ px: 2, pt: 1.5, fontWeight: 700 }}>
        {t('aiCoaching.conversationsHeading')}
      </Typography>
      <ConversationFilter value={status} onChange={setStatus} />
      {query.isError ? (
        <Alert severity="error" sx={{ m: 1.5 }} action={<Button color="inherit" size="small" loading={query.isFetching} onClick={() => void query.refetch()}>{t('aiCoaching.tryAgain')}</Button>}>
          {t('conversation.loadListFailed')}
        </Alert>
      ) : query.isPending ? (
        <Skeleton role="status" variant="rounded" height={96} sx={{ m: 1.5 }} aria-label={t('aiCoaching.loadingConversations')} />
      ) : conversations.length === 0 ? (
        <Typography variant="body2" color="text.secondary" sx={{ p: 2 }}>
          {t(EMPTY_TEXT[status])}
        </Typography>
      ) : (
        <List dense sx={{ overflowY: 'auto', minHeight: 0 }}>
          {conversations.map((conversation) => (
            <ListItem
              key={conversation._id}
              disablePadding
              secondaryAction={
                conversation.clientId === ownerId && (
                  <IconButton edge="end" aria-label={t('ai-coaching:deleteConversationOf', { action: t('aiCoaching.deleteConversation'), title: conversation.title })} disabled={disabled} onClick={() => setDeleting(conversation)}>
                    <DeleteOutlineIcon fontSize="small" />
                  </IconButton>
                )
              }
            >
              <ListItemButton
                selected={conversation._id === selectedId}
                aria-current={conversation._id === selectedId ? 'true' : undefined}
                disabled={disabled}
                onClick={() => onSelect(conversation._id)}
              >
                <ListItemText
                  primary={conversation.title}
                  secondary={secondaryText(conversation)}
                  // Wraps between words; only a word wider than the list is broken.
                  slotProps={{ primary: { sx: { wordBreak: 'normal', overflowWrap: 'break-word' } } }}
                />
              </ListItemButton>
            </ListItem>
          ))}
        </List>
      )}
      <DeleteConversationDialog conversation={deleting} onClose={() => setDeleting(undefined)} onDeleted={onDeleted} />
    </Paper>
  );
}
