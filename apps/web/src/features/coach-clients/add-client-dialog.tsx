import { INVITATION_MESSAGES, INVITATION_TTL_DAYS, InviteClientBodySchema, type InviteClientBody } from '@coaching/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, FormLabel, Stack, TextField } from '@mui/material';
import { useId, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { failureMessage } from '../../api/error-messages.js';
import { ChipListField } from '../../components/chip-list-field.js';
import { useInviteClient } from '../../api/invitations.js';
import { notify } from '../../components/notify.js';
import { localizeMessage } from '../../i18n/localize-message.js';

type InviteValues = z.output<typeof InviteClientBodySchema>;
const EMPTY: InviteClientBody = { name: '', email: '', phone: '', goals: [], notes: '' };
const resolver = zodResolver(InviteClientBodySchema);

/** Add New Client (spec sections 3 and 5): Name and Email required, the rest optional; the person gets an invitation by email. */
export function AddClientDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation('invitations');
  const titleId = useId();
  const goalsId = useId();
  const invite = useInviteClient();
  const [failure, setFailure] = useState<string>();
  const form = useForm<InviteClientBody, unknown, InviteValues>({ resolver, defaultValues: EMPTY });
  const { register, control, handleSubmit, watch, reset, formState } = form;
  const [name, email] = watch(['name', 'email']);
  const ready = name.trim() !== '' && email.trim() !== '';

  const close = () => {
    reset(EMPTY);
    setFailure(undefined);
    invite.reset();
    onClose();
  };

  const send = handleSubmit(async (values) => {
    setFailure(undefined);
    try {
      const reply = await invite.mutateAsync(values);
      notify.success(reply.message ?? INVITATION_MESSAGES.sent);
      close();
    } catch (error) {
      setFailure(localizeMessage(failureMessage(error, { fallback: t('add.failed') })));
    }
  });

  const fieldProps = (field: 'name' | 'email' | 'phone' | 'notes') => ({
    ...register(field),
    error: Boolean(formState.errors[field]),
    helperText: localizeMessage(formState.errors[field]?.message),
  });

  return (
    <Dialog open={open} onClose={close} aria-labelledby={titleId} maxWidth="sm" fullWidth>
      <form noValidate onSubmit={(event) => void send(event)}>
        <DialogTitle id={titleId}>{t('add.title')}</DialogTitle>
        <DialogContent>
          <Stack spacing={2}>
            <DialogContentText>{t('add.intro', { days: INVITATION_TTL_DAYS })}</DialogContentText>
            {failure && (
              <Alert severity="error" role="alert">
                {failure}
              </Alert>
            )}
            <TextField label={t('add.name')} required autoFocus autoComplete="off" {...fieldProps('name')} slotProps={{ htmlInput: { maxLength: 200 } }} />
            <TextField label={t('add.email')} required type="email" autoComplete="off" {...fieldProps('email')} />
            <TextField label={t('add.phone')} type="tel" autoComplete="off" {...fieldProps('phone')} slotProps={{ htmlInput: { maxLength: 40 } }} />
            <Stack spacing={1} role="group" aria-labelledby={goalsId}>
              <FormLabel id={goalsId}>{t('add.goals')}</FormLabel>
              <Controller
                control={control}
                name="goals"
                render={({ field, fieldState }) => (
                  <ChipListField
                    values={field.value ?? []}
                    onChange={field.onChange}
                    label={t('add.goals')}
                    maxLength={200}
                    error={fieldState.error ? t('add.tooManyGoals', { count: 20 }) : undefined}
                    texts={{ add: t('add.goalAdd'), addButton: t('add.goalAddButton'), empty: t('add.goalsEmpty'), remove: (goal) => t('add.goalRemove', { goal }) }}
                  />
                )}
              />
            </Stack>
            <TextField
              label={t('add.notes')}
              multiline
              minRows={3}
              {...fieldProps('notes')}
              helperText={localizeMessage(formState.errors.notes?.message) ?? t('add.notesHint')}
              slotProps={{ htmlInput: { maxLength: 2000 } }}
            />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={close}>{t('add.cancel')}</Button>
          <Button type="submit" variant="contained" disabled={!ready} loading={formState.isSubmitting}>
            {t('add.send')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
