import { Autocomplete, TextField } from '@mui/material';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { countryCodes, countryName } from './country-names.js';

type Props = { value: string; onChange: (code: string) => void; onBlur: () => void; error?: string | undefined };

/** A country picked by its name in the reader's language or by its code, ZZ (every other country) first. */
export function CountryField({ value, onChange, onBlur, error }: Props) {
  const { t, i18n } = useTranslation('admin-ai-settings');
  const language = i18n.resolvedLanguage ?? i18n.language;
  const codes = useMemo(() => countryCodes(language), [language]);
  const label = (code: string) => (code ? `${countryName(code, language)} (${code})` : '');
  return (
    <Autocomplete
      options={codes}
      value={value || null}
      onChange={(_event, code) => onChange(code ?? '')}
      onBlur={onBlur}
      getOptionLabel={label}
      noOptionsText={t('crisis.form.noCountry')}
      renderInput={(params) => <TextField {...params} required label={t('crisis.form.country')} error={Boolean(error)} helperText={error ?? t('crisis.form.countryHint')} />}
    />
  );
}
