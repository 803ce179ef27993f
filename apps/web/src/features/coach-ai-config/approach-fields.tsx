import { COACHING_METHODOLOGIES, COACHING_STYLES, GUARDRAIL_OPTIONS, type ClientAiConfig } from '@coaching/contract';
import { Grid, MenuItem, TextField } from '@mui/material';
import { useController, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { translateKey } from '../../i18n/localize-message.js';

type Props = { control: Control<ClientAiConfig> };

const CHOICES = {
  communicationStyle: { name: 'communicationStyle', options: GUARDRAIL_OPTIONS.communicationStyles, group: 'communicationStyles' },
  responseLength: { name: 'guardrails.responseLength', options: GUARDRAIL_OPTIONS.responseLengths, group: 'responseLengths' },
  sessionFrequency: { name: 'guardrails.sessionFrequency', options: GUARDRAIL_OPTIONS.sessionFrequencies, group: 'sessionFrequencies' },
} as const;

/** Coaching style, the frameworks the AI coach may draw on, and how it talks: one select each. */
export function ApproachFields({ control }: Props) {
  const { t } = useTranslation(['coach-ai-config', 'common']);
  const style = useController({ control, name: 'coachingStyle' });
  const frameworks = useController({ control, name: 'frameworks' });
  const methodology = (value: string) => translateKey(`common:labels.methodologies.${value}`);
  return (
    <Grid container spacing={2}>
      <Grid size={{ xs: 12, sm: 6 }}>
        <TextField {...style.field} select fullWidth label={t('form.coachingStyle')} helperText={t('form.coachingStyleHelper')}>
          {COACHING_STYLES.map((option) => (
            <MenuItem key={option} value={option}>
              {t(`styles.${option}`)}
            </MenuItem>
          ))}
        </TextField>
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <TextField
          {...frameworks.field}
          select
          fullWidth
          label={t('form.frameworks')}
          helperText={t('form.frameworksHelper')}
          slotProps={{ select: { multiple: true, renderValue: (selected) => (selected as string[]).map(methodology).join(', ') } }}
        >
          {COACHING_METHODOLOGIES.map((option) => (
            <MenuItem key={option} value={option}>
              {methodology(option)}
            </MenuItem>
          ))}
        </TextField>
      </Grid>
      {(Object.keys(CHOICES) as (keyof typeof CHOICES)[]).map((key) => (
        <Grid key={key} size={{ xs: 12, sm: 4 }}>
          <ChoiceField control={control} label={t(`form.${key}`)} {...CHOICES[key]} />
        </Grid>
      ))}
    </Grid>
  );
}

type ChoiceProps = Props & { label: string } & (typeof CHOICES)[keyof typeof CHOICES];

function ChoiceField({ control, name, label, options, group }: ChoiceProps) {
  const { field } = useController({ control, name });
  return (
    <TextField {...field} select fullWidth label={label}>
      {options.map((option) => (
        <MenuItem key={option} value={option}>
          {translateKey(`coach-ai-config:options.${group}.${option}`)}
        </MenuItem>
      ))}
    </TextField>
  );
}
