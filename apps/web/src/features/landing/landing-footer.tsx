import { Box, Container, Link, Stack, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { PRODUCT_NAME } from '../../app/page-title.js';
import { BrandMark } from './brand-mark.js';
import { SECTIONS } from './content.js';
import { onSectionLinkClick } from './scroll-to-section.js';

const linkSx = { typography: 'body2', color: 'text.secondary', '&:hover': { color: 'text.primary' } } as const;

export function LandingFooter() {
  return (
    <Box component="footer" sx={{ borderTop: 1, borderColor: 'divider', bgcolor: 'background.default', py: { xs: 6, md: 8 } }}>
      <Container maxWidth="lg">
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={{ xs: 4, md: 8 }} sx={{ justifyContent: 'space-between' }}>
          <Box sx={{ maxWidth: 360 }}>
            <Stack direction="row" spacing={1.25} sx={{ alignItems: 'center', mb: 1.5 }}>
              <BrandMark size={24} />
              <Typography sx={{ fontWeight: 800 }}>{PRODUCT_NAME}</Typography>
            </Stack>
            <Typography variant="body2" color="text.secondary" sx={{ lineHeight: 1.7 }}>
              Real-time leadership coaching: an AI coach between sessions, human coaches when it matters, and goals that turn
              intention into impact.
            </Typography>
          </Box>
          <Stack direction="row" spacing={{ xs: 6, sm: 10 }}>
            <Box component="nav" aria-label="Footer">
              <Typography variant="subtitle2" component="p" sx={{ fontWeight: 700, mb: 1.5 }}>
                Explore
              </Typography>
              <Stack component="ul" spacing={1} sx={{ listStyle: 'none', m: 0, p: 0 }}>
                {SECTIONS.map((section) => (
                  <li key={section.id}>
                    <Link href={`#${section.id}`} underline="hover" sx={linkSx} onClick={onSectionLinkClick(section.id)}>
                      {section.label}
                    </Link>
                  </li>
                ))}
              </Stack>
            </Box>
            <Box>
              <Typography variant="subtitle2" component="p" sx={{ fontWeight: 700, mb: 1.5 }}>
                Account
              </Typography>
              <Stack component="ul" spacing={1} sx={{ listStyle: 'none', m: 0, p: 0 }}>
                <li>
                  <Link component={RouterLink} to="/register" underline="hover" sx={linkSx}>
                    Register
                  </Link>
                </li>
                <li>
                  <Link component={RouterLink} to="/login" underline="hover" sx={linkSx}>
                    Sign in
                  </Link>
                </li>
              </Stack>
            </Box>
          </Stack>
        </Stack>
        <Typography variant="body2" color="text.secondary" sx={{ mt: { xs: 5, md: 6 }, pt: 3, borderTop: 1, borderColor: 'divider' }}>
          © {new Date().getFullYear()} {PRODUCT_NAME}
        </Typography>
      </Container>
    </Box>
  );
}
