import type { SessionStatus } from '@coaching/contract';
import { Chip, type ChipProps } from '@mui/material';
import { useTranslation } from 'react-i18next';

/** Spec section 4: a confirmed session shows a success badge, every other status a warning (outlined once the session is over). */
const OVER: readonly SessionStatus[] = ['completed', 'cancelled', 'no_show'];

/** A session's status as a small badge, in the reader's language (needs the 'sessions' catalogue). */
export function SessionStatusChip({ status, size = 'small' }: { status: SessionStatus; size?: ChipProps['size'] }) {
  const { t } = useTranslation('sessions');
  return (
    <Chip
      size={size}
      color={status === 'confirmed' ? 'success' : 'warning'}
      variant={OVER.includes(status) ? 'outlined' : 'filled'}
      label={t(`status.${status}`)}
    />
  );
}
