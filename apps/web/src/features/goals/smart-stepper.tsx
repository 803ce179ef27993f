import { SMART_CRITERIA, type SmartCriterion } from '@coaching/contract';
import { Box, Step, StepContent, StepLabel, Stepper, useMediaQuery, useTheme } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export type SmartStepperOrientation = 'horizontal' | 'vertical';

/** Five labels side by side need about 500 px: below the sm breakpoint (phones) the steps stand one under the other. */
export function useSmartStepperOrientation(): SmartStepperOrientation {
  const theme = useTheme();
  return useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true }) ? 'vertical' : 'horizontal';
}

type Props = {
  step: number;
  orientation: SmartStepperOrientation;
  /** The accessible name of the stepper's section. */
  label: string;
  /** Criteria whose text the form refuses: their step label shows the error. */
  invalid?: (criterion: SmartCriterion) => boolean;
  /** The current step's field, tips and buttons: under the row of steps, or inside the current step when vertical. */
  children: ReactNode;
};

/** The five SMART criteria, one at a time: the one stepper of the goal dialog and the Goal Assistant. */
export function SmartStepper({ step, orientation, label, invalid = () => false, children }: Props) {
  const { t } = useTranslation('messages');
  const vertical = orientation === 'vertical';
  return (
    <Box component="section" aria-label={label} data-orientation={orientation}>
      <Stepper activeStep={step} orientation={orientation} alternativeLabel={!vertical} sx={vertical ? undefined : { mb: 3 }}>
        {SMART_CRITERIA.map((criterion, index) => (
          <Step key={criterion} aria-current={index === step ? 'step' : undefined}>
            <StepLabel error={invalid(criterion)}>{t(`goal.smartLabels.${criterion}`)}</StepLabel>
            {vertical && (
              <StepContent slotProps={{ transition: { unmountOnExit: true } }}>
                <Box sx={{ pt: 1 }}>{index === step && children}</Box>
              </StepContent>
            )}
          </Step>
        ))}
      </Stepper>
      {!vertical && children}
    </Box>
  );
}
