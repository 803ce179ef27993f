import { COACH_MESSAGES, GUARDRAIL_OPTIONS, type Guardrails } from '@coaching/contract';
import { Box, Button, Grid, MenuItem, Skeleton, Stack, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useGuardrails } from '../../api/ai-coaching.js';
import { useUpdateClientGuardrails } from '../../api/coach.js';
import { notify } from '../../components/notify.js';
import { RetryAlert } from '../../components/retry-alert.js';
import { translateKey } from '../../i18n/localize-message.js';
import { ChipListField } from './chip-list-field.js';

type ChoiceField = 'communicationStyle' | 'responseLength' | 'sessionFrequency';
type ListField = 'sessionGoals' | 'topicBoundaries' | 'personalityTraits' | 'focusAreas';

const CHOICES = {
  communicationStyle: { options: GUARDRAIL_OPTIONS.communicationStyles, group: 'communicationStyles' },
  responseLength: { options: GUARDRAIL_OPTIONS.responseLengths, group: 'responseLengths' },
  sessionFrequency: { options: GUARDRAIL_OPTIONS.sessionFrequencies, group: 'sessionFrequencies' },
} as const;

/** GuardrailsSchema's limits: how many entries each list holds, and how long one may be. */
const LISTS: Record<ListField, { maxItems: number; maxLength: number }> = {
  sessionGoals: { maxItems: 20, maxLength: 200 },
  topicBoundaries: { maxItems: 20, maxLength: 200 },
  personalityTraits: { maxItems: 10, maxLength: 100 },
  focusAreas: { maxItems: 20, maxLength: 100 },
};

/** The AI Configuration tab: the client's guardrails, edited here and saved with PUT /ai-coaching/guardrails/{id}. */
export function AiConfigTab({ clientId }: { clientId: string }) {
  const { t } = useTranslation(['coach-clients', 'messages']);
  const saved = useGuardrails(clientId);
  const update = useUpdateClientGuardrails(clientId);
  const [draft, setDraft] = useState<Guardrails>();

  if (saved.isPending) {
    return (
      <Box role="status" aria-label={t('detail.ai.loading')}>
        <Skeleton height={56} />
        <Skeleton height={56} />
        <Skeleton height={120} />
      </Box>
    );
  }
  if (saved.isError) {
    return (
      <RetryAlert retryLabel={t('tryAgain')} onRetry={saved.refetch} retrying={saved.isFetching}>
        {t('detail.ai.loadFailed')}
      </RetryAlert>
    );
  }
  const form = draft ?? saved.data;
  const change = (next: Partial<Guardrails>) => setDraft({ ...form, ...next });
  const save = () =>
    update.mutate(form, {
      onSuccess: () => {
        setDraft(undefined);
        notify.success(t('detail.ai.saved'));
      },
      onError: () => notify.error(COACH_MESSAGES.updateAiConfigFailed),
    });

  return (
    <Stack
      component="form"
      spacing={3}
      onSubmit={(event) => {
        event.preventDefault();
        save();
      }}
    >
      <Typography variant="body2" color="text.secondary">
        {t('detail.ai.intro')}
      </Typography>
      <Grid container spacing={2}>
        {(Object.keys(CHOICES) as ChoiceField[]).map((field) => (
          <Grid key={field} size={{ xs: 12, sm: 4 }}>
            <TextField
              select
              fullWidth
              label={t(`messages:aiCoaching.guardrailLabels.${field}`)}
              value={form[field]}
              onChange={(event) => change({ [field]: event.target.value })}
            >
              {CHOICES[field].options.map((option) => (
                <MenuItem key={option} value={option}>
                  {translateKey(`coach-clients:detail.ai.${CHOICES[field].group}.${option}`)}
                </MenuItem>
              ))}
            </TextField>
          </Grid>
        ))}
      </Grid>
      {(Object.keys(LISTS) as ListField[]).map((field) => (
        <Box key={field} component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
          <Typography component="legend" variant="subtitle2" sx={{ mb: 1 }}>
            {t(`messages:aiCoaching.guardrailLabels.${field}`)}
          </Typography>
          <ChipListField
            label={t(`messages:aiCoaching.guardrailLabels.${field}`)}
            values={form[field]}
            onChange={(values) => change({ [field]: values })}
            {...LISTS[field]}
          />
        </Box>
      ))}
      <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
        <Button onClick={() => setDraft(undefined)} disabled={!draft || update.isPending}>
          {t('detail.ai.discard')}
        </Button>
        <Button type="submit" variant="contained" loading={update.isPending} disabled={!draft}>
          {t('detail.ai.save')}
        </Button>
      </Stack>
    </Stack>
  );
}
