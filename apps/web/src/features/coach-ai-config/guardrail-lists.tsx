import { GuardrailsSchema, type ClientAiConfig } from '@coaching/contract';
import { Box, Typography } from '@mui/material';
import { useId } from 'react';
import { useController, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ChipListField } from '../../components/chip-list-field.js';
import { valueLabel } from '../../i18n/localize-message.js';

export const GUARDRAIL_LISTS = ['sessionGoals', 'focusAreas', 'personalityTraits', 'topicBoundaries'] as const;
type ListName = (typeof GUARDRAIL_LISTS)[number];

/** How many entries GuardrailsSchema lets each list hold. */
const MAX_ITEMS: Record<ListName, number> = { sessionGoals: 20, focusAreas: 20, personalityTraits: 10, topicBoundaries: 20 };

/** A stored guardrail value as the reader says it: the defaults are translated, a coach's own words stay as typed. */
export const guardrailValue = (value: string) => valueLabel('coach-ai-config:values', value);

/** The guardrail lists, each under its heading: chips to remove, a field to add one. */
export function GuardrailLists({ control }: { control: Control<ClientAiConfig> }) {
  return GUARDRAIL_LISTS.map((name) => <GuardrailList key={name} control={control} name={name} />);
}

function GuardrailList({ control, name }: { control: Control<ClientAiConfig>; name: ListName }) {
  const { t } = useTranslation('coach-ai-config');
  const { field, fieldState } = useController({ control, name: `guardrails.${name}` });
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
        display={guardrailValue}
        maxItems={MAX_ITEMS[name]}
        maxLength={GuardrailsSchema.shape[name].element.maxLength ?? undefined}
        error={fieldState.error ? t('form.tooMany', { max: MAX_ITEMS[name] }) : undefined}
        texts={{
          add: t(`form.lists.${name}.add`),
          addButton: t('form.addButton'),
          empty: t(`form.lists.${name}.empty`),
          remove: (value) => t('form.remove', { value: guardrailValue(value) }),
          duplicate: t('form.duplicate'),
          full: t('form.tooMany', { max: MAX_ITEMS[name] }),
        }}
      />
    </Box>
  );
}
