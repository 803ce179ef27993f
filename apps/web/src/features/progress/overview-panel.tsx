import type { ClientProgress } from '@coaching/contract';
import { Grid } from '@mui/material';
import { AchievementsList } from './achievements-list.js';
import { ActivityChart } from './activity-chart.js';
import { TrendChart } from './trend-chart.js';

/** The 30-day trend, the recent achievements beside it, and the weekly activity below. */
export function OverviewPanel({ progress }: { progress: ClientProgress }) {
  return (
    <Grid container spacing={3}>
      <Grid size={{ xs: 12, lg: 8 }}>
        <TrendChart days={progress.days} />
      </Grid>
      <Grid size={{ xs: 12, lg: 4 }}>
        <AchievementsList achievements={progress.achievements} />
      </Grid>
      <Grid size={12}>
        <ActivityChart weeks={progress.weeks} />
      </Grid>
    </Grid>
  );
}
