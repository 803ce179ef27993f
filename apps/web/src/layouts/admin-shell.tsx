import AnalyticsIcon from '@mui/icons-material/Analytics';
import DashboardIcon from '@mui/icons-material/Dashboard';
import EventIcon from '@mui/icons-material/Event';
import ForumIcon from '@mui/icons-material/Forum';
import PeopleIcon from '@mui/icons-material/People';
import PersonIcon from '@mui/icons-material/Person';
import PsychologyIcon from '@mui/icons-material/Psychology';
import SettingsIcon from '@mui/icons-material/Settings';
import { ADMIN_CONVERSATIONS_BADGE } from '@coaching/contract';
import { AppShell, type NavItem } from './app-shell.js';

const NAV: NavItem[] = [
  { label: 'Dashboard', to: '/admin', icon: <DashboardIcon />, end: true },
  { label: 'User Management', to: '/admin/users', icon: <PeopleIcon /> },
  { label: 'Conversations', to: '/admin/conversations', icon: <ForumIcon />, badge: ADMIN_CONVERSATIONS_BADGE },
  { label: 'Sessions', to: '/admin/sessions', icon: <EventIcon /> },
  { label: 'Analytics', to: '/admin/analytics', icon: <AnalyticsIcon /> },
  { label: 'AI Configuration', to: '/admin/ai-settings', icon: <PsychologyIcon /> },
  { label: 'Settings', to: '/admin/settings', icon: <SettingsIcon /> },
  { label: 'My Profile', to: '/admin/profile', icon: <PersonIcon /> },
];

export default function AdminShell() {
  return <AppShell roleLabel="Administrator" nav={NAV} />;
}
