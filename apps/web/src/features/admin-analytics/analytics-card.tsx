import DownloadIcon from '@mui/icons-material/Download';
import { Button, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { saveFile } from '../../api/save-file.js';
import { ChartWithTable } from '../../components/chart-with-table.js';
import { DataTable, type TableColumn } from '../../components/data-table.js';
import { CardEmpty, CardFailed, CardLoading, TitledCard } from '../../components/titled-card.js';
import { csvBlob } from '../../lib/csv.js';

/** A chart's figures as text: the column heads (the first names the rows) and each row's cells, as the table shows them. */
export type FigureTable = { columns: TableColumn[]; rows: { key: string; cells: string[] }[] };

/** What a card needs of its query: whether it loaded, failed, and how to load it again. */
export type CardQuery = { isPending: boolean; isError: boolean; isFetching: boolean; refetch: () => unknown };

type Props = {
  title: string;
  description: string;
  /** Names the downloaded file, without its extension (downloadName()). */
  fileName: string;
  query: CardQuery;
  /** The figures once loaded; null while the query has none. */
  table: FigureTable | null;
  chart: ReactNode;
  /** A line under the chart (how a figure is counted). */
  note?: string;
  emptyMessage: string;
};

/** A download's name, with the days (or months) it covers when known: 'revenue-2030-03-02-to-2030-03-31'. */
export function downloadName(subject: string, covered: { from: string; to: string } | undefined): string {
  return covered ? `${subject}-${covered.from}-to-${covered.to}` : subject;
}

/** The rows of a table as CSV rows: its column heads, then its cells, exactly as shown. */
export function tableCsvRows(table: FigureTable): string[][] {
  return [table.columns.map((column) => column.label), ...table.rows.map((row) => row.cells)];
}

/**
 * One chart of the analytics screen: loading, failed with a retry, or the chart with its accessible table
 * ('Show as table') and a 'Download CSV' of exactly the table's rows.
 */
export function AnalyticsCard({ title, description, fileName, query, table, chart, note, emptyMessage }: Props) {
  const { t } = useTranslation(['admin-analytics', 'messages']);
  const download = table && (
    <Button size="small" startIcon={<DownloadIcon aria-hidden="true" />} onClick={() => saveFile({ blob: csvBlob(tableCsvRows(table)) }, `${fileName}.csv`)}>
      {t('downloadCsv')}
    </Button>
  );
  return (
    <TitledCard title={title} description={description} action={download}>
      {(titleId) => {
        if (query.isPending) return <CardLoading label={t('loading', { title })} height={280} />;
        if (query.isError || !table) {
          return <CardFailed message={t('messages:admin.loadAnalyticsFailed')} retryLabel={t('tryAgain')} onRetry={query.refetch} retrying={query.isFetching} />;
        }
        return (
          <>
            {table.rows.length === 0 ? (
              <CardEmpty message={emptyMessage} />
            ) : (
              <ChartWithTable
                showTableLabel={t('showTable')}
                chart={chart}
                table={<DataTable labelledBy={titleId} columns={table.columns} rows={table.rows.map(({ key, cells: [header = '', ...cells] }) => ({ key, header, cells }))} />}
              />
            )}
            {note && (
              <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
                {note}
              </Typography>
            )}
          </>
        );
      }}
    </TitledCard>
  );
}
