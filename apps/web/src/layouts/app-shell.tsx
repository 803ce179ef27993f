import { PATHS } from '@coaching/contract';
import LogoutIcon from '@mui/icons-material/Logout';
import MenuIcon from '@mui/icons-material/Menu';
import MenuOpenIcon from '@mui/icons-material/MenuOpen';
import {
  AppBar,
  Avatar,
  Box,
  Divider,
  Drawer,
  IconButton,
  List,
  ListItem,
  ListItemButton,
  ListItemIcon,
  ListItemText,
  Toolbar,
  Typography,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import type { Role } from '@coaching/contract';
import { Suspense, useRef, useState, type ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { useAuth } from '../auth/auth-provider.js';
import { FullPageSpinner } from '../app/guards.js';
import { useRouteHandle } from '../app/route-handle.js';
import { useUserEvents } from '../realtime/use-user-events.js';
import type shellTexts from '../i18n/locales/en/shell.js';
import { LanguageMenu } from './language-menu.js';
import { NotificationBell } from './notification-bell.js';
import { ShellNavItem, visuallyHidden } from './shell-nav-item.js';
import { MAIN_CONTENT_ID, SkipLink } from './skip-link.js';
import { ThemeMenu } from './theme-menu.js';
import { SHELL_FRAME, useFocusHeadingOnPageChange } from './use-focus-heading.js';

export type NavItem = { labelKey: keyof typeof shellTexts.nav; to: string; icon: ReactElement; badge?: number; end?: boolean };

/** Where the bell's 'See all' leads: only clients have a notifications page (spec route table). */
const NOTIFICATIONS_PAGE: Partial<Record<Role, string>> = { client: PATHS.client.notifications };

const OPEN_WIDTH = 264;
const CLOSED_WIDTH = 72;
const SIDEBAR_KEY = 'sidebarOpen';

function readSidebarOpen(): boolean {
  return localStorage.getItem(SIDEBAR_KEY) !== 'false';
}

/** The frame of every signed-in page: a collapsible sidebar of the role's pages and the page itself. */
export function AppShell({ role, nav }: { role: Role; nav: NavItem[] }) {
  const { t } = useTranslation(['shell', 'common']);
  const theme = useTheme();
  const isDesktop = useMediaQuery(theme.breakpoints.up('md'), { noSsr: true });
  const [open, setOpen] = useState(readSidebarOpen);
  const [mobileOpen, setMobileOpen] = useState(false);
  const { user, logout } = useAuth();
  useUserEvents();
  const navigate = useNavigate();
  const location = useLocation();
  const pageKey = useRouteHandle()?.page ?? location.pathname;
  const main = useRef<HTMLElement>(null);
  useFocusHeadingOnPageChange(pageKey, main);
  const expanded = isDesktop ? open : true;
  const width = expanded ? OPEN_WIDTH : CLOSED_WIDTH;

  const toggle = () => {
    if (!isDesktop) return setMobileOpen((value) => !value);
    setOpen((value) => {
      localStorage.setItem(SIDEBAR_KEY, String(!value));
      return !value;
    });
  };

  const signOut = async () => {
    await logout();
    void navigate(PATHS.signInPrompt, { replace: true });
  };

  const fullName = user ? `${user.profile.firstName} ${user.profile.lastName}`.trim() : '';
  const initials = user ? `${user.profile.firstName[0] ?? ''}${user.profile.lastName[0] ?? ''}`.toUpperCase() || user.email[0]?.toUpperCase() : '';

  const sidebar = (
    <Box component="nav" aria-label={t('mainNav')} {...{ [SHELL_FRAME]: true }} sx={{ display: 'flex', flexDirection: 'column', height: '100%' }}>
      <Toolbar sx={{ gap: 1.5, px: 2 }}>
        <Avatar sx={{ bgcolor: 'secondary.main', color: 'secondary.contrastText', width: 36, height: 36 }} aria-hidden>
          {initials}
        </Avatar>
        {expanded && (
          <Box sx={{ minWidth: 0 }}>
            <Typography variant="subtitle2" noWrap data-testid="shell-user-name">
              {fullName}
            </Typography>
            <Typography variant="caption" color="text.secondary" noWrap data-testid="shell-role-label">
              {t(`roleLabels.${role}`)}
            </Typography>
          </Box>
        )}
      </Toolbar>
      <Divider />
      <List sx={{ flex: 1, overflowY: 'auto', py: 1 }}>
        {nav.map((item) => (
          <ShellNavItem
            key={item.to}
            label={t(`nav.${item.labelKey}`)}
            to={item.to}
            icon={item.icon}
            badge={item.badge}
            end={item.end ?? false}
            expanded={expanded}
            onNavigate={() => setMobileOpen(false)}
          />
        ))}
      </List>
      <Divider />
      <List sx={{ py: 1 }}>
        <ListItem disablePadding>
          <ListItemButton onClick={signOut} sx={{ mx: 1, borderRadius: 2 }}>
            <ListItemIcon sx={{ minWidth: 40 }}>
              <LogoutIcon />
            </ListItemIcon>
            {expanded ? <ListItemText primary={t('logout')} /> : <Box component="span" sx={visuallyHidden}>{t('logout')}</Box>}
          </ListItemButton>
        </ListItem>
      </List>
    </Box>
  );

  return (
    <Box {...{ [SHELL_FRAME]: true }} sx={{ display: 'flex', minHeight: '100vh' }}>
      <SkipLink />
      <AppBar
        position="fixed"
        color="inherit"
        elevation={0}
        sx={{ borderBottom: 1, borderColor: 'divider', ml: { md: `${width}px` }, width: { md: `calc(100% - ${width}px)` } }}
      >
        <Toolbar sx={{ gap: 1 }}>
          <IconButton
            edge="start"
            onClick={toggle}
            aria-label={expanded && isDesktop ? t('collapseSidebar') : t('openSidebar')}
            aria-expanded={isDesktop ? open : mobileOpen}
          >
            {isDesktop && open ? <MenuOpenIcon /> : <MenuIcon />}
          </IconButton>
          <Typography variant="subtitle1" sx={{ flex: 1, fontWeight: 700 }} noWrap>
            {t('common:productName')}
          </Typography>
          <NotificationBell seeAllTo={NOTIFICATIONS_PAGE[role]} />
          <LanguageMenu />
          <ThemeMenu />
        </Toolbar>
      </AppBar>
      {isDesktop ? (
        <Drawer
          variant="permanent"
          sx={{
            width,
            flexShrink: 0,
            '& .MuiDrawer-paper': { width, overflowX: 'hidden', transition: theme.transitions.create('width') },
          }}
        >
          {sidebar}
        </Drawer>
      ) : (
        <Drawer variant="temporary" open={mobileOpen} onClose={() => setMobileOpen(false)} ModalProps={{ keepMounted: true }} sx={{ '& .MuiDrawer-paper': { width: OPEN_WIDTH } }}>
          {sidebar}
        </Drawer>
      )}
      <Box
        component="main"
        key={pageKey}
        ref={main}
        id={MAIN_CONTENT_ID}
        tabIndex={-1}
        sx={{ flex: 1, minWidth: 0, p: { xs: 2, md: 4 }, pt: { xs: 10, md: 11 }, '&:focus': { outline: 'none' } }}
      >
        {/* A page whose texts in a newly chosen language are still on their way keeps the frame around it. */}
        <Suspense fallback={<FullPageSpinner />}>
          <Outlet />
        </Suspense>
      </Box>
    </Box>
  );
}
