import { Badge, Box, ListItem, ListItemButton, ListItemIcon, ListItemText, Tooltip } from '@mui/material';
import { alpha } from '@mui/material/styles';
import type { ReactElement } from 'react';
import { NavLink, useMatch } from 'react-router';

type ShellNavItemProps = {
  label: string;
  to: string;
  icon: ReactElement;
  badge?: number;
  end: boolean;
  /** Collapsed, the sidebar shows the icon alone: the label becomes a tooltip and stays the link's name. */
  expanded: boolean;
  onNavigate: () => void;
};

/**
 * One page of the sidebar. The current page is marked for every reader, expanded or collapsed: selected
 * (tinted background, icon and label in the primary colour) and aria-current="page".
 */
export function ShellNavItem({ label, to, icon, badge, end, expanded, onNavigate }: ShellNavItemProps) {
  const current = useMatch({ path: to, end }) !== null;
  return (
    <ListItem disablePadding>
      <Tooltip title={expanded ? '' : label} placement="right">
        <ListItemButton
          component={NavLink}
          to={to}
          end={end}
          selected={current}
          aria-current={current ? 'page' : undefined}
          onClick={onNavigate}
          sx={(theme) => ({
            mx: 1,
            borderRadius: 2,
            '&.Mui-selected, &.Mui-selected:hover': { bgcolor: alpha(theme.palette.primary.main, theme.palette.mode === 'dark' ? 0.24 : 0.14) },
            '&.Mui-selected .MuiListItemIcon-root, &.Mui-selected .MuiListItemText-primary': { color: 'primary.main', fontWeight: 700 },
          })}
        >
          <ListItemIcon sx={{ minWidth: 40 }}>
            {badge ? (
              <Badge badgeContent={badge} color="secondary">
                {icon}
              </Badge>
            ) : (
              icon
            )}
          </ListItemIcon>
          {expanded ? <ListItemText primary={label} /> : <Box component="span" sx={visuallyHidden}>{label}</Box>}
        </ListItemButton>
      </Tooltip>
    </ListItem>
  );
}

export const visuallyHidden = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;
