import { Autocomplete, TextField } from '@mui/material';
import { useMemo } from 'react';

/** Every zone this browser knows (IANA names), UTC first. */
function knownZones(): string[] {
  const listed = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  return ['UTC', ...listed.filter((zone) => zone !== 'UTC')];
}

/** '+01:00' style offset of a zone now, for the option's label; nothing when the browser cannot say. */
function offsetOf(zone: string): string {
  try {
    const part = new Intl.DateTimeFormat('en-US', { timeZone: zone, timeZoneName: 'longOffset' }).formatToParts(new Date()).find((each) => each.type === 'timeZoneName');
    return part?.value ?? '';
  } catch {
    return '';
  }
}

type Props = {
  value: string;
  onChange: (zone: string) => void;
  onBlur?: () => void;
  label: string;
  helperText: string;
  noOptionsText: string;
  error?: string | undefined;
  disabled?: boolean;
};

/** A timezone picked from the full IANA list, searchable by typing (Madrid, Tokyo), each with its offset now. */
export function TimezoneField({ value, onChange, onBlur, label, helperText, noOptionsText, error, disabled = false }: Props) {
  const zones = useMemo(() => {
    const all = knownZones();
    return all.includes(value) ? all : [value, ...all];
  }, [value]);
  const offsets = useMemo(() => new Map(zones.map((zone) => [zone, offsetOf(zone)])), [zones]);
  return (
    <Autocomplete
      options={zones}
      value={value}
      disableClearable
      disabled={disabled}
      onChange={(_event, zone) => onChange(zone)}
      onBlur={onBlur}
      noOptionsText={noOptionsText}
      getOptionLabel={(zone) => zone.replace(/_/g, ' ')}
      renderOption={({ key, ...props }, zone) => (
        <li key={key} {...props}>
          {zone.replace(/_/g, ' ')}
          {offsets.get(zone) ? ` (${offsets.get(zone)})` : ''}
        </li>
      )}
      renderInput={(params) => <TextField {...params} label={label} helperText={error ?? helperText} error={Boolean(error)} />}
    />
  );
}
