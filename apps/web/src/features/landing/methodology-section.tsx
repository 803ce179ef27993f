import { Box, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { METHOD_KEYS } from './content.js';
import { FourActions } from './four-actions.js';
import { LandingSection } from './landing-section.js';
import { gridList } from './layout.js';

export function MethodologySection() {
  const { t } = useTranslation('landing');
  return (
    <LandingSection id="methodology" title={t('sections.methodology')} lead={t('methodology.lead')}>
      <FourActions />
      <Box sx={{ mt: { xs: 8, md: 10 } }}>
        <Typography variant="h4" component="h3" sx={{ mb: 1.5 }}>
          {t('methodology.groundedHeading')}
        </Typography>
        <Typography color="text.secondary" sx={{ maxWidth: 680, mb: 4, lineHeight: 1.65 }}>
          {t('methodology.groundedText')}
        </Typography>
        <Box component="ul" sx={gridList(2, 4, { xs: 3, md: 4 })}>
          {METHOD_KEYS.map((method) => (
            <Box component="li" key={method} sx={{ borderTop: 3, borderColor: 'secondary.main', pt: 2 }}>
              <Typography variant="h6" component="h4" sx={{ fontWeight: 700, mb: 1 }}>
                {t(`methodology.methods.${method}.name`)}
              </Typography>
              <Typography variant="body2" color="text.secondary" sx={{ lineHeight: 1.7 }}>
                {t(`methodology.methods.${method}.body`)}
              </Typography>
            </Box>
          ))}
        </Box>
      </Box>
    </LandingSection>
  );
}
