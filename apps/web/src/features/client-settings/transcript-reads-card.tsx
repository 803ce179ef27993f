import { PATHS, pathTo, type TranscriptRead } from '@coaching/contract';
import { Chip, CircularProgress, Link, Stack, Table, TableBody, TableCell, TableContainer, TableHead, TableRow, Typography } from '@mui/material';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useTranscriptReads } from '../../api/ai-coaching.js';
import { RetryAlert } from '../../components/retry-alert.js';
import { SettingsCard } from '../../components/settings-card.js';
import { useFormat } from '../../i18n/format.js';

/** "Who read my AI conversations" (issue 18): every full read or download of the client's AI transcripts by someone else. */
export function TranscriptReadsCard() {
  const { t } = useTranslation('client-settings');
  const reads = useTranscriptReads();
  return (
    <SettingsCard title={t('reads.title')} hint={t('reads.hint')}>
      {reads.isPending ? (
        <Stack direction="row" sx={{ gap: 2, alignItems: 'center', py: 2 }}>
          <CircularProgress size={24} aria-label={t('reads.loading')} />
          <Typography color="text.secondary">{t('reads.loading')}</Typography>
        </Stack>
      ) : reads.isError ? (
        <RetryAlert retryLabel={t('reads.tryAgain')} onRetry={() => reads.refetch()} retrying={reads.isFetching}>
          {t('reads.loadFailed')}
        </RetryAlert>
      ) : reads.data.length === 0 ? (
        <Typography color="text.secondary" sx={{ py: 2 }}>
          {t('reads.empty')}
        </Typography>
      ) : (
        <ReadsTable reads={reads.data} />
      )}
    </SettingsCard>
  );
}

function ReadsTable({ reads }: { reads: TranscriptRead[] }) {
  const { t } = useTranslation('client-settings');
  const format = useFormat();
  return (
    <TableContainer>
      <Table size="small" aria-label={t('reads.title')}>
        <TableHead>
          <TableRow>
            <TableCell>{t('reads.columns.reader')}</TableCell>
            <TableCell>{t('reads.columns.conversation')}</TableCell>
            <TableCell>{t('reads.columns.kind')}</TableCell>
            <TableCell>{t('reads.columns.when')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {reads.map((read) => (
            <TableRow key={read._id}>
              <TableCell component="th" scope="row">
                <Stack direction="row" sx={{ gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
                  <span>{readerName(read) ?? t('reads.formerUser')}</span>
                  <Chip size="small" variant="outlined" label={roleLabel(read.reader.role, t)} />
                </Stack>
              </TableCell>
              <TableCell>
                <Link component={RouterLink} to={pathTo(PATHS.client.aiSession, { sessionId: read.conversationId })}>
                  {read.conversationTitle}
                </Link>
              </TableCell>
              <TableCell>{read.kind === 'export' ? t('reads.kinds.export') : t('reads.kinds.transcript')}</TableCell>
              <TableCell>
                <time dateTime={read.readAt}>{format.dateTime(read.readAt)}</time>
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

/** The reader's name; none when their account is gone. */
function readerName({ reader }: TranscriptRead): string | undefined {
  const name = `${reader.firstName} ${reader.lastName}`.trim();
  return name || undefined;
}

function roleLabel(role: string, t: TFunction<'client-settings'>): string {
  if (role === 'coach') return t('reads.roles.coach');
  if (role === 'admin') return t('reads.roles.admin');
  return t('reads.roles.other');
}
