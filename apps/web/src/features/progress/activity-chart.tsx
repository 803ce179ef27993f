import type { ClientProgress } from '@coaching/contract';
import { useTheme } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { StackedWeeksChart } from '../../components/stacked-weeks-chart.js';

type Week = ClientProgress['weeks'][number];

/** The last 12 weeks of activity, stacked: AI messages, messages to the coach, sessions completed, reflections. */
export function ActivityChart({ weeks }: { weeks: Week[] }) {
  const { t } = useTranslation('progress');
  const { palette } = useTheme();
  return (
    <StackedWeeksChart
      title={t('activity.title')}
      description={t('activity.description')}
      emptyMessage={t('activity.empty')}
      showTableLabel={t('showTable')}
      weekLabel={t('activity.week')}
      weeks={weeks}
      series={[
        { key: 'aiMessages', label: t('activity.aiMessages'), color: palette.secondary.main },
        { key: 'messages', label: t('activity.messages'), color: palette.primary.main },
        { key: 'sessions', label: t('activity.sessions'), color: palette.success.main },
        { key: 'reflections', label: t('activity.reflections'), color: palette.warning.main },
      ]}
    />
  );
}
