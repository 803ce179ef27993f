import { Box, Button, Card, CardContent, Skeleton, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** What a tile shows: its value once loaded, or that it is loading or failed. */
export type TileState = { status: 'pending' | 'error' | 'success'; value?: string; caption?: string; onRetry: () => unknown; retrying: boolean };

/** One number of My Clients' tiles and what it counts. */
export function ClientStatTile({ label, icon, state }: { label: string; icon: ReactNode; state: TileState }) {
  const { t } = useTranslation('coach-clients');
  return (
    <Card variant="outlined" aria-busy={state.status === 'pending'} sx={{ height: '100%' }}>
      <CardContent>
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
          <Box sx={{ color: 'primary.main', display: 'flex' }} aria-hidden="true">
            {icon}
          </Box>
          <Box sx={{ minWidth: 0 }}>
            <Typography variant="body2" color="text.secondary" component="p">
              {label}
            </Typography>
            <Typography variant="h5" component="p" sx={{ fontWeight: 600 }}>
              {state.status === 'success' ? state.value : state.status === 'pending' ? <Skeleton width={48} /> : '–'}
            </Typography>
            {state.status === 'success' && state.caption && (
              <Typography variant="caption" color="text.secondary" component="p">
                {state.caption}
              </Typography>
            )}
          </Box>
        </Stack>
      </CardContent>
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
