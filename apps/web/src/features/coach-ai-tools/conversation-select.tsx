import { ListSubheader, MenuItem, TextField } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useClientAiConversations } from '../../api/ai-tools.js';
import { useConversationList } from '../../api/conversations.js';

/** The client's conversations with the coach and their AI coaching conversations, in two groups. */
export function ConversationSelect(props: { clientId: string; value: string; onChange: (conversationId: string) => void; id: string }) {
  const { t } = useTranslation('coach-ai-tools');
  const withCoach = useConversationList({ clientId: props.clientId });
  const aiCoaching = useClientAiConversations(props.clientId);
  const talks = withCoach.data?.conversations ?? [];
  const aiTalks = aiCoaching.data?.conversations ?? [];
  const loaded = withCoach.isSuccess && aiCoaching.isSuccess;
  const empty = loaded && talks.length === 0 && aiTalks.length === 0;
  return (
    <TextField
      select
      fullWidth
      id={props.id}
      label={t('summary.conversation')}
      value={props.value}
      disabled={empty}
      helperText={empty ? t('summary.noConversations') : undefined}
      onChange={(event) => props.onChange(event.target.value)}
    >
      {talks.length > 0 && <ListSubheader>{t('summary.withYou')}</ListSubheader>}
      {talks.map((conversation) => (
        <MenuItem key={conversation._id} value={conversation._id}>
          {conversation.title}
        </MenuItem>
      ))}
      {aiTalks.length > 0 && <ListSubheader>{t('summary.aiCoaching')}</ListSubheader>}
      {aiTalks.map((conversation) => (
        <MenuItem key={conversation._id} value={conversation._id}>
          {conversation.title}
        </MenuItem>
      ))}
    </TextField>
  );
}
