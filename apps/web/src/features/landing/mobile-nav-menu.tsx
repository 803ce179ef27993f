import MenuIcon from '@mui/icons-material/Menu';
import { Box, IconButton } from '@mui/material';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';

// MUI's Menu brings Popover, Modal and transitions: fetched when a visitor heads for the button, not with the page.
const loadSectionMenu = () => import('./section-menu.js');
const SectionMenu = lazy(loadSectionMenu);

const MENU_ID = 'landing-nav-menu';

/** The section links on small screens. */
export function MobileNavMenu() {
  const { t } = useTranslation('landing');
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  // Mounted from the first open on, so that closing animates.
  const [wanted, setWanted] = useState(false);
  const open = anchor !== null;

  return (
    <Box component="nav" aria-label={t('nav.sections')} sx={{ display: { md: 'none' } }}>
      <IconButton
        aria-label={t('nav.openMenu')}
        aria-haspopup="menu"
        aria-controls={open ? MENU_ID : undefined}
        aria-expanded={open}
        color="inherit"
        edge="end"
        onPointerEnter={() => void loadSectionMenu()}
        onFocus={() => void loadSectionMenu()}
        onClick={(event) => {
          setAnchor(event.currentTarget);
          setWanted(true);
        }}
      >
        <MenuIcon />
      </IconButton>
      {wanted && (
        <Suspense fallback={null}>
          <SectionMenu id={MENU_ID} anchor={anchor} onClose={() => setAnchor(null)} />
        </Suspense>
      )}
    </Box>
  );
}
