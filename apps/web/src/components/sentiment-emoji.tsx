import { sentimentMood } from '@coaching/contract';
import { Box } from '@mui/material';
import { useTranslation } from 'react-i18next';

const EMOJI = { happy: '😊', neutral: '😐', sad: '😔' } as const;

/** Spec section 4: above 0.6 happy, above 0.4 neutral, otherwise sad; named for screen readers. */
export function SentimentEmoji({ score }: { score: number }) {
  const { t } = useTranslation('messages');
  const mood = sentimentMood(score);
  return (
    <Box component="span" role="img" aria-label={t(`aiCoaching.sentimentLabels.${mood}`)} sx={{ fontSize: '1.25rem', lineHeight: 1 }}>
      {EMOJI[mood]}
    </Box>
  );
}
