import { ToggleButton, ToggleButtonGroup } from '@mui/material';
import { GOAL_FILTERS, type GoalFilter as Filter } from './goal-format.js';

type Props = { value: Filter; counts: Record<Filter, number>; onChange: (filter: Filter) => void };

/** All / Active / Completed with their counts; one is always chosen. */
export function GoalFilter({ value, counts, onChange }: Props) {
  return (
    <ToggleButtonGroup
      exclusive
      size="small"
      color="primary"
      value={value}
      aria-label="Show goals"
      onChange={(_event, next: Filter | null) => {
        if (next) onChange(next);
      }}
    >
      {GOAL_FILTERS.map((filter) => (
        <ToggleButton key={filter.value} value={filter.value} sx={{ px: 2 }}>
          {`${filter.label} (${counts[filter.value]})`}
        </ToggleButton>
      ))}
    </ToggleButtonGroup>
  );
}
