import { ToggleButton, ToggleButtonGroup } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../i18n/format.js';
import { GOAL_FILTERS, type GoalFilter as Filter } from './goal-format.js';

type Props = { value: Filter; counts: Record<Filter, number>; onChange: (filter: Filter) => void };

/** All / Active / Completed with their counts; one is always chosen. */
export function GoalFilter({ value, counts, onChange }: Props) {
  const { t } = useTranslation('goals');
  const format = useFormat();
  return (
    <ToggleButtonGroup
      exclusive
      size="small"
      color="primary"
      value={value}
      aria-label={t('filterLabel')}
      onChange={(_event, next: Filter | null) => {
        if (next) onChange(next);
      }}
    >
      {GOAL_FILTERS.map((filter) => (
        <ToggleButton key={filter} value={filter} sx={{ px: 2 }}>
          {t('filterCount', { label: t(`filters.${filter}`), number: format.number(counts[filter]) })}
        </ToggleButton>
      ))}
    </ToggleButtonGroup>
  );
}
