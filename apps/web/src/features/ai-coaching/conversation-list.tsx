import { AI_COACHING_MESSAGES as M, CONVERSATION_MESSAGES, type AiConversation } from '@coaching/contract';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import { Alert, Button, IconButton, List, ListItem, ListItemButton, ListItemText, Paper, Skeleton, Typography } from '@mui/material';
import { useState } from 'react';
import { useAiConversations, type ConversationListStatus } from '../../api/ai-coaching.js';
import { ConversationFilter } from './conversation-filter.js';
import { DeleteConversationDialog } from './delete-conversation-dialog.js';

type ConversationListProps = {
  selectedId: string | undefined;
  ownerId: string;
  disabled: boolean;
  onSelect: (id: string) => void;
  onDeleted: (id: string) => void;
};

const EMPTY_TEXT: Record<ConversationListStatus, string> = { active: M.noActiveConversations, completed: M.noCompletedConversations };
const dateFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });
/** Active conversations by when they started, completed ones by when they ended: newest first. */
const sortedAt = (conversation: AiConversation) => Date.parse(conversation.completedAt ?? conversation.createdAt);
const secondaryText = (conversation: AiConversation) =>
  conversation.completedAt
    ? M.completedOn(dateFormat.format(new Date(conversation.completedAt)))
    : dateFormat.format(new Date(conversation.updatedAt));

/** The active or the completed conversations, newest first; the owner may delete one after confirming. */
export function ConversationList({ selectedId, ownerId, disabled, onSelect, onDeleted }: ConversationListProps) {
  const [status, setStatus] = useState<ConversationListStatus>('active');
  const query = useAiConversations(status);
  const [deleting, setDeleting] = useState<AiConversation>();
  const conversations = [...(query.data?.conversations ?? [])].sort((a, b) => sortedAt(b) - sortedAt(a));

  return (
    <Paper variant="outlined" component="nav" aria-label={M.conversationsHeading} sx={{ overflow: 'hidden' }}>
      <Typography variant="subtitle1" component="h2" sx={{ px: 2, pt: 1.5, fontWeight: 700 }}>
        {M.conversationsHeading}
      </Typography>
      <ConversationFilter value={status} onChange={setStatus} />
      {query.isError ? (
        <Alert severity="error" sx={{ m: 1.5 }} action={<Button color="inherit" size="small" loading={query.isFetching} onClick={() => void query.refetch()}>{M.tryAgain}</Button>}>
          {CONVERSATION_MESSAGES.loadListFailed}
        </Alert>
      ) : query.isPending ? (
        <Skeleton role="status" variant="rounded" height={96} sx={{ m: 1.5 }} aria-label={M.loadingConversations} />
      ) : conversations.length === 0 ? (
        <Typography variant="body2" color="text.secondary" sx={{ p: 2 }}>
          {EMPTY_TEXT[status]}
        </Typography>
      ) : (
        <List dense>
          {conversations.map((conversation) => (
            <ListItem
              key={conversation._id}
              disablePadding
              secondaryAction={
                conversation.clientId === ownerId && (
                  <IconButton edge="end" aria-label={`${M.deleteConversation}: ${conversation.title}`} disabled={disabled} onClick={() => setDeleting(conversation)}>
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
                  slotProps={{ primary: { sx: { overflowWrap: 'anywhere' } } }}
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
