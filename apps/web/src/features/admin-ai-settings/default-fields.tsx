import { AI_CONFIG_LIMITS, COACHING_STYLES, GUARDRAIL_OPTIONS, GuardrailsSchema, type AiSettings } from '@coaching/contract';
import { Box, Grid, MenuItem, TextField, Typography } from '@mui/material';
import { useId } from 'react';
import { Controller, useController, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ChipListField } from '../../components/chip-list-field.js';
import { LabelledSlider } from '../../components/labelled-slider.js';
import { useFormat } from '../../i18n/format.js';
import { translateKey, valueLabel } from '../../i18n/localize-message.js';

type Props = { control: Control<AiSettings>; disabled: boolean };

/** Temperature and max tokens, on sliders within the spec's limits (section 5), as the coach's AI form has them. */
export function ModelDefaults({ control, disabled }: Props) {
  const { t } = useTranslation('coach-ai-config');
  const format = useFormat();
  const { temperature, maxTokens } = AI_CONFIG_LIMITS;
  return (
    <>
      <Controller
        control={control}
        name="defaults.temperature"
        render={({ field }) => (
          <LabelledSlider label={t('form.temperature')} helper={t('form.temperatureHelper')} value={field.value} onChange={field.onChange} onBlur={field.onBlur} {...temperature} marks valueText={format.number} disabled={disabled} />
        )}
      />
      <Controller
        control={control}
        name="defaults.maxTokens"
        render={({ field }) => (
          <LabelledSlider
            label={t('form.maxTokens')}
            helper={t('form.maxTokensHelper', { min: format.number(maxTokens.min), max: format.number(maxTokens.max) })}
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            {...maxTokens}
            valueText={(value) => t('form.tokens', { value: format.number(value) })}
            disabled={disabled}
          />
        )}
      />
    </>
  );
}

const CHOICES = [
  { name: 'defaults.guardrails.communicationStyle', label: 'communicationStyle', options: GUARDRAIL_OPTIONS.communicationStyles, group: 'communicationStyles' },
  { name: 'defaults.guardrails.responseLength', label: 'responseLength', options: GUARDRAIL_OPTIONS.responseLengths, group: 'responseLengths' },
  { name: 'defaults.guardrails.sessionFrequency', label: 'sessionFrequency', options: GUARDRAIL_OPTIONS.sessionFrequencies, group: 'sessionFrequencies' },
] as const;

/** The coaching style and the guardrails' choices: one select each. */
export function ApproachDefaults({ control, disabled }: Props) {
  const { t } = useTranslation('coach-ai-config');
  const style = useController({ control, name: 'defaults.coachingStyle' });
  return (
    <Grid container spacing={2}>
      <Grid size={{ xs: 12, sm: 6 }}>
        <TextField {...style.field} select fullWidth label={t('form.coachingStyle')} disabled={disabled}>
          {COACHING_STYLES.map((option) => (
            <MenuItem key={option} value={option}>
              {t(`styles.${option}`)}
            </MenuItem>
          ))}
        </TextField>
      </Grid>
      {CHOICES.map((choice) => (
        <Grid key={choice.name} size={{ xs: 12, sm: 6 }}>
          <Controller
            control={control}
            name={choice.name}
            render={({ field }) => (
              <TextField {...field} select fullWidth label={t(`form.${choice.label}`)} disabled={disabled}>
                {choice.options.map((option) => (
                  <MenuItem key={option} value={option}>
                    {translateKey(`coach-ai-config:options.${choice.group}.${option}`)}
                  </MenuItem>
                ))}
              </TextField>
            )}
          />
        </Grid>
      ))}
    </Grid>
  );
}

const LISTS = ['sessionGoals', 'topicBoundaries', 'personalityTraits', 'focusAreas'] as const;
type ListName = (typeof LISTS)[number];
const MAX_ITEMS: Record<ListName, number> = { sessionGoals: 20, focusAreas: 20, personalityTraits: 10, topicBoundaries: 20 };
const shownValue = (value: string) => valueLabel('coach-ai-config:values', value);

/** The guardrails' lists, each under its heading: chips to remove, a field to add one. */
export function GuardrailListDefaults({ control, disabled }: Props) {
  return LISTS.map((name) => <GuardrailList key={name} control={control} name={name} disabled={disabled} />);
}

function GuardrailList({ control, name, disabled }: Props & { name: ListName }) {
  const { t } = useTranslation('coach-ai-config');
  const { field, fieldState } = useController({ control, name: `defaults.guardrails.${name}` });
  const titleId = useId();
  return (
    <Box component="section" aria-labelledby={titleId}>
      <Typography id={titleId} variant="subtitle2" component="h3" sx={{ mb: 1 }}>
        {t(`form.lists.${name}.title`)}
      </Typography>
      <ChipListField
        values={field.value}
        onChange={field.onChange}
        label={t(`form.lists.${name}.title`)}
        display={shownValue}
        maxItems={MAX_ITEMS[name]}
        maxLength={GuardrailsSchema.shape[name].element.maxLength ?? undefined}
        error={fieldState.error ? t('form.tooMany', { max: MAX_ITEMS[name] }) : undefined}
        disabled={disabled}
        texts={{
          add: t(`form.lists.${name}.add`),
          addButton: t('form.addButton'),
          empty: t(`form.lists.${name}.empty`),
          remove: (value) => t('form.remove', { value: shownValue(value) }),
          duplicate: t('form.duplicate'),
          full: t('form.tooMany', { max: MAX_ITEMS[name] }),
        }}
      />
    </Box>
  );
}
