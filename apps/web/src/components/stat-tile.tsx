import { Box, Button, Card, CardActionArea, CardContent, Grid, Skeleton, Stack, Typography } from '@mui/material';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';

/** What a tile shows: its value once loaded, or that it is loading or failed. */
export type TileState = { status: 'pending' | 'error' | 'success'; value?: string; caption?: string; onRetry: () => unknown; retrying: boolean };

/** A query's state as a tile shows it; `show` words the loaded data. */
export function tileState<T>(query: UseQueryResult<T>, show: (data: T) => Pick<TileState, 'value' | 'caption'>): TileState {
  const base = { onRetry: query.refetch, retrying: query.isFetching };
  if (query.isPending) return { ...base, status: 'pending' };
  if (query.isError) return { ...base, status: 'error' };
  return { ...base, status: 'success', ...show(query.data) };
}

type Props = {
  label: string;
  icon: ReactNode;
  /** The page the tile opens, when it has one. */
  to?: string;
  state: TileState;
  /** The feature's words for a failed load and its retry button. */
  failedMessage: string;
  retryLabel: string;
};

/** A number and what it counts, with its caption; opens its page when it has one, and offers a retry when it failed. */
export function StatTile({ label, icon, to, state, failedMessage, retryLabel }: Props) {
  // Divs, not paragraphs: the face may sit inside a link.
  const face = (
    <CardContent>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <Box sx={{ color: 'primary.main', display: 'flex' }} aria-hidden="true">
          {icon}
        </Box>
        <Box sx={{ minWidth: 0 }}>
          <Typography variant="body2" color="text.secondary" component="div">
            {label}
          </Typography>
          <Typography variant="h5" component="div" sx={{ fontWeight: 600 }}>
            {state.status === 'success' ? state.value : state.status === 'pending' ? <Skeleton width={48} /> : '–'}
          </Typography>
          {state.status === 'success' && state.caption && (
            <Typography variant="caption" color="text.secondary" component="div">
              {state.caption}
            </Typography>
          )}
        </Box>
      </Stack>
    </CardContent>
  );
  return (
    <Card variant="outlined" aria-busy={state.status === 'pending'} sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}>
      {to ? (
        <CardActionArea component={RouterLink} to={to} sx={{ flexGrow: 1 }}>
          {face}
        </CardActionArea>
      ) : (
        face
      )}
      {state.status === 'error' && (
        <Stack direction="row" spacing={1} sx={{ px: 2, pb: 1.5, alignItems: 'center', justifyContent: 'space-between' }} role="alert">
          <Typography variant="caption" color="error">
            {failedMessage}
          </Typography>
          <Button size="small" loading={state.retrying} onClick={() => void state.onRetry()}>
            {retryLabel}
          </Button>
        </Stack>
      )}
    </Card>
  );
}

type GridProps = { label: string; tiles: Omit<Props, 'failedMessage' | 'retryLabel'>[]; failedMessage: string; retryLabel: string };

/** A labelled section of tiles, four across on wide screens. */
export function StatTileGrid({ label, tiles, failedMessage, retryLabel }: GridProps) {
  return (
    <Grid container spacing={2} component="section" aria-label={label} sx={{ mb: 3 }}>
      {tiles.map((tile) => (
        <Grid key={tile.label} size={{ xs: 12, sm: 6, md: 3 }}>
          <StatTile {...tile} failedMessage={failedMessage} retryLabel={retryLabel} />
        </Grid>
      ))}
    </Grid>
  );
}
