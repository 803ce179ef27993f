import { AI_COACHING_MESSAGES as M, type AiStats } from '@coaching/contract';
import { Box, LinearProgress, Paper, Stack, Typography } from '@mui/material';
import { useId } from 'react';

const dateFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

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

/** The totals, the last session and the overall score of the client's AI coaching. */
export function ProgressSummary({ stats }: { stats: AiStats }) {
  const scoreLabelId = useId();
  const score = stats.progressMetrics.overallScore;
  return (
    <Stack spacing={2}>
      <Box component="dl" sx={{ m: 0, display: 'flex', flexWrap: 'wrap', gap: 2 }}>
        <Tile label={M.progressTotalConversations} value={stats.totalAIConversations} />
        <Tile label={M.progressActiveConversations} value={stats.activeConversations} />
        <Tile label={M.progressTotalMessages} value={stats.totalMessages} />
        <Tile label={M.progressLastSession} value={stats.lastAISession ? dateFormat.format(new Date(stats.lastAISession)) : M.progressNoSession} />
      </Box>
      <Paper variant="outlined" sx={{ p: 2 }}>
        <Stack direction="row" sx={{ justifyContent: 'space-between', mb: 1 }}>
          <Typography id={scoreLabelId} variant="subtitle1" component="h2" sx={{ fontWeight: 700 }}>
            {M.progressOverallScore}
          </Typography>
          <Typography variant="subtitle1" sx={{ fontWeight: 700 }}>{`${score}%`}</Typography>
        </Stack>
        <LinearProgress variant="determinate" value={score} aria-labelledby={scoreLabelId} sx={{ height: 10, borderRadius: 5 }} />
      </Paper>
    </Stack>
  );
}
