import { Box, Typography } from '@mui/material';
import { METHODOLOGIES } from './content.js';
import { FourActions } from './four-actions.js';
import { LandingSection } from './landing-section.js';
import { gridList } from './layout.js';

export function MethodologySection() {
  return (
    <LandingSection
      id="methodology"
      title="Methodology"
      lead="Every conversation is built from four actions. Effective leaders know which one they are using, notice which one the moment needs, and can switch between them."
    >
      <FourActions />
      <Box sx={{ mt: { xs: 8, md: 10 } }}>
        <Typography variant="h4" component="h3" sx={{ mb: 1.5 }}>
          Grounded in established coaching practice
        </Typography>
        <Typography color="text.secondary" sx={{ maxWidth: 680, mb: 4, lineHeight: 1.65 }}>
          The AI coach and the human coaches on the platform work from four methodologies that coaches already know and trust.
          Name the style you prefer in your profile, or leave the choice to your coach.
        </Typography>
        <Box component="ul" sx={gridList(2, 4, { xs: 3, md: 4 })}>
          {METHODOLOGIES.map((method) => (
            <Box component="li" key={method.name} sx={{ borderTop: 3, borderColor: 'secondary.main', pt: 2 }}>
              <Typography variant="h6" component="h4" sx={{ fontWeight: 700, mb: 1 }}>
                {method.name}
              </Typography>
              <Typography variant="body2" color="text.secondary" sx={{ lineHeight: 1.7 }}>
                {method.body}
              </Typography>
            </Box>
          ))}
        </Box>
      </Box>
    </LandingSection>
  );
}
