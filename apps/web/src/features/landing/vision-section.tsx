import { Box, Typography } from '@mui/material';
import { GAPS, PRINCIPLES } from './content.js';
import { BRAND_BAND, LandingSection } from './landing-section.js';
import { gridList } from './layout.js';

const label = { display: 'block', fontWeight: 700, letterSpacing: '0.1em', lineHeight: 1.6 } as const;

export function VisionSection() {
  return (
    <LandingSection
      id="vision"
      title="Vision"
      lead="Leaders judge themselves by their intentions; everyone else lives with their impact. The difference rarely shows in the moment. It surfaces months later in a survey, an exit interview or a project that quietly stalled, when it is too late to learn from. We want to close that gap while the conversation is still warm."
      surface="brand"
    >
      <Typography variant="h4" component="h3" sx={{ mb: 4 }}>
        What was meant, and what was heard
      </Typography>
      <Box component="ul" sx={gridList(2, 4)}>
        {GAPS.map((gap) => (
          <Box component="li" key={gap.intended} sx={{ display: 'flex' }}>
            <Box sx={{ width: '100%', p: 3, borderRadius: 3, bgcolor: 'rgba(255, 255, 255, 0.07)', border: '1px solid rgba(255, 255, 255, 0.16)' }}>
              <Typography variant="overline" sx={{ ...label, color: BRAND_BAND.muted }}>
                Intended
              </Typography>
              <Typography sx={{ fontWeight: 600, mb: 2 }}>{gap.intended}</Typography>
              <Typography variant="overline" sx={{ ...label, color: BRAND_BAND.accent }}>
                Experienced
              </Typography>
              <Typography sx={{ fontWeight: 600 }}>{gap.experienced}</Typography>
            </Box>
          </Box>
        ))}
      </Box>
      <Typography variant="h4" component="h3" sx={{ mt: { xs: 8, md: 10 }, mb: 4 }}>
        Where we are taking coaching
      </Typography>
      <Box component="ul" sx={gridList(1, 3, { xs: 4, md: 6 })}>
        {PRINCIPLES.map((principle) => (
          <Box component="li" key={principle.title}>
            <Typography variant="h6" component="h4" sx={{ fontWeight: 700, mb: 1 }}>
              {principle.title}
            </Typography>
            <Typography sx={{ color: BRAND_BAND.muted, lineHeight: 1.7 }}>{principle.body}</Typography>
          </Box>
        ))}
      </Box>
    </LandingSection>
  );
}
