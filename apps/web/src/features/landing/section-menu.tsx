import { Menu, MenuItem } from '@mui/material';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { SECTION_IDS } from './content.js';
import { claimSectionClick, scrollToSection } from './scroll-to-section.js';

/** The menu of MobileNavMenu, loaded on its first open (hence the default export). */
export default function SectionMenu({ id, anchor, onClose }: { id: string; anchor: HTMLElement | null; onClose: () => void }) {
  // Scrolling waits until the menu has closed: closing hands focus back to the menu button,
  // which would otherwise take it away from the heading we just jumped to.
  const pending = useRef<string | null>(null);
  const { t } = useTranslation('landing');
  return (
    <Menu
      id={id}
      anchorEl={anchor}
      open={anchor !== null}
      onClose={onClose}
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
      {SECTION_IDS.map((section) => (
        <MenuItem
          key={section}
          component="a"
          href={`#${section}`}
          onClick={(event) => {
            if (claimSectionClick(event)) pending.current = section;
            onClose();
          }}
        >
          {t(`sections.${section}`)}
        </MenuItem>
      ))}
    </Menu>
  );
}
