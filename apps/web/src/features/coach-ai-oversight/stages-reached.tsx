import type { ConversationAnalysis } from '@coaching/contract';
import { Chip, Stack, Step, StepLabel, Stepper } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { TitledCard } from '../../components/titled-card.js';

/** The methodology's stages in order, those the AI coach worked in marked reached and the current one marked as such. */
export function StagesReached({ analysis }: { analysis: ConversationAnalysis }) {
  const { t } = useTranslation(['coach-ai-oversight', 'ai-coaching', 'common']);
  const methodology = t(`common:labels.methodologies.${analysis.methodology}`);
  const stageName = (index: number, fallback: string) =>
    index >= 0 && index < 4 ? t(`ai-coaching:stages.${analysis.methodology}.${index as 0 | 1 | 2 | 3}`) : fallback;
  const reached = new Set(analysis.stagesReached);
  const currentIndex = analysis.stages.indexOf(analysis.stage);
  return (
    <TitledCard title={t('analysis.stagesTitle')} description={t('analysis.stagesDescription', { methodology })}>
      {() => (
        <Stack spacing={1.5}>
          <Stepper alternativeLabel nonLinear activeStep={currentIndex} sx={{ flexWrap: 'wrap', rowGap: 2 }}>
            {analysis.stages.map((stage, index) => {
              const done = reached.has(stage) || index === currentIndex;
              return (
                <Step key={stage} completed={done} aria-current={index === currentIndex ? 'step' : undefined} data-testid="stage">
                  <StepLabel optional={<Chip size="small" variant={done ? 'filled' : 'outlined'} label={t(done ? 'analysis.reached' : 'analysis.notReached')} />}>
                    {stageName(index, stage)}
                  </StepLabel>
                </Step>
              );
            })}
          </Stepper>
          {analysis.stage && (
            <Chip color="primary" sx={{ alignSelf: 'flex-start' }} label={t('analysis.current', { stage: stageName(currentIndex, analysis.stage) })} />
          )}
        </Stack>
      )}
    </TitledCard>
  );
}
