import { Box, Container, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import type { SectionId } from './content.js';
import { headingId, SECTION_SCROLL_MARGIN } from './scroll-to-section.js';

export type Surface = 'default' | 'paper' | 'brand';

/** The navy band keeps its colours in both modes; its text colours are chosen to pass AA on it. */
export const BRAND_BAND = { background: '#1f3a5f', backgroundDark: '#15263d', text: '#ffffff', muted: 'rgba(255, 255, 255, 0.8)', accent: '#f4b942' };

type Props = { id: SectionId; title: string; lead: string; surface?: Surface; children: ReactNode };

/** One page section: an anchor target whose h2 can take focus when the navigation jumps to it. */
export function LandingSection({ id, title, lead, surface = 'default', children }: Props) {
  const brand = surface === 'brand';
  return (
    <Box
      component="section"
      id={id}
      aria-labelledby={headingId(id)}
      sx={(theme) => ({
        py: { xs: 8, md: 12 },
        scrollMarginTop: SECTION_SCROLL_MARGIN,
        bgcolor: brand ? (theme.palette.mode === 'dark' ? BRAND_BAND.backgroundDark : BRAND_BAND.background) : `background.${surface}`,
        color: brand ? BRAND_BAND.text : 'text.primary',
      })}
    >
      <Container maxWidth="lg">
        <Box sx={{ maxWidth: 720, mb: { xs: 5, md: 7 } }}>
          <Box aria-hidden sx={{ width: 48, height: 4, borderRadius: 2, bgcolor: 'secondary.main', mb: 3 }} />
          <Typography
            id={headingId(id)}
            tabIndex={-1}
            variant="h2"
            sx={{ fontSize: { xs: '2.25rem', md: '3rem' }, width: 'fit-content', mb: 2, '&:focus': { outline: 'none' }, '&:focus-visible': { outline: '2px solid currentColor', outlineOffset: 6, borderRadius: 1 } }}
          >
            {title}
          </Typography>
          <Typography variant="h6" component="p" sx={{ fontWeight: 400, lineHeight: 1.6, color: brand ? BRAND_BAND.muted : 'text.secondary' }}>
            {lead}
          </Typography>
        </Box>
        {children}
      </Container>
    </Box>
  );
}
