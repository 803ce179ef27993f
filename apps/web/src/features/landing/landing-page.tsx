import { Box } from '@mui/material';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { useAuth } from '../../auth/auth-provider.js';
import { MAIN_CONTENT_ID, SkipLink } from '../../layouts/skip-link.js';
import { ContactSection } from './contact-section.js';
import { SECTION_IDS } from './content.js';
import { FeaturesSection } from './features-section.js';
import { HeroSection } from './hero-section.js';
import { LandingFooter } from './landing-footer.js';
import { LandingNav } from './landing-nav.js';
import { LazySignInDialog, preloadSignIn } from './lazy-sign-in-dialog.js';
import { MethodologySection } from './methodology-section.js';
import { useSectionFromHash } from './scroll-to-section.js';
import { VisionSection } from './vision-section.js';

/** Guards and expired sessions send visitors to /?show=login; older links use ?login=true. */
function asksForSignIn(params: URLSearchParams): boolean {
  return params.get('login') === 'true' || params.get('show') === 'login';
}

export function LandingPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const [opened, setOpened] = useState(false);
  const requested = asksForSignIn(searchParams);
  useSectionFromHash(SECTION_IDS);

  const { dismissNotice } = useAuth();
  const open = () => setOpened(true);
  const close = () => {
    setOpened(false);
    dismissNotice();
    if (!requested) return;
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (next.get('login') === 'true') next.delete('login');
        if (next.get('show') === 'login') next.delete('show');
        return next;
      },
      { replace: true, preventScrollReset: true },
    );
  };

  return (
    <>
      <SkipLink />
      <LandingNav onLogin={open} onLoginIntent={preloadSignIn} />
      <Box component="main" id={MAIN_CONTENT_ID} tabIndex={-1} sx={{ '&:focus': { outline: 'none' } }}>
        <HeroSection onAccess={open} onAccessIntent={preloadSignIn} />
        <FeaturesSection />
        <MethodologySection />
        <VisionSection />
        <ContactSection />
      </Box>
      <LandingFooter />
      <LazySignInDialog open={opened || requested} onClose={close} />
    </>
  );
}
