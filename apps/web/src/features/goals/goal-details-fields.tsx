import { DEFAULT_GOAL_CATEGORY, GOAL_CATEGORIES } from '@coaching/contract';
import { MenuItem, Stack } from '@mui/material';
import { useWatch, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { valueLabel } from '../../i18n/localize-message.js';
import type { GoalFormValues } from './goal-form.js';
import { GoalTextField } from './goal-text-field.js';

type Props = {
  control: Control<GoalFormValues>;
  /** Off on phones, where the keyboard would cover the steps as the dialog opens. */
  autoFocus?: boolean;
};

/** Title, description, category and target date: every one optional, the save defaults fill blanks. */
export function GoalDetailsFields({ control, autoFocus = true }: Props) {
  const { t } = useTranslation('goals');
  const category = useWatch({ control, name: 'category' });
  // A goal made on the assistant page may carry one of its categories: keep it choosable.
  const known = (GOAL_CATEGORIES as readonly string[]).includes(category);
  const categories = category && !known ? [...GOAL_CATEGORIES, category] : GOAL_CATEGORIES;
  return (
    <Stack spacing={2}>
      <GoalTextField control={control} name="title" label={t('dialog.title')} autoFocus={autoFocus} helperText={t('dialog.titleHint')} />
      <GoalTextField control={control} name="description" label={t('dialog.description')} multiline minRows={2} />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <GoalTextField
          control={control}
          name="category"
          label={t('dialog.category')}
          select
          helperText={t('dialog.categoryHint', { category: valueLabel('common:labels.goalCategories', DEFAULT_GOAL_CATEGORY) })}
        >
          {categories.map((option) => (
            <MenuItem key={option} value={option}>
              {valueLabel('common:labels.goalCategories', option)}
            </MenuItem>
          ))}
        </GoalTextField>
        <GoalTextField
          control={control}
          name="targetDate"
          label={t('dialog.targetDate')}
          type="date"
          helperText={t('dialog.targetDateHint')}
          slotProps={{ inputLabel: { shrink: true } }}
        />
      </Stack>
    </Stack>
  );
}
