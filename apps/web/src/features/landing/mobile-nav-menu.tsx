import MenuIcon from '@mui/icons-material/Menu';
import { Box, IconButton, Menu, MenuItem } from '@mui/material';
import { useRef, useState } from 'react';
import { SECTIONS } from './content.js';
import { claimSectionClick, scrollToSection } from './scroll-to-section.js';

/** The section links on small screens. */
export function MobileNavMenu() {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  // Scrolling waits until the menu has closed: closing hands focus back to the menu button,
  // which would otherwise take it away from the heading we just jumped to.
  const pending = useRef<string | null>(null);
  const open = anchor !== null;

  return (
    <Box component="nav" aria-label="Sections" sx={{ display: { md: 'none' } }}>
      <IconButton
        aria-label="Open navigation menu"
        aria-haspopup="menu"
        aria-controls={open ? 'landing-nav-menu' : undefined}
        aria-expanded={open}
        color="inherit"
        edge="end"
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        <MenuIcon />
      </IconButton>
      <Menu
        id="landing-nav-menu"
        anchorEl={anchor}
        open={open}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{
          paper: { sx: { minWidth: 200 } },
          transition: {
            onExited: () => {
              if (pending.current) scrollToSection(pending.current);
              pending.current = null;
            },
          },
        }}
      >
        {SECTIONS.map((section) => (
          <MenuItem
            key={section.id}
            component="a"
            href={`#${section.id}`}
            onClick={(event) => {
              if (claimSectionClick(event)) pending.current = section.id;
              setAnchor(null);
            }}
          >
            {section.label}
          </MenuItem>
        ))}
      </Menu>
    </Box>
  );
}
