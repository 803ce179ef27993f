import { Alert, Grid, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router';
import { useClientAiConversations, useOverseenClient } from '../../api/ai-oversight.js';
import { isApiError } from '../../api/api-error.js';
import { fullName } from '../../i18n/person-name.js';
import { ConversationList } from './conversation-list.js';
import { ConversationReader } from './conversation-reader.js';
import { CardEmpty, CardFailed, CardLoading } from '../../components/titled-card.js';

/** Which conversation the reader pane shows, kept in the address so it can be shared and survives a reload. */
const SELECTED = 'conversation';

/**
 * /coach/client/:clientId/ai-conversations (issue 18): the client's AI conversations, and a reader pane with the
 * one chosen (its transcript, or the summary when the client shares summaries only), each opening its analysis.
 */
export function ClientAiConversationsPage() {
  const { t } = useTranslation(['coach-ai-oversight', 'common']);
  const { clientId = '' } = useParams();
  const [search, setSearch] = useSearchParams();
  const conversations = useClientAiConversations(clientId);
  const client = useOverseenClient(clientId);
  const name = client.data ? fullName(client.data.profile) : undefined;
  const list = conversations.data?.conversations ?? [];
  const selectedId = search.get(SELECTED) ?? list[0]?._id;

  const body = () => {
    if (conversations.isPending) return <CardLoading label={t('clientConversations.loading')} />;
    if (conversations.isError) {
      if (isApiError(conversations.error) && conversations.error.status === 404) return <Alert severity="info">{t('clientConversations.notFound')}</Alert>;
      return <CardFailed retryLabel={t('tryAgain')} message={t('clientConversations.loadFailed')} onRetry={conversations.refetch} retrying={conversations.isFetching} />;
    }
    if (list.length === 0) return <CardEmpty message={t('clientConversations.empty')} />;
    return (
      <Grid container spacing={3}>
        <Grid size={{ xs: 12, md: 5 }}>
          <ConversationList conversations={list} selectedId={selectedId} onSelect={(id) => setSearch({ [SELECTED]: id }, { replace: true })} />
        </Grid>
        <Grid size={{ xs: 12, md: 7 }}>
          {selectedId ? <ConversationReader conversationId={selectedId} clientName={name} /> : <CardEmpty message={t('clientConversations.pick')} />}
        </Grid>
      </Grid>
    );
  };

  return (
    <Stack spacing={3}>
      <div>
        <Typography variant="h4" component="h1">
          {t('common:titles.coachClientAiConversations')}
        </Typography>
        <Typography color="text.secondary">
          {name ? t('clientConversations.subtitle', { name }) : t('clientConversations.subtitleUnknown')}
        </Typography>
      </div>
      {body()}
    </Stack>
  );
}
