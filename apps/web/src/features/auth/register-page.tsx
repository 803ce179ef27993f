import { PATHS } from '@coaching/contract';
import { Alert, Box, Button, Link, Stack, Step, StepLabel, Stepper, Typography } from '@mui/material';
import { FormProvider } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { localizeMessage } from '../../i18n/localize-message.js';
import { AuthCardLayout } from './auth-card-layout.js';
import { RegisterAccountStep } from './register-account-step.js';
import { REGISTER_STEPS } from './register-content.js';
import { STEP_FIELDS } from './register-form.js';
import { RegisterPersonalStep } from './register-personal-step.js';
import { RegisterRoleStep } from './register-role-step.js';
import { LAST_STEP, useRegisterWizard } from './use-register-wizard.js';

const STEPS = [RegisterAccountStep, RegisterPersonalStep, RegisterRoleStep];

export function RegisterPage() {
  const { t } = useTranslation(['auth', 'messages']);
  const { form, step, failure, back, onFormSubmit } = useRegisterWizard();
  const { errors, isSubmitting } = form.formState;
  const CurrentStep = STEPS[step]!;

  return (
    <AuthCardLayout title={t('register.title')} subtitle={t('register.subtitle')} width="sm" align="top">
      <Stepper activeStep={step} alternativeLabel sx={{ mb: 3 }}>
        {REGISTER_STEPS.map((label, index) => (
          <Step key={label} aria-current={index === step ? 'step' : undefined}>
            <StepLabel error={STEP_FIELDS[index]!.some((field) => errors[field])}>{t(`messages:register.stepLabels.${label}`)}</StepLabel>
          </Step>
        ))}
      </Stepper>
      <FormProvider {...form}>
        <Box component="form" noValidate onSubmit={onFormSubmit} aria-label={t('register.title')}>
          <Stack spacing={3}>
            {failure && (
              <Alert severity="error" role="alert">
                {localizeMessage(failure)}
              </Alert>
            )}
            <CurrentStep />
            <Stack direction="row" spacing={2} sx={{ justifyContent: 'space-between' }}>
              <Button onClick={back} disabled={step === 0 || isSubmitting}>
                {t('register.back')}
              </Button>
              {step === LAST_STEP ? (
                <Button key="create" type="submit" variant="contained" loading={isSubmitting}>
                  {t('register.create')}
                </Button>
              ) : (
                <Button key="next" type="submit" variant="contained">
                  {t('register.next')}
                </Button>
              )}
            </Stack>
          </Stack>
        </Box>
      </FormProvider>
      <Typography variant="body2" sx={{ mt: 3, textAlign: 'center' }}>
        {t('register.haveAccount')}{' '}
        <Link component={RouterLink} to={PATHS.login}>
          {t('messages:register.signInHere')}
        </Link>
      </Typography>
    </AuthCardLayout>
  );
}
