import { PATHS } from '@coaching/contract';
import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import { Box, Button, Container, Stack, Typography } from '@mui/material';
import { alpha } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { MomentCard } from './moment-card.js';

export function HeroSection({ onAccess, onAccessIntent }: { onAccess: () => void; onAccessIntent: () => void }) {
  const { t } = useTranslation('landing');
  return (
    <Box
      sx={(theme) => {
        const dark = theme.palette.mode === 'dark';
        return {
          pt: { xs: 14, md: 20 },
          pb: { xs: 8, md: 14 },
          backgroundImage: [
            `radial-gradient(ellipse 60% 50% at 85% 20%, ${alpha(theme.palette.secondary.main, dark ? 0.1 : 0.22)}, transparent 70%)`,
            `radial-gradient(ellipse 70% 60% at 10% 0%, ${alpha(theme.palette.primary.main, dark ? 0.18 : 0.12)}, transparent 70%)`,
          ].join(','),
        };
      }}
    >
      <Container maxWidth="lg">
        <Box sx={{ display: 'grid', gap: { xs: 6, md: 8 }, gridTemplateColumns: { md: '7fr 5fr' }, alignItems: 'center' }}>
          <div>
            <Typography variant="overline" component="p" color="primary" sx={{ fontWeight: 700, letterSpacing: '0.12em', mb: 2 }}>
              {t('hero.eyebrow')}
            </Typography>
            <Typography variant="h1" sx={{ fontSize: { xs: '2.6rem', sm: '3.4rem', md: '4rem' }, lineHeight: 1.08, mb: 3 }}>
              {t('hero.headlineStart')}{' '}
              <Box component="span" sx={{ color: 'primary.main', boxShadow: (theme) => `inset 0 -0.18em 0 ${alpha(theme.palette.secondary.main, 0.6)}` }}>
                {t('hero.headlineEmphasis')}
              </Box>
              {t('hero.headlineEnd')}
            </Typography>
            <Typography variant="h6" component="p" color="text.secondary" sx={{ fontWeight: 400, lineHeight: 1.6, maxWidth: 600, mb: 4 }}>
              {t('hero.lead')}
            </Typography>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
              <Button
                variant="contained"
                size="large"
                endIcon={<ArrowForwardIcon aria-hidden />}
                onClick={onAccess}
                onPointerEnter={onAccessIntent}
                onFocus={onAccessIntent}
                sx={{ px: 4, py: 1.5 }}
              >
                {t('hero.access')}
              </Button>
              <Button variant="outlined" size="large" component={RouterLink} to={PATHS.register} sx={{ px: 4, py: 1.5 }}>
                {t('hero.createAccount')}
              </Button>
            </Stack>
            <Typography variant="body2" color="text.secondary" sx={{ mt: 3 }}>
              {t('hero.audience')}
            </Typography>
          </div>
          <div>
            <MomentCard />
          </div>
        </Box>
      </Container>
    </Box>
  );
}
