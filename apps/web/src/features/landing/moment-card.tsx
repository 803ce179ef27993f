import { Box, Paper, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Pill } from './pill.js';

type Row = { key: 'intended' | 'experienced' | 'needs'; action?: { key: 'move' | 'bystand'; color: 'primary' | 'secondary' } };

const ROWS: Row[] = [
  { key: 'intended', action: { key: 'move', color: 'primary' } },
  { key: 'experienced' },
  { key: 'needs', action: { key: 'bystand', color: 'secondary' } },
];

/** The pitch in one worked example: what a leader meant, what the room heard, and what would help. */
export function MomentCard() {
  const { t } = useTranslation('landing');
  return (
    <Paper
      component="figure"
      variant="outlined"
      sx={{ m: 0, p: { xs: 3, sm: 4 }, borderRadius: 4, boxShadow: '0 24px 48px -24px rgba(16, 36, 64, 0.35)', maxWidth: 480, mx: 'auto' }}
    >
      <Typography component="figcaption" variant="overline" color="text.secondary" sx={{ display: 'block', lineHeight: 1.6, mb: 1.5 }}>
        {t('moment.caption')}
      </Typography>
      <Typography component="blockquote" sx={{ m: 0, fontSize: '1.35rem', fontWeight: 700, lineHeight: 1.35 }}>
        {t('moment.quote')}
      </Typography>
      <Box component="dl" sx={{ m: 0, mt: 3 }}>
        {ROWS.map((row, index) => (
          <Box key={row.key} sx={index > 0 ? { borderTop: 1, borderColor: 'divider', mt: 2, pt: 2 } : undefined}>
            <Box component="dt" sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 0.75 }}>
              <Typography component="span" variant="body2" color="text.secondary" sx={{ fontWeight: 600 }}>
                {t(`moment.${row.key}`)}
              </Typography>
              {row.action && <Pill tone={row.action.color}>{t(`methodology.actions.${row.action.key}.name`)}</Pill>}
            </Box>
            <Typography component="dd" sx={{ m: 0 }}>
              {t(`moment.${row.key}Text`)}
            </Typography>
          </Box>
        ))}
      </Box>
    </Paper>
  );
}
