import { PATHS } from '@coaching/contract';
import { Box, Card, CardContent, Container, Link, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { BrandMark } from '../../components/brand-mark.js';
import { LanguageMenu } from '../../layouts/language-menu.js';

type AuthCardLayoutProps = {
  title: string;
  subtitle?: ReactNode;
  /** The wizard needs room for its stepper; sign-in and reset stay narrow. */
  width?: 'xs' | 'sm';
  /** 'top' for cards whose height changes (the wizard's steps), so the title does not jump. */
  align?: 'center' | 'top';
  children: ReactNode;
};

/** The card every visitor-only auth page sits in, under one header: the product's mark, back to the home page, and the language. */
export function AuthCardLayout({ title, subtitle, width = 'xs', align = 'center', children }: AuthCardLayoutProps) {
  const { t } = useTranslation('common');
  return (
    <Container
      maxWidth={width}
      sx={{
        minHeight: '100vh',
        display: 'grid',
        placeItems: align === 'top' ? 'start center' : 'center',
        py: align === 'top' ? { xs: 3, sm: '8vh' } : 4,
        px: { xs: 1.5, sm: 3 },
      }}
    >
      <Box sx={{ width: '100%' }}>
        <Box component="header" sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1, mb: 1 }}>
          <Link
            component={RouterLink}
            to={PATHS.landing}
            underline="none"
            color="inherit"
            sx={{ display: 'flex', alignItems: 'center', gap: 1.25, borderRadius: 1, minWidth: 0 }}
          >
            <BrandMark />
            <Typography component="span" noWrap sx={{ fontWeight: 800, fontSize: '1.1rem', letterSpacing: '-0.01em' }}>
              {t('productName')}
            </Typography>
          </Link>
          <LanguageMenu />
        </Box>
        <Card component="main" variant="outlined" sx={{ width: '100%' }}>
          <CardContent sx={{ p: { xs: 2.5, sm: 4 } }}>
            <Typography
              variant="h4"
              component="h1"
              gutterBottom
              sx={{ fontSize: { xs: '1.75rem', sm: width === 'sm' ? '2.125rem' : '1.875rem' } }}
            >
              {title}
            </Typography>
            {subtitle && (
              <Typography color="text.secondary" sx={{ mb: 3 }}>
                {subtitle}
              </Typography>
            )}
            {children}
          </CardContent>
        </Card>
      </Box>
    </Container>
  );
}
