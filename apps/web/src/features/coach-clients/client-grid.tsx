import type { CoachClient } from '@coaching/contract';
import { Card, CardContent, Grid, Skeleton } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { ClientCard } from './client-card.js';

/** The client cards, three a row on a wide screen. */
export function ClientGrid({ clients, onOpenProfile }: { clients: CoachClient[]; onOpenProfile: (client: CoachClient) => void }) {
  const { t } = useTranslation('coach-clients');
  return (
    <Grid container spacing={2} component="section" aria-label={t('list.label')}>
      {clients.map((client) => (
        <Grid key={client._id} size={{ xs: 12, md: 6, lg: 4 }}>
          <ClientCard client={client} onOpenProfile={onOpenProfile} />
        </Grid>
      ))}
    </Grid>
  );
}

/** The grid's shape while the first page loads. */
export function ClientGridSkeleton() {
  const { t } = useTranslation('coach-clients');
  return (
    <Grid container spacing={2} role="status" aria-label={t('list.loading')} aria-busy="true">
      {[0, 1, 2].map((n) => (
        <Grid key={n} size={{ xs: 12, md: 6, lg: 4 }}>
          <Card variant="outlined">
            <CardContent>
              <Skeleton variant="circular" width={40} height={40} />
              <Skeleton width="60%" />
              <Skeleton width="80%" />
              <Skeleton variant="rounded" height={64} sx={{ mt: 2 }} />
            </CardContent>
          </Card>
        </Grid>
      ))}
    </Grid>
  );
}
