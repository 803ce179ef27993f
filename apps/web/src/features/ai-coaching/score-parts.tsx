import { PROGRESS_SCORE_PARTS, type AiStats, type ProgressScorePart } from '@coaching/contract';
import { Box, LinearProgress, Typography } from '@mui/material';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../i18n/format.js';

type Metrics = AiStats['progressMetrics'];
type PartName = ProgressScorePart['part'];

/** What the part stands at, in the reader's terms: '1 of 2 completed', '62% positive', 'average 4.5 of 5 stars'. */
function useFigure() {
  const { t } = useTranslation('ai-coaching');
  const format = useFormat();
  return (part: ProgressScorePart, metrics: Metrics) => {
    switch (part.part) {
      case 'actionItems':
        return t('score.figures.actionItems', { completed: format.number(metrics.completedActionItems), total: format.number(metrics.totalActionItems) });
      case 'sentiment':
        return t('score.figures.sentiment', { score: format.percent(part.score) });
      case 'rating':
        return t('score.figures.rating', { rating: format.number(Math.round((metrics.averageRating ?? 1) * 10) / 10) });
    }
  };
}

function Part({ name, part, figure }: { name: PartName; part: ProgressScorePart | undefined; figure: string | undefined }) {
  const { t } = useTranslation('ai-coaching');
  const format = useFormat();
  const labelId = useId();
  return (
    <Box component="li" sx={{ display: 'grid', gap: 0.5 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', justifyContent: 'space-between', columnGap: 2 }}>
        <Typography id={labelId} variant="body2" sx={{ fontWeight: 600 }}>
          {t(`score.parts.${name}`)}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {part ? t('score.weight', { weight: format.percent(part.weight) }) : t(`score.missing.${name}`)}
        </Typography>
      </Box>
      {part && (
        <>
          <LinearProgress variant="determinate" value={part.score} aria-labelledby={labelId} aria-valuetext={figure} sx={{ height: 6, borderRadius: 3 }} />
          <Typography variant="caption" color="text.secondary">
            {figure}
          </Typography>
        </>
      )}
    </Box>
  );
}

/** The parts the overall score blends, each with its figure and how much it counts; a part without data says so. */
export function ScoreParts({ metrics }: { metrics: Metrics }) {
  const { t } = useTranslation('ai-coaching');
  const figureOf = useFigure();
  return (
    <Box component="ul" aria-label={t('score.partsLabel')} sx={{ listStyle: 'none', m: 0, mt: 2, p: 0, display: 'grid', gap: 1.5 }}>
      {PROGRESS_SCORE_PARTS.map((name) => {
        const part = metrics.scoreParts.find((candidate) => candidate.part === name);
        return <Part key={name} name={name} part={part} figure={part && figureOf(part, metrics)} />;
      })}
    </Box>
  );
}
