import { Grid, Paper, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { AssistantGoalFields } from './assistant-goal-fields.js';
import { AssistantSidePanel } from './assistant-side-panel.js';
import { AssistantStepper } from './assistant-stepper.js';
import { AssistantSummary } from './assistant-summary.js';
import { useAssistantSuggestions } from './use-assistant-suggestions.js';
import { useGoalAssistant } from './use-goal-assistant.js';

/** /client/goals/assistant: a SMART goal built step by step, with AI help in the side panel. */
export function GoalAssistantPage() {
  const { t } = useTranslation('messages');
  const assistant = useGoalAssistant();
  const ai = useAssistantSuggestions(assistant.values);

  return (
    <>
      <Typography variant="h4" component="h1" gutterBottom>
        {t('goal.assistantHeading')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {t('goal.assistantIntro')}
      </Typography>
      <Grid container spacing={3}>
        <Grid size={{ xs: 12, md: 8 }}>
          <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
            {assistant.completed ? (
              <AssistantSummary values={assistant.values} suggestions={ai.recent} onEdit={assistant.edit} />
            ) : (
              <Stack spacing={3}>
                <AssistantGoalFields values={assistant.values} setField={assistant.setField} />
                <AssistantStepper {...assistant} />
              </Stack>
            )}
          </Paper>
        </Grid>
        <Grid size={{ xs: 12, md: 4 }}>
          <AssistantSidePanel values={assistant.values} ai={ai} onApply={assistant.apply} />
        </Grid>
      </Grid>
    </>
  );
}
