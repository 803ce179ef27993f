import type { InvitationStatus } from '@coaching/contract';
import { Chip, type ChipProps } from '@mui/material';
import { useTranslation } from 'react-i18next';

const COLORS: Record<InvitationStatus, ChipProps['color']> = {
  pending: 'info',
  accepted: 'success',
  declined: 'default',
  revoked: 'default',
  expired: 'warning',
};

export function InvitationStatusChip({ status }: { status: InvitationStatus }) {
  const { t } = useTranslation('invitations');
  return <Chip size="small" variant="outlined" color={COLORS[status]} label={t(`list.statuses.${status}`)} />;
}
