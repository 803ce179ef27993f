import { PATHS, type RegisterForm, toRegisterBody } from '@coaching/contract';
import { useEffect, useState, type FormEvent } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { useAuth } from '../../auth/auth-provider.js';
import { registerFailure } from './register-failure.js';
import { EMPTY_REGISTER_FORM, registerFormResolver, STEP_FIELDS, stepOf, type RegisterField, type RegisterValues } from './register-form.js';

export const LAST_STEP = STEP_FIELDS.length - 1;

/** A coach's invitation the account is created through: its email is the account's, its role client, and the role step is skipped. */
export type RegisterInvitation = { token: string; email: string };

/** One form across the three steps; each step checks only its own fields before moving on. */
export function useRegisterWizard(invitation?: RegisterInvitation) {
  const { register: createAccount } = useAuth();
  const navigate = useNavigate();
  const form = useForm<RegisterForm, unknown, RegisterValues>({
    resolver: registerFormResolver,
    defaultValues: invitation ? { ...EMPTY_REGISTER_FORM, email: invitation.email, role: 'client' } : EMPTY_REGISTER_FORM,
  });
  const lastStep = invitation ? LAST_STEP - 1 : LAST_STEP;
  const [step, setStep] = useState(0);
  const [failure, setFailure] = useState<string>();
  // A fresh object each time, so asking for the same field twice still moves focus.
  const [focusTarget, setFocusTarget] = useState<{ field: RegisterField }>({ field: invitation ? 'username' : 'email' });

  const { setFocus, trigger, setError, handleSubmit } = form;
  useEffect(() => setFocus(focusTarget.field), [focusTarget, setFocus]);

  const goTo = (target: number, field: RegisterField = STEP_FIELDS[target]![0]!) => {
    setStep(target);
    setFocusTarget({ field });
  };

  const showFirstOf = (hasError: (field: RegisterField) => boolean) => {
    const field = STEP_FIELDS.flat().find(hasError);
    if (field) goTo(stepOf(field), field);
  };

  const next = async () => {
    if (await trigger([...STEP_FIELDS[step]!], { shouldFocus: true })) goTo(step + 1);
  };

  const back = () => goTo(Math.max(0, step - 1));

  const submit = handleSubmit(async (values) => {
    setFailure(undefined);
    try {
      await createAccount({ ...toRegisterBody(values), ...(invitation && { invitationToken: invitation.token }) });
    } catch (error) {
      const outcome = registerFailure(error);
      if (outcome.kind === 'alert') return setFailure(outcome.message);
      for (const [field, message] of outcome.fields) setError(field, { type: 'server', message });
      showFirstOf((field) => outcome.fields.some(([name]) => name === field));
      return;
    }
    // The visitors-only guard takes the new user on to the home of their role.
    await navigate(PATHS.landing);
  }, (errors) => showFirstOf((field) => Boolean(errors[field])));

  /** Enter in a field advances like Next; only the last step creates the account. */
  const onFormSubmit = (event: FormEvent<HTMLFormElement>) => {
    if (step === lastStep) return submit(event);
    event.preventDefault();
    return next();
  };

  return { form, step, lastStep, failure, back, onFormSubmit };
}
