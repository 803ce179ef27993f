import { Box, Skeleton } from '@mui/material';
import { useTranslation } from 'react-i18next';

/** The page's place while the client loads: the header, the links and the form. */
export function ClientEditLoading() {
  const { t } = useTranslation('coach-client-edit');
  return (
    <Box role="status" aria-label={t('loading')}>
      <Skeleton variant="rounded" height={112} sx={{ mb: 3 }} />
      <Skeleton variant="rounded" height={40} sx={{ mb: 3 }} />
      <Skeleton variant="rounded" height={360} />
    </Box>
  );
}
