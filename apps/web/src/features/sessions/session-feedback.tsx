import { SESSION_LIMITS, SessionFeedbackBodySchema, type ClientFeedback, type Session } from '@coaching/contract';
import { Alert, Box, Button, Rating, Stack, TextField, Typography } from '@mui/material';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { failureMessage } from '../../api/error-messages.js';
import { sessionsApi, useSessionChange } from '../../api/sessions.js';
import { notify } from '../../components/notify.js';
import { useFormat } from '../../i18n/format.js';
import { localizeMessage } from '../../i18n/localize-message.js';

const ASPECTS = ['satisfaction', 'clarity', 'actionability'] as const;
type Aspect = (typeof ASPECTS)[number];

/** The client's feedback on a completed session: given once (1-10 each, 8 to start with), then shown. */
export function SessionFeedback({ session }: { session: Session }) {
  const feedback = session.assessment.clientFeedback;
  if (feedback) return <GivenFeedback feedback={feedback} />;
  return <FeedbackForm session={session} />;
}

function FeedbackForm({ session }: { session: Session }) {
  const { t } = useTranslation(['sessions', 'messages']);
  const [ratings, setRatings] = useState<Record<Aspect, number>>({
    satisfaction: SESSION_LIMITS.ratingDefault,
    clarity: SESSION_LIMITS.ratingDefault,
    actionability: SESSION_LIMITS.ratingDefault,
  });
  const [comments, setComments] = useState('');
  const [failure, setFailure] = useState<string | undefined>();
  const send = useSessionChange((body: typeof ratings & { comments: string }) => sessionsApi.feedback(session._id, body));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = SessionFeedbackBodySchema.safeParse({ ...ratings, comments });
    if (!parsed.success) return setFailure(parsed.error.issues[0]?.message);
    setFailure(undefined);
    send.mutate(parsed.data, {
      onSuccess: (reply) => notify.success(reply.message ?? t('messages:success.feedbackSubmitted')),
      onError: (error) => setFailure(failureMessage(error, { fallback: t('feedback.failed') })),
    });
  };

  return (
    <Stack component="form" noValidate onSubmit={submit} sx={{ gap: 2 }}>
      <Typography variant="body2" color="text.secondary">
        {t('feedback.intro')}
      </Typography>
      {ASPECTS.map((aspect) => (
        <RatingField
          key={aspect}
          aspect={aspect}
          value={ratings[aspect]}
          onChange={(value) => setRatings((current) => ({ ...current, [aspect]: value }))}
        />
      ))}
      <TextField
        label={t('feedback.comments')}
        value={comments}
        onChange={(event) => setComments(event.target.value)}
        multiline
        minRows={3}
        slotProps={{ htmlInput: { maxLength: SESSION_LIMITS.commentsMaxLength } }}
      />
      {failure && <Alert severity="error">{localizeMessage(failure)}</Alert>}
      <Box>
        <Button type="submit" variant="contained" loading={send.isPending}>
          {t('feedback.submit')}
        </Button>
      </Box>
    </Stack>
  );
}

function RatingField({ aspect, value, onChange }: { aspect: Aspect; value: number; onChange: (value: number) => void }) {
  const { t } = useTranslation('sessions');
  const legendId = useId();
  return (
    <Box component="fieldset" aria-labelledby={legendId} sx={{ border: 0, p: 0, m: 0 }}>
      <Typography component="legend" id={legendId} variant="subtitle2">
        {t(`feedback.${aspect}`)}
      </Typography>
      <Stack direction="row" sx={{ alignItems: 'center', gap: 1 }}>
        <Rating
          name={`feedback-${aspect}`}
          max={10}
          value={value}
          // Choosing the current star again would clear it; a rating is always given.
          onChange={(_event, next) => next !== null && Number.isFinite(next) && onChange(next)}
          getLabelText={(stars) => t('feedback.stars', { value: stars })}
        />
        <Typography variant="body2" color="text.secondary" aria-hidden>
          {t('feedback.score', { value })}
        </Typography>
      </Stack>
    </Box>
  );
}

function GivenFeedback({ feedback }: { feedback: ClientFeedback }) {
  const { t } = useTranslation('sessions');
  const format = useFormat();
  return (
    <Stack sx={{ gap: 1.5 }}>
      {ASPECTS.map((aspect) => (
        <Stack key={aspect} direction="row" sx={{ alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
          <Typography variant="subtitle2" sx={{ minWidth: 120 }}>
            {t(`feedback.${aspect}`)}
          </Typography>
          <Rating readOnly max={10} value={feedback[aspect]} getLabelText={(stars) => t('feedback.stars', { value: stars })} />
          <Typography variant="body2" color="text.secondary">
            {t('feedback.score', { value: feedback[aspect] })}
          </Typography>
        </Stack>
      ))}
      {feedback.comments && <Typography sx={{ whiteSpace: 'pre-wrap' }}>{feedback.comments}</Typography>}
      <Typography variant="body2" color="text.secondary">
        {t('feedback.submittedOn', { date: format.date(feedback.submittedAt) })}
      </Typography>
    </Stack>
  );
}
