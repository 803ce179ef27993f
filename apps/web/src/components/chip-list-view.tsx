import { Chip, Stack, Typography } from '@mui/material';

type Props = {
  values: readonly string[];
  empty: string;
  /** The list's accessible name, when no heading names it. */
  label?: string;
  /** How a stored value reads (a default the catalogues translate); as stored when left out. */
  display?: (value: string) => string;
  onDelete?: (value: string) => void;
  removeLabel?: (value: string) => string;
};

/** A list as chips; deletable ones go with the chip's cross or the Delete key on a focused chip. */
export function ChipListView({ values, empty, label, display = (value) => value, onDelete, removeLabel }: Props) {
  if (values.length === 0) {
    return (
      <Typography variant="body2" color="text.secondary">
        {empty}
      </Typography>
    );
  }
  return (
    <Stack component="ul" aria-label={label} direction="row" sx={{ flexWrap: 'wrap', gap: 1, listStyle: 'none', m: 0, p: 0 }}>
      {values.map((value) => (
        <li key={value}>
          <Chip label={display(value)} title={removeLabel?.(value)} onDelete={onDelete ? () => onDelete(value) : undefined} />
        </li>
      ))}
    </Stack>
  );
}
