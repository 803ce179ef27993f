import { Box, Skeleton } from '@mui/material';
import { useTranslation } from 'react-i18next';

/** The form's place while the configuration loads. */
export function AiConfigLoading() {
  const { t } = useTranslation('coach-ai-config');
  return (
    <Box role="status" aria-label={t('loading')}>
      <Skeleton variant="rounded" height={160} sx={{ mb: 3 }} />
      <Skeleton variant="rounded" height={200} sx={{ mb: 3 }} />
      <Skeleton variant="rounded" height={160} />
    </Box>
  );
}
