import { LANDING_SCROLL_THRESHOLD_PX, PATHS } from '@coaching/contract';
import { AppBar, Box, Button, Container, Link, Stack, Toolbar, Typography, useScrollTrigger } from '@mui/material';
import { alpha } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { LanguageMenu } from '../../layouts/language-menu.js';
import { ThemeMenu } from '../../layouts/theme-menu.js';
import { BrandMark } from '../../components/brand-mark.js';
import { SECTION_IDS } from './content.js';
import { MobileNavMenu } from './mobile-nav-menu.js';
import { onSectionLinkClick } from './scroll-to-section.js';

/** On the narrowest phones the name gives way to the buttons but still names the link for screen readers. */
const visuallyHidden = { position: 'absolute', width: '1px', height: '1px', overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap' } as const;

/** Transparent over the hero; once the page moves, it turns solid so the links stay readable over content. */
export function LandingNav({ onLogin, onLoginIntent }: { onLogin: () => void; onLoginIntent: () => void }) {
  const { t } = useTranslation(['landing', 'common']);
  const scrolled = useScrollTrigger({ disableHysteresis: true, threshold: LANDING_SCROLL_THRESHOLD_PX });
  return (
    <AppBar
      position="fixed"
      color="transparent"
      elevation={scrolled ? 4 : 0}
      data-scrolled={scrolled}
      sx={(theme) => ({
        color: 'text.primary',
        transition: theme.transitions.create(['background-color', 'box-shadow', 'border-color']),
        borderBottom: '1px solid',
        borderColor: scrolled ? 'divider' : 'transparent',
        backgroundColor: scrolled ? alpha(theme.palette.background.paper, 0.9) : 'transparent',
        backdropFilter: scrolled ? 'saturate(180%) blur(12px)' : 'none',
      })}
    >
      <Container maxWidth="lg" disableGutters>
        <Toolbar sx={{ gap: { xs: 0.5, sm: 1 }, minHeight: { xs: 64, sm: 72 } }}>
          <Link
            component={RouterLink}
            to={PATHS.landing}
            underline="none"
            color="inherit"
            sx={{ display: 'flex', alignItems: 'center', gap: { xs: 1, sm: 1.25 }, mr: 'auto', borderRadius: 1 }}
          >
            <BrandMark />
            <Typography
              component="span"
              sx={{
                fontWeight: 800,
                fontSize: { xs: '1rem', sm: '1.2rem' },
                letterSpacing: '-0.01em',
                whiteSpace: 'nowrap',
                // On a phone the mark alone names the product, so the language, theme and sign-in buttons fit in any language.
                '@media (max-width: 479.95px)': visuallyHidden,
              }}
            >
              {t('common:productName')}
            </Typography>
          </Link>
          <Box component="nav" aria-label={t('nav.sections')} sx={{ display: { xs: 'none', md: 'block' }, mr: 1 }}>
            <Stack component="ul" direction="row" spacing={0.5} sx={{ listStyle: 'none', m: 0, p: 0 }}>
              {SECTION_IDS.map((section) => (
                <li key={section}>
                  <Button href={`#${section}`} color="inherit" onClick={onSectionLinkClick(section)}>
                    {t(`sections.${section}`)}
                  </Button>
                </li>
              ))}
            </Stack>
          </Box>
          <LanguageMenu />
          <ThemeMenu />
          <Button
            variant="contained"
            sx={{ flexShrink: 0, ml: 0.5 }}
            onClick={onLogin}
            onPointerEnter={onLoginIntent}
            onFocus={onLoginIntent}
          >
            {t('nav.login')}
          </Button>
          <MobileNavMenu />
        </Toolbar>
      </Container>
    </AppBar>
  );
}
