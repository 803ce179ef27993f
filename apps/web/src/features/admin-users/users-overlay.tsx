import { Button, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useUsersGrid } from './users-grid-context.js';

/** What the grid says without rows: nobody yet, or nobody matching (with a way back); nothing over a failed load. */
export function UsersOverlay() {
  const { t } = useTranslation('admin-users');
  const { filtered, failed, filters } = useUsersGrid();
  if (failed) return null;
  return (
    <Stack spacing={1} sx={{ height: '100%', alignItems: 'center', justifyContent: 'center', p: 3 }}>
      <Typography role="status">{filtered ? t('grid.noMatch') : t('grid.empty')}</Typography>
      {filtered && (
        <Button variant="outlined" size="small" onClick={filters.clear}>
          {t('grid.clearFilters')}
        </Button>
      )}
    </Stack>
  );
}
