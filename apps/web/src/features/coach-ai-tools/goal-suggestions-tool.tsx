import { AI_TOOLS_MESSAGES, SMART_CRITERIA, type SuggestedGoal } from '@coaching/contract';
import { Alert, Button, Card, CardActions, CardContent, Chip, Grid, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useGoalSuggestions } from '../../api/ai-tools.js';
import { ClientSelect } from './client-select.js';
import { CopyButton, GeneratedByChip, ToolFailure } from './tool-parts.js';

function SuggestionCard({ suggestion }: { suggestion: SuggestedGoal }) {
  const { t } = useTranslation('coach-ai-tools');
  const text = [suggestion.title, ...SMART_CRITERIA.map((key) => `${t(`goals.criteria.${key}`)}: ${suggestion[key]}`)].join('\n');
  return (
    <Card variant="outlined" component="article" aria-label={suggestion.title} sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}>
      <CardContent sx={{ flexGrow: 1 }}>
        <Stack spacing={1}>
          <Typography variant="h6" component="h3">
            {suggestion.title}
          </Typography>
          <Chip size="small" label={suggestion.category} sx={{ alignSelf: 'flex-start' }} />
          {SMART_CRITERIA.map((key) => (
            <Typography key={key} variant="body2">
              <strong>{t(`goals.criteria.${key}`)}</strong>: {suggestion[key]}
            </Typography>
          ))}
          <Typography variant="body2" color="text.secondary">
            <strong>{t('goals.why')}</strong>: {suggestion.rationale}
          </Typography>
        </Stack>
      </CardContent>
      <CardActions>
        <CopyButton text={text} aria-label={t('goals.copyGoal', { title: suggestion.title })} />
      </CardActions>
    </Card>
  );
}

/** Pick a client and get SMART goals drawn from what they have shared; each can be copied. */
export function GoalSuggestionsTool() {
  const { t } = useTranslation('coach-ai-tools');
  const [clientId, setClientId] = useState('');
  const suggestions = useGoalSuggestions();
  return (
    <Stack spacing={2}>
      <Typography color="text.secondary">{t('goals.description')}</Typography>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ alignItems: { md: 'flex-start' } }}>
        <ClientSelect
          id="goals-client"
          value={clientId}
          onChange={(id) => {
            setClientId(id);
            suggestions.reset();
          }}
        />
        <Button
          variant="contained"
          sx={{ flexShrink: 0, minHeight: 56 }}
          disabled={!clientId}
          loading={suggestions.isPending}
          loadingPosition="start"
          onClick={() => suggestions.mutate({ clientId })}
        >
          {suggestions.isPending ? t('generating') : t('goals.generate')}
        </Button>
      </Stack>
      {suggestions.isError && <ToolFailure error={suggestions.error} fallback={AI_TOOLS_MESSAGES.suggestionsFailed} />}
      {suggestions.data && (
        <Stack spacing={1}>
          <GeneratedByChip generatedBy={suggestions.data.generatedBy} />
          {suggestions.data.suggestions.length === 0 ? (
            <Alert severity="info">{t('goals.empty')}</Alert>
          ) : (
            <Grid container spacing={2}>
              {suggestions.data.suggestions.map((suggestion) => (
                <Grid key={suggestion.title} size={{ xs: 12, md: 6 }}>
                  <SuggestionCard suggestion={suggestion} />
                </Grid>
              ))}
            </Grid>
          )}
        </Stack>
      )}
    </Stack>
  );
}
