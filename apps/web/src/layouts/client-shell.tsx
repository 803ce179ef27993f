import AutoAwesomeIcon from '@mui/icons-material/AutoAwesome';
import DashboardIcon from '@mui/icons-material/Dashboard';
import EventIcon from '@mui/icons-material/Event';
import FlagIcon from '@mui/icons-material/Flag';
import ForumIcon from '@mui/icons-material/Forum';
import NotificationsIcon from '@mui/icons-material/Notifications';
import PersonIcon from '@mui/icons-material/Person';
import PsychologyIcon from '@mui/icons-material/Psychology';
import SettingsIcon from '@mui/icons-material/Settings';
import TrendingUpIcon from '@mui/icons-material/TrendingUp';
import { AppShell, type NavItem } from './app-shell.js';

const NAV: NavItem[] = [
  { label: 'Dashboard', to: '/client', icon: <DashboardIcon />, end: true },
  { label: 'AI Coach', to: '/client/ai-coaching', icon: <PsychologyIcon />, end: true },
  { label: 'My Goals', to: '/client/goals', icon: <FlagIcon />, end: true },
  { label: 'Goal Assistant', to: '/client/goals/assistant', icon: <AutoAwesomeIcon /> },
  { label: 'Coach Sessions', to: '/client/sessions', icon: <EventIcon /> },
  { label: 'Conversations', to: '/client/conversations', icon: <ForumIcon /> },
  { label: 'Progress', to: '/client/progress', icon: <TrendingUpIcon /> },
  { label: 'Notifications', to: '/client/notifications', icon: <NotificationsIcon /> },
  { label: 'My Profile', to: '/client/profile', icon: <PersonIcon /> },
  { label: 'Settings', to: '/client/settings', icon: <SettingsIcon /> },
];

export default function ClientShell() {
  return <AppShell roleLabel="Premium Member" nav={NAV} />;
}
