import { MenuItem, Stack, TextField } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useTemplates } from '../../api/templates.js';
import { SessionPlanAgenda } from '../../components/session-plan-agenda.js';

const minutesOf = (agenda: readonly { minutes: number }[]) => agenda.reduce((sum, item) => sum + item.minutes, 0);

/** The optional session plan of a new session: one of the coach's plans, its agenda shown once chosen. */
export function SessionPlanField({ value, onChange }: { value: string; onChange: (templateId: string) => void }) {
  const { t } = useTranslation('templates');
  const plans = useTemplates('session_plan');
  const chosen = plans.data?.find((plan) => plan._id === value);
  const hint = plans.isError ? t('plan.loadFailed') : plans.data?.length === 0 ? t('plan.noPlans') : t('plan.hint');
  return (
    <Stack sx={{ gap: 2 }}>
      <TextField
        select
        label={t('plan.label')}
        value={chosen ? value : ''}
        onChange={(event) => onChange(event.target.value)}
        helperText={hint}
        error={plans.isError}
        disabled={!plans.data?.length}
      >
        <MenuItem value="">{t('plan.none')}</MenuItem>
        {(plans.data ?? []).map((plan) => (
          <MenuItem key={plan._id} value={plan._id}>
            {t('plan.option', { title: plan.title, minutes: minutesOf(plan.agenda) })}
          </MenuItem>
        ))}
      </TextField>
      {chosen && <SessionPlanAgenda plan={chosen} />}
    </Stack>
  );
}
