import type { Session } from '@coaching/contract';
import ScheduleIcon from '@mui/icons-material/Schedule';
import { Chip } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { lateness } from './session-facts.js';

/** 'Late cancellation' / 'Late reschedule' (issue 17: recorded and shown to the coach), or that it was waived. */
export function LateMarker({ session }: { session: Session }) {
  const { t } = useTranslation('schedule');
  const late = lateness(session);
  if (!late) return null;
  const label = late.waived ? t('late.waived') : t(late.kind === 'cancellation' ? 'late.cancellation' : 'late.reschedule');
  return <Chip size="small" variant="outlined" color={late.waived ? 'default' : 'error'} icon={<ScheduleIcon aria-hidden />} label={label} />;
}
