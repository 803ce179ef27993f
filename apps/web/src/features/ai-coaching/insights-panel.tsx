import type { AiConversation } from '@coaching/contract';
import { Box, Chip, Divider, Paper, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { valueLabel } from '../../i18n/localize-message.js';
import { ActionItemRow } from './action-item-row.js';
import { FocusAreaPicker } from './focus-area-picker.js';
import { MethodologyStepper } from './methodology-stepper.js';
import { SessionOutcome } from './session-outcome.js';

type InsightsPanelProps = {
  conversation: AiConversation | undefined;
  editable: boolean;
  /** A coach's own assistant: it helps with their practice and follows no coaching methodology. */
  practice?: boolean;
  /** With no conversation open: the focus areas the first message's conversation is created with. */
  nextFocusAreas: string[];
  onNextFocusAreasChange: (areas: string[]) => void;
};

function Section({ title, empty, children }: { title: string; empty: string | false; children?: ReactNode }) {
  return (
    <Box component="section" aria-label={title}>
      <Typography variant="subtitle2" component="h3" sx={{ mb: 0.5 }}>
        {title}
      </Typography>
      {empty ? (
        <Typography variant="body2" color="text.secondary">
          {empty}
        </Typography>
      ) : (
        children
      )}
    </Box>
  );
}

/**
 * Key insights, action items with their status, the methodology stage (not for a coach's assistant) and the focus areas; once the
 * session is completed, all of it under "Session summary", led by the summary, the rating and the next focus.
 */
export function InsightsPanel({ conversation, editable, practice = false, nextFocusAreas, onNextFocusAreasChange }: InsightsPanelProps) {
  const { t } = useTranslation('messages');
  const completed = conversation?.status === 'completed';
  const heading = completed ? t('aiCoaching.sessionSummaryHeading') : t('aiCoaching.insightsHeading');
  return (
    <Paper variant="outlined" component="aside" aria-label={heading} sx={{ p: 2 }}>
      <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 700, mb: 1.5 }}>
        {heading}
      </Typography>
      {!conversation ? (
        <FocusAreaPicker label={t('aiCoaching.nextFocusAreas')} value={nextFocusAreas} onChange={onNextFocusAreasChange} />
      ) : (
        <Stack spacing={2} divider={<Divider flexItem />}>
          {completed && <SessionOutcome conversation={conversation} />}
          {!practice && <MethodologyStepper context={conversation.coachingContext} />}
          <Section title={t('aiCoaching.keyInsights')} empty={conversation.sessionSummary.keyInsights.length === 0 && t('aiCoaching.noInsights')}>
            <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
              {conversation.sessionSummary.keyInsights.map((insight) => (
                <Typography component="li" variant="body2" key={insight} sx={{ overflowWrap: 'anywhere' }}>
                  {insight}
                </Typography>
              ))}
            </Box>
          </Section>
          <Section title={t('aiCoaching.actionItems')} empty={conversation.sessionSummary.actionItems.length === 0 && t('aiCoaching.noActionItems')}>
            <Box component="ul" sx={{ m: 0, p: 0, listStyle: 'none' }}>
              {conversation.sessionSummary.actionItems.map((item) => (
                <ActionItemRow key={item._id} item={item} conversationId={conversation._id} editable={editable} />
              ))}
            </Box>
          </Section>
          <Section title={t('aiCoaching.focusAreasHeading')} empty={conversation.focusAreas.length === 0 && t('aiCoaching.noFocusAreas')}>
            <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.75 }}>
              {conversation.focusAreas.map((area) => (
                <Chip key={area} size="small" label={valueLabel('common:labels.focusAreas', area)} />
              ))}
            </Box>
          </Section>
        </Stack>
      )}
    </Paper>
  );
}
