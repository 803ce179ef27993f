import type { Engagement } from '@coaching/contract';
import { Chip } from '@mui/material';
import { getContrastRatio, type Theme } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';

export const ENGAGEMENT_COLORS = { high: 'success', medium: 'warning', low: 'error' } as const;

/** WCAG AA for normal text. */
const AA_CONTRAST = 4.5;

/** The chip's background: the colour's main shade, or its dark shade where main is too light for the text (dark mode error). */
export function engagementBackground(theme: Theme, level: Engagement): string {
  const palette = theme.palette[ENGAGEMENT_COLORS[level]];
  return getContrastRatio(palette.main, palette.contrastText) >= AA_CONTRAST ? palette.main : palette.dark;
}

export function EngagementChip({ level }: { level: Engagement }) {
  const { t } = useTranslation('messages');
  return (
    <Chip
      size="small"
      color={ENGAGEMENT_COLORS[level]}
      label={t(`aiCoaching.engagementLabels.${level}`)}
      sx={(theme) => ({ bgcolor: engagementBackground(theme, level), fontWeight: 600 })}
    />
  );
}
