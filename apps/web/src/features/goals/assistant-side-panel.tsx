import { assistMissingText, GOAL_MESSAGES, type GoalAssistanceType, type GoalData, type GoalSuggestion } from '@coaching/contract';
import AutoAwesomeIcon from '@mui/icons-material/AutoAwesome';
import { Button, Card, CardContent, CardHeader, Stack, Typography } from '@mui/material';
import { useId } from 'react';
import { AssistantRecentList } from './assistant-recent-list.js';
import { AssistantSuggestionView } from './assistant-suggestion-view.js';
import type { AssistantSuggestions } from './use-assistant-suggestions.js';

const ASSISTANCE_TYPES: GoalAssistanceType[] = ['summarize', 'expand', 'refine'];

type Props = { values: GoalData; ai: AssistantSuggestions; onApply: (suggestion: GoalSuggestion) => void };

/** Summarize needs Specific or Measurable, Expand and Refine need Specific (spec section 5). */
export function AssistantSidePanel({ values, ai, onApply }: Props) {
  const hintId = useId();
  const missing = ASSISTANCE_TYPES.map((type) => assistMissingText(values, type)).find(Boolean);

  return (
    <Card variant="outlined" component="section" aria-labelledby={`${hintId}-title`}>
      <CardHeader
        avatar={<AutoAwesomeIcon color="secondary" aria-hidden />}
        title={GOAL_MESSAGES.assistantAiTitle}
        slotProps={{ title: { component: 'h2', variant: 'h6', id: `${hintId}-title` } }}
      />
      <CardContent sx={{ pt: 0 }}>
        <Stack spacing={2}>
          <Typography variant="body2" color="text.secondary">
            {GOAL_MESSAGES.assistantAiHint}
          </Typography>
          <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
            {ASSISTANCE_TYPES.map((type) => (
              <Button
                key={type}
                variant="outlined"
                size="small"
                disabled={Boolean(assistMissingText(values, type)) || (ai.pendingType !== undefined && ai.pendingType !== type)}
                loading={ai.pendingType === type}
                onClick={() => void ai.request(type)}
                aria-describedby={assistMissingText(values, type) ? hintId : undefined}
              >
                {GOAL_MESSAGES.assistanceLabels[type]}
              </Button>
            ))}
          </Stack>
          {missing && (
            <Typography id={hintId} variant="caption" color="text.secondary">
              {missing}
            </Typography>
          )}
          {ai.shown && <AssistantSuggestionView suggestion={ai.shown} onApply={onApply} />}
          <AssistantRecentList suggestions={ai.recent} shownId={ai.shown?.id} onShow={ai.show} />
        </Stack>
      </CardContent>
    </Card>
  );
}
