import { PATHS } from '@coaching/contract';
import { Alert, Box, Button, Link, Stack, Step, StepLabel, Stepper, Typography } from '@mui/material';
import type { ComponentType, ReactNode } from 'react';
import { FormProvider } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { localizeMessage } from '../../i18n/localize-message.js';
import { AuthCardLayout } from './auth-card-layout.js';
import { RegisterAccountStep } from './register-account-step.js';
import { REGISTER_STEPS } from './register-content.js';
import { STEP_FIELDS } from './register-form.js';
import { RegisterPersonalStep } from './register-personal-step.js';
import { RegisterRoleStep } from './register-role-step.js';
import { InvitationLoading, RegisterInvitationNotice, useRegisterInvitation } from './register-invitation.js';
import { useRegisterWizard, type RegisterInvitation } from './use-register-wizard.js';

const STEPS: ComponentType<{ emailLocked: boolean }>[] = [RegisterAccountStep, RegisterPersonalStep, RegisterRoleStep];

/** /register, and /register?invitation=TOKEN from a coach's invitation mail: the account is then that coach's client. */
export function RegisterPage() {
  const [params] = useSearchParams();
  const found = useRegisterInvitation(params.get('invitation') ?? undefined);
  if (found.kind === 'loading') return <InvitationLoading />;
  const invitation = found.kind === 'usable' ? { token: found.token, email: found.preview.email } : undefined;
  // Keyed by the invitation, so that the form starts with its email once it is known.
  return <RegisterWizard key={invitation?.token ?? ''} invitation={invitation} notice={<RegisterInvitationNotice found={found} />} />;
}

function RegisterWizard({ invitation, notice }: { invitation: RegisterInvitation | undefined; notice: ReactNode }) {
  const { t } = useTranslation(['auth', 'messages']);
  const { form, step, lastStep, failure, back, onFormSubmit } = useRegisterWizard(invitation);
  const { errors, isSubmitting } = form.formState;
  const CurrentStep = STEPS[step]!;

  return (
    <AuthCardLayout title={t('register.title')} subtitle={t('register.subtitle')} width="sm" align="top">
      {notice}
      <Stepper activeStep={step} alternativeLabel sx={{ mb: 3 }}>
        {REGISTER_STEPS.slice(0, lastStep + 1).map((label, index) => (
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
            <CurrentStep emailLocked={Boolean(invitation)} />
            <Stack direction="row" spacing={2} sx={{ justifyContent: 'space-between' }}>
              <Button onClick={back} disabled={step === 0 || isSubmitting}>
                {t('register.back')}
              </Button>
              {step === lastStep ? (
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
