import DarkModeIcon from '@mui/icons-material/DarkMode';
import LightModeIcon from '@mui/icons-material/LightMode';
import { IconButton } from '@mui/material';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ThemeChoice } from '../app/color-mode.js';
import { useThemeChoice } from '../app/use-theme-choice.js';

// What only the open menu needs. Menu brings Popover, Modal and transitions, which no page needs to paint (the
// landing's first load included): fetched side by side when someone heads for the button or opens the menu.
const loadMenuParts = () =>
  Promise.all([
    import('@mui/material/Menu'),
    import('@mui/material/MenuItem'),
    import('@mui/material/ListItemIcon'),
    import('@mui/material/ListItemText'),
    import('@mui/icons-material/SettingsBrightness'),
  ]);

type ChoiceMenuProps = { anchor: HTMLElement | null; choice: ThemeChoice; onChoose: (choice: ThemeChoice) => void; onClose: () => void };

const ChoiceMenu = lazy(async () => {
  const [{ default: Menu }, { default: MenuItem }, { default: ListItemIcon }, { default: ListItemText }, { default: SettingsBrightnessIcon }] =
    await loadMenuParts();
  const choices: { value: ThemeChoice; icon: React.ReactElement }[] = [
    { value: 'light', icon: <LightModeIcon fontSize="small" /> },
    { value: 'dark', icon: <DarkModeIcon fontSize="small" /> },
    { value: 'system', icon: <SettingsBrightnessIcon fontSize="small" /> },
  ];
  return {
    default: function ChoiceMenu({ anchor, choice, onChoose, onClose }: ChoiceMenuProps) {
      const { t } = useTranslation();
      return (
        <Menu anchorEl={anchor} open={anchor !== null} onClose={onClose}>
          {choices.map((option) => (
            <MenuItem key={option.value} selected={option.value === choice} onClick={() => onChoose(option.value)}>
              <ListItemIcon>{option.icon}</ListItemIcon>
              <ListItemText>{t(`theme.${option.value}`)}</ListItemText>
            </MenuItem>
          ))}
        </Menu>
      );
    },
  };
});

/** Light, dark, or following the system; remembered in this browser and, when signed in, on the account. */
export function ThemeMenu() {
  const { t } = useTranslation();
  const { choice, mode, choose } = useThemeChoice();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  // The menu mounts on the first open and stays, so that closing animates.
  const [wanted, setWanted] = useState(false);
  return (
    <>
      {/* A plain title rather than MUI's Tooltip: Popper would add ~10 KB to every page, the landing's included. */}
      <IconButton
        aria-label={t('theme.button')}
        title={t('theme.title')}
        aria-haspopup="menu"
        onPointerEnter={() => void loadMenuParts()}
        onFocus={() => void loadMenuParts()}
        onClick={(event) => {
          setAnchor(event.currentTarget);
          setWanted(true);
        }}
        color="inherit"
      >
        {mode === 'dark' ? <DarkModeIcon /> : <LightModeIcon />}
      </IconButton>
      {wanted && (
        <Suspense fallback={null}>
          <ChoiceMenu
            anchor={anchor}
            choice={choice}
            onChoose={(value) => {
              void choose(value);
              setAnchor(null);
            }}
            onClose={() => setAnchor(null)}
          />
        </Suspense>
      )}
    </>
  );
}
