import type { AiStats } from '@coaching/contract';
import { Box, LinearProgress, Paper, Stack, Typography } from '@mui/material';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../i18n/format.js';
import { ScoreParts } from './score-parts.js';

function Tile({ label, value }: { label: string; value: string | number }) {
  return (
    <Paper variant="outlined" sx={{ p: 2, flex: 1, minWidth: 160 }}>
      <Typography component="dt" variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography component="dd" variant="h5" sx={{ m: 0, fontWeight: 700 }}>
        {value}
      </Typography>
    </Paper>
  );
}

/** The totals, the last session and the overall score of the client's AI coaching, with what the score is made of. */
export function ProgressSummary({ stats }: { stats: AiStats }) {
  const { t } = useTranslation(['messages', 'ai-coaching']);
  const format = useFormat();
  const scoreLabelId = useId();
  const explanationId = useId();
  const score = stats.progressMetrics.overallScore;
  return (
    <Stack spacing={2}>
      <Box component="dl" sx={{ m: 0, display: 'flex', flexWrap: 'wrap', gap: 2 }}>
        <Tile label={t('aiCoaching.progressTotalConversations')} value={format.number(stats.totalAIConversations)} />
        <Tile label={t('aiCoaching.progressActiveConversations')} value={format.number(stats.activeConversations)} />
        <Tile label={t('aiCoaching.progressTotalMessages')} value={format.number(stats.totalMessages)} />
        <Tile
          label={t('aiCoaching.progressLastSession')}
          value={stats.lastAISession ? format.dateTime(stats.lastAISession) : t('aiCoaching.progressNoSession')}
        />
      </Box>
      <Paper variant="outlined" component="section" aria-labelledby={scoreLabelId} sx={{ p: 2 }}>
        <Stack direction="row" sx={{ justifyContent: 'space-between', mb: 1 }}>
          <Typography id={scoreLabelId} variant="subtitle1" component="h2" sx={{ fontWeight: 700 }}>
            {t('aiCoaching.progressOverallScore')}
          </Typography>
          <Typography variant="subtitle1" sx={{ fontWeight: 700 }}>{format.percent(score)}</Typography>
        </Stack>
        <LinearProgress
          variant="determinate"
          value={score}
          aria-labelledby={scoreLabelId}
          aria-describedby={explanationId}
          sx={{ height: 10, borderRadius: 5 }}
        />
        <Typography id={explanationId} variant="body2" color="text.secondary" sx={{ mt: 1.5 }}>
          {t('ai-coaching:score.explanation')}
        </Typography>
        <ScoreParts metrics={stats.progressMetrics} />
      </Paper>
    </Stack>
  );
}
