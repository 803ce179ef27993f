import type { AiConversation } from '@coaching/contract';
import { Box, Chip, Step, StepLabel, Stepper, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { METHODOLOGY_STAGES, stageIndex } from './methodology-stages.js';

/** The methodology's four stages with the one the conversation is in highlighted (and marked aria-current). */
export function MethodologyStepper({ context }: { context: AiConversation['coachingContext'] }) {
  const { t } = useTranslation(['messages', 'ai-coaching', 'common']);
  const stages = METHODOLOGY_STAGES[context.methodology];
  const current = stageIndex(context.methodology, context.stage);
  return (
    <Box component="section" aria-label={t('aiCoaching.methodologyStage')}>
      <Typography variant="subtitle2" component="h3">
        {t('aiCoaching.methodologyStage')}
      </Typography>
      <Typography variant="caption" color="text.secondary">
        {t(`common:labels.methodologies.${context.methodology}`)}
      </Typography>
      {current === -1 ? (
        <Chip size="small" color="primary" label={context.stage} sx={{ display: 'flex', mt: 1, width: 'fit-content' }} />
      ) : (
        <Stepper activeStep={current} orientation="vertical" sx={{ mt: 1 }}>
          {stages.map((stage, index) => (
            <Step key={stage} completed={index < current} aria-current={index === current ? 'step' : undefined}>
              <StepLabel slotProps={{ label: { sx: { fontWeight: index === current ? 700 : undefined } } }}>
                {t(`ai-coaching:stages.${context.methodology}.${index as 0 | 1 | 2 | 3}`)}
              </StepLabel>
            </Step>
          ))}
        </Stepper>
      )}
    </Box>
  );
}
