import { MenuItem, Stack, TextField } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { localizeMessage } from '../../i18n/localize-message.js';
import { INTERVAL_CHOICES, PERIOD_CHOICES, periodParams, rangeError, readPeriod, type IntervalChoice, type PeriodChoice } from './analytics-period.js';

type Props = {
  /** The days the shown report covers, where a custom range starts from. */
  shown: { from: string; to: string } | undefined;
};

/**
 * The period and the grouping of the reports, kept in the address (?period=30d&interval=week, or
 * ?from=2030-01-01&to=2030-03-31) so a view can be shared and survives a reload. A range reaches the address
 * only once the contract accepts it; until then the field says what is wrong.
 */
export function PeriodPicker({ shown }: Props) {
  const { t } = useTranslation('admin-analytics');
  const [params, setParams] = useSearchParams();
  const { choice, interval, query } = readPeriod(params);
  const [range, setRange] = useState({ from: query.from ?? shown?.from ?? '', to: query.to ?? shown?.to ?? '' });
  const error = choice === 'custom' ? rangeError(range.from, range.to) : undefined;

  const apply = (next: { choice: PeriodChoice; interval: IntervalChoice; from: string; to: string }) => {
    if (next.choice !== 'custom') return setParams(periodParams({ period: next.choice }, next.interval));
    if (!rangeError(next.from, next.to)) setParams(periodParams({ from: next.from, to: next.to }, next.interval));
  };
  const choose = (next: PeriodChoice) => {
    const start = next === 'custom' && !range.from && shown ? { from: shown.from, to: shown.to } : range;
    setRange(start);
    apply({ choice: next, interval, ...start });
  };
  const changeRange = (part: 'from' | 'to', value: string) => {
    const next = { ...range, [part]: value };
    setRange(next);
    apply({ choice: 'custom', interval, ...next });
  };

  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} role="search" aria-label={t('picker.label')} sx={{ flexWrap: 'wrap' }}>
      <TextField select size="small" label={t('picker.period')} value={choice} onChange={(event) => choose(event.target.value as PeriodChoice)} sx={{ minWidth: 200 }}>
        {PERIOD_CHOICES.map((option) => (
          <MenuItem key={option} value={option}>
            {t(`periods.${option}`)}
          </MenuItem>
        ))}
      </TextField>
      {choice === 'custom' && (
        <>
          <TextField
            size="small"
            type="date"
            label={t('picker.from')}
            value={range.from}
            onChange={(event) => changeRange('from', event.target.value)}
            error={Boolean(error)}
            helperText={error ? localizeMessage(error) : undefined}
            slotProps={{ inputLabel: { shrink: true } }}
          />
          <TextField size="small" type="date" label={t('picker.to')} value={range.to} onChange={(event) => changeRange('to', event.target.value)} error={Boolean(error)} slotProps={{ inputLabel: { shrink: true } }} />
        </>
      )}
      <TextField
        select
        size="small"
        label={t('picker.interval')}
        value={interval}
        onChange={(event) => apply({ choice, interval: event.target.value as IntervalChoice, ...range })}
        sx={{ minWidth: 160 }}
      >
        {INTERVAL_CHOICES.map((option) => (
          <MenuItem key={option} value={option}>
            {t(`intervals.${option}`)}
          </MenuItem>
        ))}
      </TextField>
    </Stack>
  );
}
