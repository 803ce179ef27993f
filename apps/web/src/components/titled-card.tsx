import { Card, CardContent, CardHeader, Skeleton, Stack, Typography } from '@mui/material';
import { useId, type ReactNode } from 'react';
import { RetryAlert } from './retry-alert.js';

type CardProps = { title: string; description?: string; action?: ReactNode; children: (titleId: string) => ReactNode };

/** One block of a page (a chart, a list): a region named by its h2, what it shows in a sentence, then its content. */
export function TitledCard({ title, description, action, children }: CardProps) {
  const titleId = useId();
  const descriptionId = useId();
  return (
    <Card variant="outlined" component="section" aria-labelledby={titleId} aria-describedby={description ? descriptionId : undefined} sx={{ height: '100%' }}>
      <CardHeader
        title={title}
        subheader={description}
        action={action}
        slotProps={{ title: { component: 'h2', variant: 'h6', id: titleId }, subheader: { id: descriptionId, variant: 'body2' } }}
      />
      <CardContent sx={{ pt: 0 }}>{children(titleId)}</CardContent>
    </Card>
  );
}

/** Content while its data loads, announced as busy. */
export function CardLoading({ label, height = 240 }: { label: string; height?: number }) {
  return (
    <Stack aria-busy="true" aria-label={label}>
      <Skeleton variant="rounded" height={height} />
    </Stack>
  );
}

/** Data that could not be loaded: what failed, and a retry labelled by the caller (e.g. 'Try again'). */
export function CardFailed(props: { message: string; retryLabel: string; onRetry: () => unknown; retrying: boolean }) {
  return (
    <RetryAlert retryLabel={props.retryLabel} onRetry={props.onRetry} retrying={props.retrying}>
      {props.message}
    </RetryAlert>
  );
}

/** Nothing to show yet. */
export function CardEmpty({ message }: { message: string }) {
  return (
    <Typography color="text.secondary" sx={{ py: 3, textAlign: 'center' }}>
      {message}
    </Typography>
  );
}
