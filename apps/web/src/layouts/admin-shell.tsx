import AnalyticsIcon from '@mui/icons-material/Analytics';
import DashboardIcon from '@mui/icons-material/Dashboard';
import EventIcon from '@mui/icons-material/Event';
import ForumIcon from '@mui/icons-material/Forum';
import PeopleIcon from '@mui/icons-material/People';
import PersonIcon from '@mui/icons-material/Person';
import PsychologyIcon from '@mui/icons-material/Psychology';
import SettingsIcon from '@mui/icons-material/Settings';
import { PATHS } from '@coaching/contract';
import { AppShell, type NavItem } from './app-shell.js';
import { useOpenAlertsBadge } from './use-open-alerts-badge.js';

const NAV: NavItem[] = [
  { labelKey: 'dashboard', to: PATHS.admin.home, icon: <DashboardIcon />, end: true },
  { labelKey: 'userManagement', to: PATHS.admin.users, icon: <PeopleIcon /> },
  { labelKey: 'conversations', to: PATHS.admin.conversations, icon: <ForumIcon /> },
  { labelKey: 'sessions', to: PATHS.admin.sessions, icon: <EventIcon /> },
  { labelKey: 'analytics', to: PATHS.admin.analytics, icon: <AnalyticsIcon /> },
  { labelKey: 'aiConfiguration', to: PATHS.admin.aiSettings, icon: <PsychologyIcon /> },
  { labelKey: 'settings', to: PATHS.admin.settings, icon: <SettingsIcon /> },
  { labelKey: 'myProfile', to: PATHS.admin.profile, icon: <PersonIcon /> },
];

/** The Conversations badge is the real count of open safety alerts (the spec's fixed 3 is gone), live through the event stream. */
export default function AdminShell() {
  const nav = useOpenAlertsBadge(NAV);
  return <AppShell role="admin" nav={nav} />;
}
