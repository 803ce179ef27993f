import { SKILL_LIMITS } from '@coaching/contract';
import { useTheme } from '@mui/material';
import { RadarChart } from '@mui/x-charts/RadarChart';
import { useTranslation } from 'react-i18next';
import { ChartWithTable } from '../../components/chart-with-table.js';
import { DataTable } from '../../components/data-table.js';
import { useFormat } from '../../i18n/format.js';
import { useSkillLabel } from './progress-format.js';
import { coversAll, type SkillRow } from './skill-rows.js';

/** The latest self-rating against the previous one (and the coach's latest), on a radar and in a table. */
export function SkillsChart({ rows, titleId }: { rows: SkillRow[]; titleId: string }) {
  const { t } = useTranslation('progress');
  const format = useFormat();
  const skillLabel = useSkillLabel();
  const { palette } = useTheme();
  const cell = (value: number | null) => (value === null ? t('noValue') : format.number(value));
  const columns = [
    { key: 'latest', label: t('skills.latest'), color: palette.primary.main },
    { key: 'previous', label: t('skills.previous'), color: palette.grey[500] },
    { key: 'coach', label: t('skills.coach'), color: palette.success.main },
  ] as const;
  // The radar shows the skills the client rated last, or their coach's when only the coach has rated.
  const ownRows = rows.filter((row) => row.latest !== null);
  const radarRows = ownRows.length > 0 ? ownRows : rows;
  const drawn = columns.filter(({ key }) => coversAll(radarRows, key));
  return (
    <ChartWithTable
      showTableLabel={t('showTable')}
      chart={
        <RadarChart
          height={320}
          radar={{ max: SKILL_LIMITS.scale.max, metrics: radarRows.map((row) => skillLabel(row.skill)) }}
          series={drawn.map(({ key, label, color }) => ({ label, color, data: radarRows.map((row) => row[key] ?? 0), fillArea: key === 'latest', valueFormatter: (value: number | null) => cell(value) }))}
        />
      }
      table={
        <DataTable
          labelledBy={titleId}
          columns={[{ label: t('skills.skill') }, ...columns.map(({ label }) => ({ label, numeric: true }))]}
          rows={rows.map((row) => ({ key: row.skill, header: skillLabel(row.skill), cells: columns.map(({ key }) => cell(row[key])) }))}
        />
      }
    />
  );
}
