import { Box, Button, Card, CardActionArea, CardContent, Skeleton, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';

/** What a tile shows: its value once loaded, or that it is loading or failed. */
export type TileState = { status: 'pending' | 'error' | 'success'; value?: string; caption?: string; onRetry: () => unknown; retrying: boolean };

type Props = { label: string; icon: ReactNode; to?: string; state: TileState };

/** One of the four tiles of spec section 2: a number and what it counts, opening its page when it has one. */
export function StatTile({ label, icon, to, state }: Props) {
  const { t } = useTranslation('coach-dashboard');
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
            {t('tiles.loadFailed')}
          </Typography>
          <Button size="small" loading={state.retrying} onClick={() => void state.onRetry()}>
            {t('tryAgain')}
          </Button>
        </Stack>
      )}
    </Card>
  );
}
