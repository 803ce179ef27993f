import { PATHS } from '@coaching/contract';
import { Box, Container, Link, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { BrandMark } from '../../components/brand-mark.js';
import { SECTION_IDS } from './content.js';
import { onSectionLinkClick } from './scroll-to-section.js';

const linkSx = { typography: 'body2', color: 'text.secondary', '&:hover': { color: 'text.primary' } } as const;

export function LandingFooter() {
  const { t } = useTranslation(['landing', 'common']);
  const product = t('common:productName');
  return (
    <Box component="footer" sx={{ borderTop: 1, borderColor: 'divider', bgcolor: 'background.default', py: { xs: 6, md: 8 } }}>
      <Container maxWidth="lg">
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={{ xs: 4, md: 8 }} sx={{ justifyContent: 'space-between' }}>
          <Box sx={{ maxWidth: 360 }}>
            <Stack direction="row" spacing={1.25} sx={{ alignItems: 'center', mb: 1.5 }}>
              <BrandMark size={24} />
              <Typography sx={{ fontWeight: 800 }}>{product}</Typography>
            </Stack>
            <Typography variant="body2" color="text.secondary" sx={{ lineHeight: 1.7 }}>
              {t('footer.tagline')}
            </Typography>
          </Box>
          <Stack direction="row" spacing={{ xs: 6, sm: 10 }}>
            <Box component="nav" aria-label={t('nav.footer')}>
              <Typography variant="subtitle2" component="p" sx={{ fontWeight: 700, mb: 1.5 }}>
                {t('footer.explore')}
              </Typography>
              <Stack component="ul" spacing={1} sx={{ listStyle: 'none', m: 0, p: 0 }}>
                {SECTION_IDS.map((section) => (
                  <li key={section}>
                    <Link href={`#${section}`} underline="hover" sx={linkSx} onClick={onSectionLinkClick(section)}>
                      {t(`sections.${section}`)}
                    </Link>
                  </li>
                ))}
              </Stack>
            </Box>
            <Box>
              <Typography variant="subtitle2" component="p" sx={{ fontWeight: 700, mb: 1.5 }}>
                {t('footer.account')}
              </Typography>
              <Stack component="ul" spacing={1} sx={{ listStyle: 'none', m: 0, p: 0 }}>
                <li>
                  <Link component={RouterLink} to={PATHS.register} underline="hover" sx={linkSx}>
                    {t('footer.register')}
                  </Link>
                </li>
                <li>
                  <Link component={RouterLink} to={PATHS.login} underline="hover" sx={linkSx}>
                    {t('footer.signIn')}
                  </Link>
                </li>
              </Stack>
            </Box>
          </Stack>
        </Stack>
        <Typography variant="body2" color="text.secondary" sx={{ mt: { xs: 5, md: 6 }, pt: 3, borderTop: 1, borderColor: 'divider' }}>
          {t('footer.copyright', { year: new Date().getFullYear(), product })}
        </Typography>
      </Container>
    </Box>
  );
}
