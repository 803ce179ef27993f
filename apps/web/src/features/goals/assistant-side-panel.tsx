import { assistMissingText, type GoalData, type GoalSuggestion } from '@coaching/contract';
import AutoAwesomeIcon from '@mui/icons-material/AutoAwesome';
import { Card, CardContent, CardHeader, Stack, Typography } from '@mui/material';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { AssistantRecentList } from './assistant-recent-list.js';
import { AssistantSuggestionView } from './assistant-suggestion-view.js';
import { GoalAiActions } from './goal-ai-actions.js';
import type { AssistantSuggestions } from './use-assistant-suggestions.js';

type Props = { values: GoalData; ai: AssistantSuggestions; onApply: (suggestion: GoalSuggestion) => void };

/** Summarize needs Specific or Measurable, Expand and Refine need Specific (spec section 5). */
export function AssistantSidePanel({ values, ai, onApply }: Props) {
  const { t } = useTranslation('messages');
  const hintId = useId();

  return (
    <Card variant="outlined" component="section" aria-labelledby={`${hintId}-title`}>
      <CardHeader
        avatar={<AutoAwesomeIcon color="secondary" aria-hidden />}
        title={t('goal.assistantAiTitle')}
        slotProps={{ title: { component: 'h2', variant: 'h6', id: `${hintId}-title` } }}
      />
      <CardContent sx={{ pt: 0 }}>
        <Stack spacing={2}>
          <Typography variant="body2" color="text.secondary">
            {t('goal.assistantAiHint')}
          </Typography>
          <GoalAiActions
            missingFor={(type) => assistMissingText(values, type)}
            pendingType={ai.pendingType}
            onAssist={(type) => void ai.request(type)}
          />
          {ai.shown && <AssistantSuggestionView suggestion={ai.shown} onApply={onApply} />}
          <AssistantRecentList suggestions={ai.recent} shownId={ai.shown?.id} onShow={ai.show} />
        </Stack>
      </CardContent>
    </Card>
  );
}
