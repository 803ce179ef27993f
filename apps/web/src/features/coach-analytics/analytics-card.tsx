import { Card, CardContent, CardHeader, Skeleton, Stack, Typography } from '@mui/material';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { RetryAlert } from '../../components/retry-alert.js';

type CardProps = { title: string; description: string; children: (titleId: string) => ReactNode };

/** One chart or list of the page: a region named by its h2, what it shows in a sentence, then its content. */
export function AnalyticsCard({ title, description, children }: CardProps) {
  const titleId = useId();
  const descriptionId = useId();
  return (
    <Card variant="outlined" component="section" aria-labelledby={titleId} aria-describedby={descriptionId} sx={{ height: '100%' }}>
      <CardHeader
        title={title}
        subheader={description}
        slotProps={{ title: { component: 'h2', variant: 'h6', id: titleId }, subheader: { id: descriptionId, variant: 'body2' } }}
      />
      <CardContent sx={{ pt: 0 }}>{children(titleId)}</CardContent>
    </Card>
  );
}

/** A card's content while its data loads, announced as busy. */
export function CardLoading({ label, height = 280 }: { label: string; height?: number }) {
  return (
    <Stack aria-busy="true" aria-label={label}>
      <Skeleton variant="rounded" height={height} />
    </Stack>
  );
}

/** Data that could not be loaded: what failed, and a retry. */
export function CardFailed(props: { message: string; onRetry: () => unknown; retrying: boolean }) {
  const { t } = useTranslation('coach-analytics');
  return (
    <RetryAlert retryLabel={t('tryAgain')} onRetry={props.onRetry} retrying={props.retrying}>
      {props.message}
    </RetryAlert>
  );
}

/** Nothing to draw yet. */
export function CardEmpty({ message }: { message: string }) {
  return (
    <Typography color="text.secondary" sx={{ py: 4, textAlign: 'center' }}>
      {message}
    </Typography>
  );
}
