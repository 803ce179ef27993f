import TableChartIcon from '@mui/icons-material/TableChart';
import { Box, Stack, ToggleButton } from '@mui/material';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { visuallyHidden } from './visually-hidden.js';

/**
 * A chart and the same numbers as a table. The chart is drawn for the eye only; the table is always there for
 * screen readers, and shown in the chart's place when the reader presses 'Show as table'.
 */
export function ChartWithTable({ chart, table }: { chart: ReactNode; table: ReactNode }) {
  const { t } = useTranslation('coach-analytics');
  const [asTable, setAsTable] = useState(false);
  return (
    <Stack spacing={1}>
      <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
        <ToggleButton value="table" size="small" selected={asTable} onChange={() => setAsTable((shown) => !shown)} sx={{ gap: 1 }}>
          <TableChartIcon fontSize="small" aria-hidden="true" />
          {t('showTable')}
        </ToggleButton>
      </Box>
      {!asTable && <Box aria-hidden="true">{chart}</Box>}
      <Box sx={asTable ? undefined : visuallyHidden}>{table}</Box>
    </Stack>
  );
}
