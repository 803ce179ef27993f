import { AI_CONFIG_LIMITS, AiConfigSchema, COACHING_STYLES, type AiConfig, type Conversation } from '@coaching/contract';
import { Box, Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, MenuItem, Stack, TextField } from '@mui/material';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useUpdateAiConfig } from '../../api/conversations.js';
import { failureMessage } from '../../api/error-messages.js';
import { LabelledSlider } from '../../components/labelled-slider.js';
import { notify } from '../../components/notify.js';
import { useFormat } from '../../i18n/format.js';

type CoachingStyle = AiConfig['coaching_style'];
type Form = { temperature: number; maxTokens: number; coaching_style: CoachingStyle; systemPrompt: string };
type Errors = Partial<Record<keyof Form, string>>;

const INSTRUCTIONS_MAX = AiConfigSchema.shape.systemPrompt.unwrap().maxLength ?? 4_000;

const formOf = (config: AiConfig): Form => ({ ...config, systemPrompt: config.systemPrompt ?? '' });

/** Only what the coach changed is sent: the server merges it into the stored settings. */
function changesOf(form: Form, saved: Form): Partial<AiConfig> {
  const entries = Object.entries(form).filter(([key, value]) => saved[key as keyof Form] !== value);
  return Object.fromEntries(entries) as Partial<AiConfig>;
}

/** Spec section 5's AI config form for one conversation: how the assistant that suggests the coach's next steps reads it. */
export function AiConfigDialog({ conversation, open, onClose }: { conversation: Conversation; open: boolean; onClose: () => void }) {
  const titleId = useId();
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      {/* A closed dialog unmounts its content, so every opening (after Cancel too) starts from the saved settings. */}
      <AiConfigForm conversation={conversation} titleId={titleId} onClose={onClose} />
    </Dialog>
  );
}

function AiConfigForm({ conversation, titleId, onClose }: { conversation: Conversation; titleId: string; onClose: () => void }) {
  const { t } = useTranslation(['conversations', 'messages']);
  const format = useFormat();
  const update = useUpdateAiConfig(conversation._id);
  const saved = formOf(conversation.aiConfig);
  const [form, setForm] = useState<Form>(saved);
  const [errors, setErrors] = useState<Errors>({});
  const changes = changesOf(form, saved);
  const set = <K extends keyof Form>(key: K, value: Form[K]) => setForm((current) => ({ ...current, [key]: value }));
  const { temperature, maxTokens } = AI_CONFIG_LIMITS;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    // The server's own limits, said before asking it.
    const parsed = AiConfigSchema.partial().safeParse(changes);
    if (!parsed.success) {
      const found: Errors = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] as keyof Form;
        const range = field === 'maxTokens' ? maxTokens : temperature;
        found[field] ??=
          field === 'systemPrompt'
            ? t('aiConfig.instructionsTooLong', { max: format.number(INSTRUCTIONS_MAX) })
            : t('aiConfig.outOfRange', { min: format.number(range.min), max: format.number(range.max) });
      }
      return setErrors(found);
    }
    setErrors({});
    update.mutate(parsed.data, {
      onSuccess: (reply) => {
        notify.success(reply.message ?? t('messages:aiCoaching.aiConfigUpdated'));
        onClose();
      },
      onError: (error) => notify.error(failureMessage(error, { fallback: t('messages:coach.updateAiConfigFailed'), reason: 'none' })),
    });
  };

  return (
    <Box component="form" noValidate onSubmit={submit}>
      <DialogTitle id={titleId}>{t('aiConfig.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>{t('aiConfig.intro')}</DialogContentText>
        <Stack sx={{ gap: 3 }}>
          <LabelledSlider
            label={t('aiConfig.temperature')}
            helper={t('aiConfig.temperatureHelper')}
            error={errors.temperature}
            value={form.temperature}
            onChange={(value) => set('temperature', value)}
            {...temperature}
            marks
            valueText={format.number}
          />
          <LabelledSlider
            label={t('aiConfig.maxTokens')}
            helper={t('aiConfig.maxTokensHelper', { min: format.number(maxTokens.min), max: format.number(maxTokens.max) })}
            error={errors.maxTokens}
            value={form.maxTokens}
            onChange={(value) => set('maxTokens', value)}
            {...maxTokens}
            valueText={(value) => t('aiConfig.tokens', { value: format.number(value) })}
          />
          <TextField select label={t('aiConfig.coachingStyle')} value={form.coaching_style} onChange={(event) => set('coaching_style', event.target.value as CoachingStyle)}>
            {COACHING_STYLES.map((style) => (
              <MenuItem key={style} value={style}>
                {t(`aiConfig.styles.${style}`)}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            label={t('aiConfig.instructions')}
            value={form.systemPrompt}
            onChange={(event) => set('systemPrompt', event.target.value)}
            multiline
            minRows={3}
            maxRows={10}
            error={!!errors.systemPrompt}
            helperText={
              errors.systemPrompt ??
              t('aiConfig.instructionsHelper', { length: format.number(form.systemPrompt.length), max: format.number(INSTRUCTIONS_MAX) })
            }
          />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('cancel')}</Button>
        <Button type="submit" variant="contained" loading={update.isPending} disabled={Object.keys(changes).length === 0}>
          {t('aiConfig.save')}
        </Button>
      </DialogActions>
    </Box>
  );
}
