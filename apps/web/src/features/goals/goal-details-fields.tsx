import { DEFAULT_GOAL_CATEGORY, GOAL_CATEGORIES } from '@coaching/contract';
import { MenuItem, Stack } from '@mui/material';
import { useWatch, type Control } from 'react-hook-form';
import type { GoalFormValues } from './goal-form.js';
import { GoalTextField } from './goal-text-field.js';

/** Title, description, category and target date: every one optional, the save defaults fill blanks. */
export function GoalDetailsFields({ control }: { control: Control<GoalFormValues> }) {
  const category = useWatch({ control, name: 'category' });
  // A goal made on the assistant page may carry one of its categories: keep it choosable.
  const known = (GOAL_CATEGORIES as readonly string[]).includes(category);
  const categories = category && !known ? [...GOAL_CATEGORIES, category] : GOAL_CATEGORIES;
  return (
    <Stack spacing={2}>
      <GoalTextField control={control} name="title" label="Title" autoFocus helperText="Left empty: the first words of Specific" />
      <GoalTextField control={control} name="description" label="Description" multiline minRows={2} />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <GoalTextField control={control} name="category" label="Category" select helperText={`Left empty: ${DEFAULT_GOAL_CATEGORY}`}>
          {categories.map((option) => (
            <MenuItem key={option} value={option}>
              {option}
            </MenuItem>
          ))}
        </GoalTextField>
        <GoalTextField
          control={control}
          name="targetDate"
          label="Target Date"
          type="date"
          helperText="Left empty: three months from today"
          slotProps={{ inputLabel: { shrink: true } }}
        />
      </Stack>
    </Stack>
  );
}
