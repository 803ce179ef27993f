import { CONVERSATION_STATUSES, UpdateConversationBodySchema, type Conversation, type ConversationStatus } from '@coaching/contract';
import { Box, Button, CircularProgress, MenuItem, Paper, Stack, TextField, Typography } from '@mui/material';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { useConversation, useUpdateConversation } from '../../api/conversations.js';
import { failureMessage } from '../../api/error-messages.js';
import { notify } from '../../components/notify.js';
import { localizeMessage } from '../../i18n/localize-message.js';
import { ConversationLoadFailure } from './conversation-load-failure.js';
import { conversationPaths } from './conversation-paths.js';

/** /coach/conversations/:conversationId/edit: title, tags, status and description. */
export function EditConversationPage() {
  const { conversationId = '' } = useParams();
  const query = useConversation(conversationId);
  const paths = conversationPaths('coach');
  if (query.isError) return <ConversationLoadFailure error={query.error} onRetry={() => void query.refetch()} backTo={paths.list} />;
  if (!query.data) return <CircularProgress />;
  return <EditConversationForm conversation={query.data} />;
}

type Errors = Partial<Record<'title' | 'tags' | 'description', string>>;

function EditConversationForm({ conversation }: { conversation: Conversation }) {
  const { t } = useTranslation(['conversations', 'messages', 'common']);
  const navigate = useNavigate();
  const update = useUpdateConversation(conversation._id);
  const back = conversationPaths('coach').conversation(conversation._id);
  const [title, setTitle] = useState(conversation.title);
  const [tags, setTags] = useState(conversation.tags.join(', '));
  const [status, setStatus] = useState<ConversationStatus>(conversation.status);
  const [description, setDescription] = useState(conversation.description);
  const [errors, setErrors] = useState<Errors>({});

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const body = { title, status, description, tags: tags.split(',').map((tag) => tag.trim()).filter(Boolean) };
    // The server's own rules, said before asking it.
    const parsed = UpdateConversationBodySchema.safeParse(body);
    if (!parsed.success) {
      const found: Errors = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] as keyof Errors;
        found[field] ??= localizeMessage(issue.message);
      }
      return setErrors(found);
    }
    setErrors({});
    update.mutate(body, {
      onSuccess: (reply) => {
        notify.success(reply.message ?? t('messages:success.conversationUpdated'));
        void navigate(back);
      },
      onError: (error) => notify.error(failureMessage(error, { fallback: t('messages:coach.loadConversationFailed') })),
    });
  };

  return (
    <Stack sx={{ gap: 3, maxWidth: 720 }}>
      <Typography variant="h4" component="h1">
        {t('common:titles.coachConversationEdit')}
      </Typography>
      <Paper variant="outlined" component="form" noValidate onSubmit={submit} sx={{ p: 3 }}>
        <Stack sx={{ gap: 2 }}>
          <TextField label={t('form.title')} value={title} onChange={(e) => setTitle(e.target.value)} required error={!!errors.title} helperText={errors.title} />
          <TextField label={t('form.tags')} value={tags} onChange={(e) => setTags(e.target.value)} error={!!errors.tags} helperText={errors.tags ?? t('form.tagsHelper')} />
          <TextField select label={t('form.status')} value={status} onChange={(e) => setStatus(e.target.value as ConversationStatus)}>
            {CONVERSATION_STATUSES.map((value) => (
              <MenuItem key={value} value={value}>
                {t(`statuses.${value}`)}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            label={t('form.description')}
            value={description}
            onChange={(e) => setDescription(e.target.value)}
            multiline
            minRows={3}
            error={!!errors.description}
            helperText={errors.description}
          />
          <Box sx={{ display: 'flex', gap: 1, justifyContent: 'flex-end' }}>
            <Button component={Link} to={back}>
              {t('cancel')}
            </Button>
            <Button type="submit" variant="contained" loading={update.isPending}>
              {t('form.save')}
            </Button>
          </Box>
        </Stack>
      </Paper>
    </Stack>
  );
}
