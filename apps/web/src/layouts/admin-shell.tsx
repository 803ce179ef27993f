import AnalyticsIcon from '@mui/icons-material/Analytics';
import DashboardIcon from '@mui/icons-material/Dashboard';
import EventIcon from '@mui/icons-material/Event';
import ForumIcon from '@mui/icons-material/Forum';
import PeopleIcon from '@mui/icons-material/People';
import PersonIcon from '@mui/icons-material/Person';
import PsychologyIcon from '@mui/icons-material/Psychology';
import SettingsIcon from '@mui/icons-material/Settings';
import { ADMIN_CONVERSATIONS_BADGE, PATHS } from '@coaching/contract';
import { AppShell, type NavItem } from './app-shell.js';

const NAV: NavItem[] = [
  { labelKey: 'dashboard', to: PATHS.admin.home, icon: <DashboardIcon />, end: true },
  { labelKey: 'userManagement', to: PATHS.admin.users, icon: <PeopleIcon /> },
  { labelKey: 'conversations', to: PATHS.admin.conversations, icon: <ForumIcon />, badge: ADMIN_CONVERSATIONS_BADGE },
  { labelKey: 'sessions', to: PATHS.admin.sessions, icon: <EventIcon /> },
  { labelKey: 'analytics', to: PATHS.admin.analytics, icon: <AnalyticsIcon /> },
  { labelKey: 'aiConfiguration', to: PATHS.admin.aiSettings, icon: <PsychologyIcon /> },
  { labelKey: 'settings', to: PATHS.admin.settings, icon: <SettingsIcon /> },
  { labelKey: 'myProfile', to: PATHS.admin.profile, icon: <PersonIcon /> },
];

export default function AdminShell() {
  return <AppShell role="admin" nav={NAV} />;
}
