import { Card, CardContent, CardHeader, Skeleton, Stack, Typography } from '@mui/material';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { RetryAlert } from '../../components/retry-alert.js';

type BlockProps = { title: string; action?: ReactNode; landmark?: 'section' | 'nav'; children: (titleId: string) => ReactNode };

/** One block of the dashboard: a landmark (a region unless told) named by its h2, its header's buttons, its content. */
export function DashboardBlock({ landmark = 'section', ...props }: BlockProps) {
  const titleId = useId();
  return (
    <Card variant="outlined" component={landmark} aria-labelledby={titleId}>
      <CardHeader
        title={props.title}
        action={props.action}
        slotProps={{ title: { component: 'h2', variant: 'h6', id: titleId }, action: { sx: { alignSelf: 'center', m: 0 } } }}
        sx={{ flexWrap: 'wrap', gap: 1 }}
      />
      <CardContent sx={{ pt: 0 }}>{props.children(titleId)}</CardContent>
    </Card>
  );
}

/** A block's rows while its data loads, announced as busy. */
export function BlockLoading({ label, rows = 3, height = 56 }: { label: string; rows?: number; height?: number }) {
  return (
    <Stack spacing={1} aria-busy="true" aria-label={label}>
      {Array.from({ length: rows }, (_, index) => (
        <Skeleton key={index} variant="rounded" height={height} />
      ))}
    </Stack>
  );
}

/** A block whose data could not be loaded: what failed, and a retry. */
export function BlockFailed(props: { message: string; onRetry: () => unknown; retrying: boolean }) {
  const { t } = useTranslation('coach-dashboard');
  return (
    <RetryAlert retryLabel={t('tryAgain')} onRetry={props.onRetry} retrying={props.retrying}>
      {props.message}
    </RetryAlert>
  );
}

/** A block with nothing to show yet, and what the coach can do about it. */
export function BlockEmpty({ message, action }: { message: string; action?: ReactNode }) {
  return (
    <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
      <Typography color="text.secondary">{message}</Typography>
      {action}
    </Stack>
  );
}
