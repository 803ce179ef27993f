import { AI_CONFIG_LIMITS, type ClientAiConfig } from '@coaching/contract';
import { Controller, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { LabelledSlider } from '../../components/labelled-slider.js';
import { useFormat } from '../../i18n/format.js';

/** Temperature and max tokens, on sliders within the spec's limits (section 5). */
export function ModelFields({ control }: { control: Control<ClientAiConfig> }) {
  const { t } = useTranslation('coach-ai-config');
  const format = useFormat();
  const { temperature, maxTokens } = AI_CONFIG_LIMITS;
  return (
    <>
      <Controller
        control={control}
        name="temperature"
        render={({ field }) => (
          <LabelledSlider
            label={t('form.temperature')}
            helper={t('form.temperatureHelper')}
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            {...temperature}
            marks
            valueText={format.number}
          />
        )}
      />
      <Controller
        control={control}
        name="maxTokens"
        render={({ field }) => (
          <LabelledSlider
            label={t('form.maxTokens')}
            helper={t('form.maxTokensHelper', { min: format.number(maxTokens.min), max: format.number(maxTokens.max) })}
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            {...maxTokens}
            valueText={(value) => t('form.tokens', { value: format.number(value) })}
          />
        )}
      />
    </>
  );
}
