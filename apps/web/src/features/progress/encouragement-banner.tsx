import type { ClientProgress } from '@coaching/contract';
import { Alert } from '@mui/material';
import { useTranslation } from 'react-i18next';

const SEVERITY = { new: 'info', quiet: 'info', rising: 'success', steady: 'success', dipping: 'info' } as const;

/** A word of encouragement chosen from the real trend of the last 7 days against the 7 before. */
export function EncouragementBanner({ trend }: { trend: ClientProgress['trend'] }) {
  const { t } = useTranslation('progress');
  return (
    <Alert severity={SEVERITY[trend]} variant="outlined" data-trend={trend}>
      {t(`banner.${trend}`)}
    </Alert>
  );
}
