import { Alert, Box, Button, Link, Stack, Step, StepLabel, Stepper, Typography } from '@mui/material';
import { FormProvider } from 'react-hook-form';
import { Link as RouterLink } from 'react-router';
import { AuthCardLayout } from './auth-card-layout.js';
import { RegisterAccountStep } from './register-account-step.js';
import { REGISTER_STEP_LABELS } from './register-content.js';
import { STEP_FIELDS } from './register-form.js';
import { RegisterPersonalStep } from './register-personal-step.js';
import { RegisterRoleStep } from './register-role-step.js';
import { LAST_STEP, useRegisterWizard } from './use-register-wizard.js';

const STEPS = [RegisterAccountStep, RegisterPersonalStep, RegisterRoleStep];

export function RegisterPage() {
  const { form, step, failure, back, onFormSubmit } = useRegisterWizard();
  const { errors, isSubmitting } = form.formState;
  const CurrentStep = STEPS[step]!;

  return (
    <AuthCardLayout title="Create your account" subtitle="Three short steps and you are in." width="sm" align="top">
      <Stepper activeStep={step} alternativeLabel sx={{ mb: 3 }}>
        {REGISTER_STEP_LABELS.map((label, index) => (
          <Step key={label} aria-current={index === step ? 'step' : undefined}>
            <StepLabel error={STEP_FIELDS[index]!.some((field) => errors[field])}>{label}</StepLabel>
          </Step>
        ))}
      </Stepper>
      <FormProvider {...form}>
        <Box component="form" noValidate onSubmit={onFormSubmit} aria-label="Create your account">
          <Stack spacing={3}>
            {failure && (
              <Alert severity="error" role="alert">
                {failure}
              </Alert>
            )}
            <CurrentStep />
            <Stack direction="row" spacing={2} sx={{ justifyContent: 'space-between' }}>
              <Button onClick={back} disabled={step === 0 || isSubmitting}>
                Back
              </Button>
              {step === LAST_STEP ? (
                <Button key="create" type="submit" variant="contained" loading={isSubmitting}>
                  Create Account
                </Button>
              ) : (
                <Button key="next" type="submit" variant="contained">
                  Next
                </Button>
              )}
            </Stack>
          </Stack>
        </Box>
      </FormProvider>
      <Typography variant="body2" sx={{ mt: 3, textAlign: 'center' }}>
        Already have an account?{' '}
        <Link component={RouterLink} to="/login">
          Sign in here
        </Link>
      </Typography>
    </AuthCardLayout>
  );
}
