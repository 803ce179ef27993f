import { COACH_MESSAGES, COACH_RATING_MAX } from '@coaching/contract';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, FormControl, FormHelperText, FormLabel, Rating, TextField } from '@mui/material';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { failureMessage } from '../../api/error-messages.js';
import { useCompleteAiConversation } from '../../api/ai-coaching.js';
import { notify } from '../../components/notify.js';

/** Spec section 2: completing a session asks for a rating (required, 1-5) and the next session's focus. */
export function CompleteSessionDialog({ conversationId, onClose }: { conversationId: string; onClose: () => void }) {
  const { t } = useTranslation('messages');
  const complete = useCompleteAiConversation();
  const [rating, setRating] = useState<number | null>(null);
  const [nextSessionFocus, setNextSessionFocus] = useState('');
  const titleId = useId();
  const ratingId = useId();
  const hintId = useId();

  const submit = async () => {
    if (!rating) return;
    try {
      await complete.mutateAsync({ id: conversationId, rating, nextSessionFocus: nextSessionFocus.trim() });
      notify.success(t('aiCoaching.sessionCompleted'));
      onClose();
    } catch (error) {
      notify.error(failureMessage(error, { fallback: COACH_MESSAGES.completeSessionFailed }));
    }
  };

  return (
    <Dialog open onClose={complete.isPending ? undefined : onClose} aria-labelledby={titleId} fullWidth maxWidth="xs">
      <DialogTitle id={titleId}>{t('aiCoaching.completeSession')}</DialogTitle>
      <DialogContent sx={{ display: 'grid', gap: 2.5 }}>
        <FormControl required>
          <FormLabel id={ratingId}>{t('aiCoaching.ratingLabel')}</FormLabel>
          <Rating
            name="session-rating"
            max={COACH_RATING_MAX}
            value={rating}
            onChange={(_event, value) => setRating(value)}
            aria-labelledby={ratingId}
            aria-describedby={hintId}
            sx={{ mt: 1 }}
          />
          <FormHelperText id={hintId} sx={{ mx: 0 }}>
            {t('aiCoaching.ratingHint')}
          </FormHelperText>
        </FormControl>
        <TextField
          label={t('aiCoaching.nextSessionFocusLabel')}
          value={nextSessionFocus}
          onChange={(event) => setNextSessionFocus(event.target.value)}
          multiline
          minRows={2}
          slotProps={{ htmlInput: { maxLength: 500 } }}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={complete.isPending}>
          {t('aiCoaching.cancelAction')}
        </Button>
        <Button variant="contained" disabled={!rating} loading={complete.isPending} onClick={() => void submit()}>
          {t('aiCoaching.completeSession')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
