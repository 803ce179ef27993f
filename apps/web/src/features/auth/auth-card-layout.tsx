import { Box, Card, CardContent, Container, Typography } from '@mui/material';
import type { ReactNode } from 'react';
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

/** The card every visitor-only auth page sits in. */
export function AuthCardLayout({ title, subtitle, width = 'xs', align = 'center', children }: AuthCardLayoutProps) {
  return (
    <Container
      component="main"
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
        <Box sx={{ display: 'flex', justifyContent: 'flex-end', mb: 1 }}>
          <LanguageMenu />
        </Box>
        <Card variant="outlined" sx={{ width: '100%' }}>
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
