import { TEMPLATE_FIRST_NAME_PLACEHOLDER, TEMPLATE_LIMITS, type Template, type TemplateKind } from '@coaching/contract';
import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle, Stack, TextField } from '@mui/material';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { failureMessage } from '../../api/error-messages.js';
import { useSaveTemplate } from '../../api/templates.js';
import { notify } from '../../components/notify.js';
import { localizeMessage } from '../../i18n/localize-message.js';
import { AgendaEditor } from './agenda-editor.js';
import { templateFormResolver, templateFormValues, type TemplateFormValues } from './template-form.js';

type Props = { kind: TemplateKind; template?: Template; onClose: () => void };

/** Creates or edits a template: a title, then an agenda (session plan) or a text (message template). */
export function TemplateDialog({ kind, template, onClose }: Props) {
  const { t } = useTranslation('templates');
  const titleId = useId();
  const form = useForm<TemplateFormValues>({ resolver: templateFormResolver, defaultValues: templateFormValues(kind, template) });
  const save = useSaveTemplate();
  const [failure, setFailure] = useState<string>();
  const { errors, isDirty } = form.formState;
  const plan = kind === 'session_plan';
  const { ref: titleRef, ...title } = form.register('title');
  const { ref: contentRef, ...content } = form.register('content');

  const submit = form.handleSubmit((values) => {
    setFailure(undefined);
    save.mutate(
      { id: template?._id, body: { ...values, title: values.title.trim() } },
      {
        onSuccess: (reply) => {
          if (reply.message) notify.success(reply.message);
          onClose();
        },
        onError: (error) => setFailure(failureMessage(error, { fallback: t('dialog.failed') })),
      },
    );
  });

  return (
    <Dialog
      open
      fullWidth
      maxWidth="md"
      aria-labelledby={titleId}
      // Typing is not thrown away by a stray click or Escape: Cancel is the way out.
      onClose={() => {
        if (!isDirty && !save.isPending) onClose();
      }}
      slotProps={{ paper: { component: 'form', noValidate: true, onSubmit: submit } as object }}
    >
      <DialogTitle id={titleId}>{template ? t(`dialog.editTitle.${kind}`) : t(`dialog.createTitle.${kind}`)}</DialogTitle>
      <DialogContent>
        <Stack sx={{ gap: 2.5, pt: 1 }}>
          {failure && <Alert severity="error">{localizeMessage(failure)}</Alert>}
          <TextField
            {...title}
            inputRef={titleRef}
            label={t('dialog.title')}
            required
            autoFocus
            error={Boolean(errors.title)}
            helperText={localizeMessage(errors.title?.message)}
            disabled={save.isPending}
            slotProps={{ htmlInput: { maxLength: TEMPLATE_LIMITS.titleMaxLength } }}
          />
          {plan && <AgendaEditor control={form.control} register={form.register} errors={errors} disabled={save.isPending} />}
          <TextField
            {...content}
            inputRef={contentRef}
            label={t(`dialog.content.${kind}`)}
            required={!plan}
            multiline
            minRows={plan ? 2 : 5}
            error={Boolean(errors.content)}
            helperText={localizeMessage(errors.content?.message) ?? (plan ? undefined : t('dialog.contentHint', { placeholder: TEMPLATE_FIRST_NAME_PLACEHOLDER }))}
            disabled={save.isPending}
            slotProps={{ htmlInput: { maxLength: TEMPLATE_LIMITS.contentMaxLength } }}
          />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={save.isPending}>
          {t('dialog.cancel')}
        </Button>
        <Button type="submit" variant="contained" loading={save.isPending}>
          {template ? t('dialog.save') : t('dialog.create')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
