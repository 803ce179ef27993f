import { AI_COACHING_MESSAGES as M, METHODOLOGY_LABELS, type AiConversation } from '@coaching/contract';
import { Box, Chip, Step, StepLabel, Stepper, Typography } from '@mui/material';
import { METHODOLOGY_STAGES, stageIndex } from './methodology-stages.js';

/** The methodology's four stages with the one the conversation is in highlighted (and marked aria-current). */
export function MethodologyStepper({ context }: { context: AiConversation['coachingContext'] }) {
  const stages = METHODOLOGY_STAGES[context.methodology];
  const current = stageIndex(context.methodology, context.stage);
  return (
    <Box component="section" aria-label={M.methodologyStage}>
      <Typography variant="subtitle2" component="h3">
        {M.methodologyStage}
      </Typography>
      <Typography variant="caption" color="text.secondary">
        {METHODOLOGY_LABELS[context.methodology]}
      </Typography>
      {current === -1 ? (
        <Chip size="small" color="primary" label={context.stage} sx={{ display: 'flex', mt: 1, width: 'fit-content' }} />
      ) : (
        <Stepper activeStep={current} orientation="vertical" sx={{ mt: 1 }}>
          {stages.map((stage, index) => (
            <Step key={stage} completed={index < current} aria-current={index === current ? 'step' : undefined}>
              <StepLabel slotProps={{ label: { sx: { fontWeight: index === current ? 700 : undefined } } }}>{stage}</StepLabel>
            </Step>
          ))}
        </Stepper>
      )}
    </Box>
  );
}
