import AnalyticsIcon from '@mui/icons-material/Analytics';
import AutoAwesomeIcon from '@mui/icons-material/AutoAwesome';
import CalendarMonthIcon from '@mui/icons-material/CalendarMonth';
import DashboardIcon from '@mui/icons-material/Dashboard';
import DescriptionIcon from '@mui/icons-material/Description';
import EventIcon from '@mui/icons-material/Event';
import ForumIcon from '@mui/icons-material/Forum';
import InsightsIcon from '@mui/icons-material/Insights';
import PeopleIcon from '@mui/icons-material/People';
import PersonIcon from '@mui/icons-material/Person';
import PsychologyIcon from '@mui/icons-material/Psychology';
import SettingsIcon from '@mui/icons-material/Settings';
import TuneIcon from '@mui/icons-material/Tune';
import { AppShell, type NavItem } from './app-shell.js';

const NAV: NavItem[] = [
  { label: 'Dashboard', to: '/coach', icon: <DashboardIcon />, end: true },
  { label: 'My Clients', to: '/coach/clients', icon: <PeopleIcon /> },
  { label: 'Conversations', to: '/coach/conversations', icon: <ForumIcon /> },
  { label: 'Sessions', to: '/coach/sessions', icon: <EventIcon /> },
  { label: 'Schedule', to: '/coach/schedule', icon: <CalendarMonthIcon /> },
  { label: 'AI Assistant', to: '/coach/ai-coaching', icon: <PsychologyIcon /> },
  { label: 'AI Tools', to: '/coach/ai-tools', icon: <AutoAwesomeIcon /> },
  { label: 'AI Analytics', to: '/coach/ai-analytics', icon: <InsightsIcon /> },
  { label: 'AI Settings', to: '/coach/ai-settings', icon: <TuneIcon /> },
  { label: 'Templates', to: '/coach/templates', icon: <DescriptionIcon /> },
  { label: 'Analytics', to: '/coach/analytics', icon: <AnalyticsIcon /> },
  { label: 'My Profile', to: '/coach/profile', icon: <PersonIcon /> },
  { label: 'Settings', to: '/coach/settings', icon: <SettingsIcon /> },
];

export default function CoachShell() {
  return <AppShell roleLabel="Professional Coach" nav={NAV} />;
}
