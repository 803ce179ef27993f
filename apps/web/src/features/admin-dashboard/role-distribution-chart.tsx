import type { PlatformAnalytics } from '@coaching/contract';
import { useTheme } from '@mui/material';
import { PieChart } from '@mui/x-charts/PieChart';
import { useTranslation } from 'react-i18next';
import { ChartWithTable } from '../../components/chart-with-table.js';
import { DataTable } from '../../components/data-table.js';
import { CardEmpty, TitledCard } from '../../components/titled-card.js';
import { useFormat } from '../../i18n/format.js';

type Roles = PlatformAnalytics['charts']['roleDistribution'];

/** The accounts by role, as a doughnut and as a table with how many of each are active. */
export function RoleDistributionChart({ roles }: { roles: Roles }) {
  const { t } = useTranslation('admin-dashboard');
  const theme = useTheme();
  const format = useFormat();
  const colors = { client: theme.palette.primary.main, coach: theme.palette.secondary.main, admin: theme.palette.warning.main };
  return (
    <TitledCard title={t('charts.roles.title')} description={t('charts.roles.description')}>
      {(titleId) =>
        roles.every((role) => role.count === 0) ? (
          <CardEmpty message={t('charts.roles.empty')} />
        ) : (
          <ChartWithTable
            showTableLabel={t('charts.showTable')}
            chart={
              <PieChart
                height={240}
                series={[
                  {
                    innerRadius: 50,
                    paddingAngle: 2,
                    data: roles.map((role) => ({ id: role.role, value: role.count, label: t(`roles.${role.role}`), color: colors[role.role] })),
                    valueFormatter: (item) => format.number(item.value),
                  },
                ]}
              />
            }
            table={
              <DataTable
                labelledBy={titleId}
                columns={[{ label: t('charts.roles.role') }, { label: t('charts.roles.count'), numeric: true }, { label: t('charts.roles.active'), numeric: true }]}
                rows={roles.map((role) => ({ key: role.role, header: t(`roles.${role.role}`), cells: [format.number(role.count), format.number(role.active)] }))}
              />
            }
          />
        )
      }
    </TitledCard>
  );
}
