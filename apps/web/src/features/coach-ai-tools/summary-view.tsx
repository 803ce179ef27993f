import type { ConversationSummary } from '@coaching/contract';
import { Alert, Box, Card, CardContent, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { CopyButton, GeneratedByChip } from './tool-parts.js';

function Points({ title, items, none }: { title: string; items: string[]; none: string }) {
  return (
    <Box component="section" aria-label={title}>
      <Typography variant="subtitle1" component="h3">
        {title}
      </Typography>
      {items.length === 0 ? (
        <Typography color="text.secondary">{none}</Typography>
      ) : (
        <Box component="ul" sx={{ my: 0, pl: 3 }}>
          {items.map((item) => (
            <Typography component="li" key={item}>
              {item}
            </Typography>
          ))}
        </Box>
      )}
    </Box>
  );
}

export function SummaryView({ summary }: { summary: ConversationSummary }) {
  const { t } = useTranslation('coach-ai-tools');
  const text = [summary.title, summary.summary, '', t('summary.keyPoints'), ...summary.keyPoints.map((point) => `- ${point}`), '', t('summary.actionItems'), ...summary.actionItems.map((item) => `- ${item}`)].join('\n');
  return (
    <Card variant="outlined" component="article" aria-label={summary.title}>
      <CardContent>
        <Stack spacing={2}>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' } }}>
            <Typography variant="h5" component="h2">
              {summary.title}
            </Typography>
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
              <GeneratedByChip generatedBy={summary.generatedBy} />
              <CopyButton text={text} />
            </Stack>
          </Stack>
          {summary.source === 'stored_summary' && <Alert severity="info">{t('summary.storedSummary')}</Alert>}
          <Typography>{summary.summary}</Typography>
          <Points title={t('summary.keyPoints')} items={summary.keyPoints} none={t('summary.none')} />
          <Points title={t('summary.actionItems')} items={summary.actionItems} none={t('summary.none')} />
          <Typography color="text.secondary">{t('summary.sentiment', { sentiment: t(`summary.sentiments.${summary.sentiment}`) })}</Typography>
        </Stack>
      </CardContent>
    </Card>
  );
}
