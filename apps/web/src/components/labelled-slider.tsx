import { Box, FormHelperText, Slider, Typography } from '@mui/material';
import { useId } from 'react';

type Props = {
  label: string;
  helper: string;
  /** Shown instead of the helper, in red, when the value is refused. */
  error?: string | undefined;
  value: number;
  onChange: (value: number) => void;
  onBlur?: () => void;
  min: number;
  max: number;
  step: number;
  marks?: boolean;
  /** How a value reads, on the thumb and to a screen reader. */
  valueText: (value: number) => string;
  /** Shown but not to be changed (a reader without the permission to change it). */
  disabled?: boolean;
};

/** A slider named by the label above it and described by the helper text under it (the AI model settings). */
export function LabelledSlider({ label, helper, error, value, onChange, onBlur, min, max, step, marks = false, valueText, disabled = false }: Props) {
  const id = useId();
  return (
    <Box>
      <Typography id={`${id}-label`} gutterBottom>
        {label}
      </Typography>
      <Slider
        value={value}
        onChange={(_event, next) => onChange(next)}
        onBlur={onBlur}
        min={min}
        max={max}
        step={step}
        marks={marks}
        disabled={disabled}
        valueLabelDisplay="auto"
        valueLabelFormat={valueText}
        getAriaValueText={valueText}
        aria-labelledby={`${id}-label`}
        slotProps={{ input: { 'aria-describedby': `${id}-helper` } }}
      />
      <FormHelperText id={`${id}-helper`} error={!!error}>
        {error ?? helper}
      </FormHelperText>
    </Box>
  );
}
