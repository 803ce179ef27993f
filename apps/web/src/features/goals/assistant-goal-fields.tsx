import { GOAL_ASSISTANT_CATEGORIES, GOAL_LIMITS } from '@coaching/contract';
import { MenuItem, Stack, TextField } from '@mui/material';
import type { GoalAssistant } from './use-goal-assistant.js';

/** Title and category: optional here, the save defaults fill them when left empty. */
export function AssistantGoalFields({ values, setField }: Pick<GoalAssistant, 'values' | 'setField'>) {
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
      <TextField
        label="Title"
        value={values.title}
        onChange={(event) => setField('title', event.target.value)}
        helperText="Optional: taken from Specific when left empty"
        slotProps={{ htmlInput: { maxLength: GOAL_LIMITS.titleMaxLength } }}
      />
      <TextField
        select
        label="Category"
        value={values.category}
        onChange={(event) => setField('category', event.target.value)}
        sx={{ minWidth: { sm: 240 } }}
      >
        {GOAL_ASSISTANT_CATEGORIES.map((category) => (
          <MenuItem key={category} value={category}>
            {category}
          </MenuItem>
        ))}
      </TextField>
    </Stack>
  );
}
