import { Box, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { GAP_KEYS, PRINCIPLE_KEYS } from './content.js';
import { BRAND_BAND, LandingSection } from './landing-section.js';
import { gridList } from './layout.js';

const label = { display: 'block', fontWeight: 700, letterSpacing: '0.1em', lineHeight: 1.6 } as const;

export function VisionSection() {
  const { t } = useTranslation('landing');
  return (
    <LandingSection id="vision" title={t('sections.vision')} lead={t('vision.lead')} surface="brand">
      <Typography variant="h4" component="h3" sx={{ mb: 4 }}>
        {t('vision.gapsHeading')}
      </Typography>
      <Box component="ul" sx={gridList(2, 4)}>
        {GAP_KEYS.map((gap) => (
          <Box component="li" key={gap} sx={{ display: 'flex' }}>
            <Box sx={{ width: '100%', p: 3, borderRadius: 3, bgcolor: 'rgba(255, 255, 255, 0.07)', border: '1px solid rgba(255, 255, 255, 0.16)' }}>
              <Typography variant="overline" sx={{ ...label, color: BRAND_BAND.muted }}>
                {t('vision.intended')}
              </Typography>
              <Typography sx={{ fontWeight: 600, mb: 2 }}>{t(`vision.gaps.${gap}.intended`)}</Typography>
              <Typography variant="overline" sx={{ ...label, color: BRAND_BAND.accent }}>
                {t('vision.experienced')}
              </Typography>
              <Typography sx={{ fontWeight: 600 }}>{t(`vision.gaps.${gap}.experienced`)}</Typography>
            </Box>
          </Box>
        ))}
      </Box>
      <Typography variant="h4" component="h3" sx={{ mt: { xs: 8, md: 10 }, mb: 4 }}>
        {t('vision.principlesHeading')}
      </Typography>
      <Box component="ul" sx={gridList(1, 3, { xs: 4, md: 6 })}>
        {PRINCIPLE_KEYS.map((principle) => (
          <Box component="li" key={principle}>
            <Typography variant="h6" component="h4" sx={{ fontWeight: 700, mb: 1 }}>
              {t(`vision.principles.${principle}.title`)}
            </Typography>
            <Typography sx={{ color: BRAND_BAND.muted, lineHeight: 1.7 }}>{t(`vision.principles.${principle}.body`)}</Typography>
          </Box>
        ))}
      </Box>
    </LandingSection>
  );
}
