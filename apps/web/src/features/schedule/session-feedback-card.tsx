import type { Session } from '@coaching/contract';
import { Paper, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useZonedFormat } from './use-coach-zone.js';

/** What the client said after the session: three 1-10 ratings and their comments. */
export function SessionFeedbackCard({ session, zone }: { session: Session; zone: string }) {
  const { t } = useTranslation('schedule');
  const format = useZonedFormat(zone);
  const feedback = session.assessment.clientFeedback;
  return (
    <Paper variant="outlined" sx={{ p: 2 }}>
      <Stack sx={{ gap: 1 }}>
        <Typography variant="h6" component="h2">
          {t('feedback.title')}
        </Typography>
        {!feedback ? (
          <Typography color="text.secondary">{session.status === 'completed' ? t('feedback.none') : t('feedback.after')}</Typography>
        ) : (
          <>
            <Stack component="dl" direction="row" sx={{ gap: 3, flexWrap: 'wrap', m: 0 }}>
              {(['satisfaction', 'clarity', 'actionability'] as const).map((key) => (
                <div key={key}>
                  <Typography component="dt" variant="body2" color="text.secondary">
                    {t(`feedback.${key}`)}
                  </Typography>
                  <Typography component="dd" variant="h6" sx={{ m: 0 }}>
                    {t('feedback.outOfTen', { value: feedback[key] })}
                  </Typography>
                </div>
              ))}
            </Stack>
            {feedback.comments && <Typography sx={{ whiteSpace: 'pre-wrap' }}>{feedback.comments}</Typography>}
            <Typography variant="caption" color="text.secondary">
              {t('feedback.sent', { date: format.dateTime(feedback.submittedAt) })}
            </Typography>
          </>
        )}
      </Stack>
    </Paper>
  );
}
