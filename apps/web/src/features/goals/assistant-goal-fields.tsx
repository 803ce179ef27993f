import { GOAL_ASSISTANT_CATEGORIES, GOAL_LIMITS } from '@coaching/contract';
import { MenuItem, Stack, TextField } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { valueLabel } from '../../i18n/localize-message.js';
import type { GoalAssistant } from './use-goal-assistant.js';

/** Title and category: optional here, the save defaults fill them when left empty. */
export function AssistantGoalFields({ values, setField }: Pick<GoalAssistant, 'values' | 'setField'>) {
  const { t } = useTranslation('goals');
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
      <TextField
        label={t('assistant.title')}
        value={values.title}
        onChange={(event) => setField('title', event.target.value)}
        helperText={t('assistant.titleHint')}
        slotProps={{ htmlInput: { maxLength: GOAL_LIMITS.titleMaxLength } }}
      />
      <TextField
        select
        label={t('assistant.category')}
        value={values.category}
        onChange={(event) => setField('category', event.target.value)}
        sx={{ minWidth: { sm: 240 } }}
      >
        {GOAL_ASSISTANT_CATEGORIES.map((category) => (
          <MenuItem key={category} value={category}>
            {valueLabel('common:labels.goalCategories', category)}
          </MenuItem>
        ))}
      </TextField>
    </Stack>
  );
}
