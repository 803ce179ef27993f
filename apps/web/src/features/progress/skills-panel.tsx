import TuneIcon from '@mui/icons-material/Tune';
import { Button, Grid, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSkillRatings } from '../../api/progress.js';
import { CardEmpty, CardFailed, CardLoading, TitledCard } from '../../components/titled-card.js';
import { useFormat } from '../../i18n/format.js';
import { RateSkillsDialog } from './rate-skills-dialog.js';
import { SkillBars } from './skill-bars.js';
import { skillRows } from './skill-rows.js';
import { SkillsChart } from './skills-chart.js';

/** The client's skills: a radar of the latest rating against the previous one and the coach's, and a bar per skill. */
export function SkillsPanel() {
  const { t } = useTranslation('progress');
  const format = useFormat();
  const ratings = useSkillRatings();
  const [rating, setRating] = useState(false);
  if (ratings.isPending) return <CardLoading label={t('skills.loading')} />;
  if (ratings.isError) return <CardFailed message={t('skills.loadFailed')} retryLabel={t('tryAgain')} onRetry={ratings.refetch} retrying={ratings.isFetching} />;
  const rows = skillRows(ratings.data);
  const latest = ratings.data.self.latest;
  const rateButton = (
    <Button variant="contained" startIcon={<TuneIcon />} onClick={() => setRating(true)}>
      {t('skills.rate')}
    </Button>
  );
  return (
    <>
      <Grid container spacing={3}>
        <Grid size={{ xs: 12, md: 7 }}>
          <TitledCard title={t('skills.title')} description={t('skills.description')} action={rateButton}>
            {(titleId) =>
              rows.length === 0 ? (
                <CardEmpty message={t('skills.empty')} />
              ) : (
                <>
                  {latest && (
                    <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
                      {t('skills.ratedOn', { date: format.date(latest.createdAt) })}
                    </Typography>
                  )}
                  <SkillsChart rows={rows} titleId={titleId} />
                </>
              )
            }
          </TitledCard>
        </Grid>
        {rows.length > 0 && (
          <Grid size={{ xs: 12, md: 5 }}>
            <TitledCard title={t('skills.detailsTitle')}>{() => <SkillBars rows={rows} />}</TitledCard>
          </Grid>
        )}
      </Grid>
      {rating && <RateSkillsDialog latest={latest} onClose={() => setRating(false)} />}
    </>
  );
}
