import { CONVERSATION_LIMITS, CONVERSATION_STATUSES, type ConversationStatus } from '@coaching/contract';
import AddIcon from '@mui/icons-material/Add';
import { Alert, Box, Button, CircularProgress, List, MenuItem, Pagination, Paper, Stack, TextField, Typography } from '@mui/material';
import { useDeferredValue, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { useEveryAiConversation } from '../../api/ai-coaching.js';
import { useConversationList } from '../../api/conversations.js';
import { useAuth } from '../../auth/auth-provider.js';
import { AiConversationFallback } from './ai-conversation-fallback.js';
import { ConversationListItem } from './conversation-list-item.js';
import { conversationPaths, type Side } from './conversation-paths.js';
import { SlowLoadNotice } from './slow-load-notice.js';
import { useSlowLoad } from './use-slow-load.js';

/**
 * /client/conversations and /coach/conversations: 20 a page, newest activity first; the coach can search and filter.
 * When the client's list fails to load, their AI coaching conversations are shown instead, without an error (spec
 * section 8); only when both fail is the failure said.
 */
export function ConversationsPage() {
  const { user } = useAuth();
  const side: Side = user?.role === 'coach' ? 'coach' : 'client';
  const { t } = useTranslation(['conversations', 'messages', 'common']);
  const navigate = useNavigate();
  const paths = conversationPaths(side);
  const [page, setPage] = useState(1);
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState<ConversationStatus | ''>('');
  const deferredSearch = useDeferredValue(search.trim());
  const query = useConversationList({ page, search: deferredSearch || undefined, status: status || undefined });
  const fallingBack = side === 'client' && query.isError;
  const fallback = useEveryAiConversation(fallingBack);
  const failed = query.isError && (!fallingBack || fallback.isError);
  const slow = useSlowLoad(query.isPending || (fallingBack && fallback.isPending));
  const list = query.isError ? undefined : query.data;
  const pages = list ? Math.max(1, Math.ceil(list.pagination.total / CONVERSATION_LIMITS.pageSize)) : 1;
  const retry = () => {
    void query.refetch();
    if (fallingBack) void fallback.refetch();
  };
  const filtered = deferredSearch !== '' || status !== '';

  return (
    <Stack sx={{ gap: 3, maxWidth: 960 }}>
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', gap: 2, flexWrap: 'wrap' }}>
        <Typography variant="h4" component="h1">
          {t(side === 'coach' ? 'common:titles.coachConversations' : 'common:titles.clientConversations')}
        </Typography>
        <Button variant="contained" startIcon={<AddIcon />} component={Link} to={paths.newConversation}>
          {t('newConversation')}
        </Button>
      </Stack>
      {side === 'coach' && (
        <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 2 }}>
          <TextField
            type="search"
            label={t('searchLabel')}
            value={search}
            onChange={(event) => {
              setSearch(event.target.value);
              setPage(1);
            }}
            sx={{ flex: 1 }}
          />
          <TextField
            select
            label={t('statusFilterLabel')}
            value={status}
            onChange={(event) => {
              setStatus(event.target.value as ConversationStatus | '');
              setPage(1);
            }}
            sx={{ minWidth: 180 }}
          >
            <MenuItem value="">{t('allStatuses')}</MenuItem>
            {CONVERSATION_STATUSES.map((value) => (
              <MenuItem key={value} value={value}>
                {t(`statuses.${value}`)}
              </MenuItem>
            ))}
          </TextField>
        </Stack>
      )}
      {slow && <SlowLoadNotice />}
      {failed ? (
        <Alert
          severity="error"
          action={
            <Stack direction="row" sx={{ gap: 1 }}>
              <Button color="inherit" size="small" loading={query.isFetching || fallback.isFetching} onClick={retry}>
                {t('tryAgain')}
              </Button>
              <Button color="inherit" size="small" onClick={() => void navigate(-1)}>
                {t('back')}
              </Button>
            </Stack>
          }
        >
          {t('messages:conversation.loadListFailed')}
        </Alert>
      ) : fallingBack && fallback.data ? (
        <AiConversationFallback conversations={fallback.data.conversations} />
      ) : !list ? (
        <Box role="status" aria-label={t('loadingConversations')} sx={{ display: 'grid', placeItems: 'center', minHeight: 200 }}>
          <CircularProgress />
        </Box>
      ) : list.conversations.length === 0 ? (
        <Typography color="text.secondary">{filtered ? t('noMatches') : t('empty')}</Typography>
      ) : (
        <Paper variant="outlined">
          <List disablePadding aria-label={t(side === 'coach' ? 'common:titles.coachConversations' : 'common:titles.clientConversations')}>
            {list.conversations.map((conversation) => (
              <ConversationListItem key={conversation._id} conversation={conversation} to={paths.conversation(conversation._id)} />
            ))}
          </List>
        </Paper>
      )}
      {pages > 1 && <Pagination count={pages} page={page} onChange={(_event, value) => setPage(value)} sx={{ alignSelf: 'center' }} />}
    </Stack>
  );
}
