import { FOCUS_AREAS } from '@coaching/contract';
import { Box, Chip, Typography } from '@mui/material';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

type FocusAreaPickerProps = { label: string; value: string[]; onChange: (value: string[]) => void };

/** The ten focus areas of spec section 9 as toggle chips. */
export function FocusAreaPicker({ label, value, onChange }: FocusAreaPickerProps) {
  const { t } = useTranslation();
  const labelId = useId();
  const toggle = (area: string) => onChange(value.includes(area) ? value.filter((chosen) => chosen !== area) : [...value, area]);
  return (
    <Box role="group" aria-labelledby={labelId}>
      <Typography id={labelId} variant="subtitle2" component="h3" sx={{ mb: 1 }}>
        {label}
      </Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
        {FOCUS_AREAS.map((area) => {
          const chosen = value.includes(area);
          return (
            <Chip
              key={area}
              label={t(`labels.focusAreas.${area}`)}
              size="small"
              clickable
              color={chosen ? 'primary' : 'default'}
              variant={chosen ? 'filled' : 'outlined'}
              aria-pressed={chosen}
              onClick={() => toggle(area)}
            />
          );
        })}
      </Box>
    </Box>
  );
}
