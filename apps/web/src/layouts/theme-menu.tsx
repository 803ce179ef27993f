import DarkModeIcon from '@mui/icons-material/DarkMode';
import LightModeIcon from '@mui/icons-material/LightMode';
import SettingsBrightnessIcon from '@mui/icons-material/SettingsBrightness';
import { IconButton, ListItemIcon, ListItemText, Menu, MenuItem } from '@mui/material';
import { useState } from 'react';
import { useColorMode, type ThemeChoice } from '../app/color-mode.js';

const CHOICES: { value: ThemeChoice; label: string; icon: React.ReactElement }[] = [
  { value: 'light', label: 'Light', icon: <LightModeIcon fontSize="small" /> },
  { value: 'dark', label: 'Dark', icon: <DarkModeIcon fontSize="small" /> },
  { value: 'system', label: 'System', icon: <SettingsBrightnessIcon fontSize="small" /> },
];

/** Light, dark, or following the system; the choice is remembered. */
export function ThemeMenu() {
  const { choice, mode, setChoice } = useColorMode();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  return (
    <>
      {/* A plain title rather than MUI's Tooltip: Popper would add ~10 KB to every page, the landing's included. */}
      <IconButton
        aria-label="Choose theme"
        title="Theme"
        aria-haspopup="menu"
        onClick={(event) => setAnchor(event.currentTarget)}
        color="inherit"
      >
        {mode === 'dark' ? <DarkModeIcon /> : <LightModeIcon />}
      </IconButton>
      <Menu anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        {CHOICES.map((option) => (
          <MenuItem
            key={option.value}
            selected={option.value === choice}
            onClick={() => {
              setChoice(option.value);
              setAnchor(null);
            }}
          >
            <ListItemIcon>{option.icon}</ListItemIcon>
            <ListItemText>{option.label}</ListItemText>
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
