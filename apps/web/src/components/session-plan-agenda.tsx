import type { SessionPlan } from '@coaching/contract';
import { Paper, Stack, Typography } from '@mui/material';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

/** A session's plan (the agenda the coach attached when scheduling), in order, with each item's minutes and the total. */
export function SessionPlanAgenda({ plan }: { plan: Pick<SessionPlan, 'title' | 'agenda'> }) {
  const { t } = useTranslation('templates');
  const headingId = useId();
  const total = plan.agenda.reduce((sum, item) => sum + item.minutes, 0);
  return (
    <Paper variant="outlined" component="section" aria-labelledby={headingId} sx={{ p: 2 }}>
      <Typography id={headingId} variant="h6" component="h2" sx={{ overflowWrap: 'anywhere' }}>
        {t('plan.heading', { title: plan.title })}
      </Typography>
      <Stack component="ol" sx={{ gap: 0.5, my: 1.5, pl: 3 }}>
        {plan.agenda.map((item, index) => (
          <Typography component="li" key={`${index}-${item.title}`}>
            <Stack direction="row" component="span" sx={{ gap: 2, justifyContent: 'space-between' }}>
              <span>{item.title}</span>
              <Typography component="span" color="text.secondary" sx={{ whiteSpace: 'nowrap' }}>
                {t('plan.minutes', { minutes: item.minutes })}
              </Typography>
            </Stack>
          </Typography>
        ))}
      </Stack>
      <Typography variant="body2" color="text.secondary">
        {t('plan.total', { minutes: total })}
      </Typography>
    </Paper>
  );
}
