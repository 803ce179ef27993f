import { PATHS } from '@coaching/contract';
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
import { useConversationsBadge } from './use-conversations-badge.js';

const NAV: NavItem[] = [
  { labelKey: 'dashboard', to: PATHS.client.home, icon: <DashboardIcon />, end: true },
  { labelKey: 'aiCoach', to: PATHS.client.aiCoaching, icon: <PsychologyIcon />, end: true },
  { labelKey: 'myGoals', to: PATHS.client.goals, icon: <FlagIcon />, end: true },
  { labelKey: 'goalAssistant', to: PATHS.client.goalAssistant, icon: <AutoAwesomeIcon /> },
  { labelKey: 'coachSessions', to: PATHS.client.sessions, icon: <EventIcon /> },
  { labelKey: 'conversations', to: PATHS.client.conversations, icon: <ForumIcon /> },
  { labelKey: 'progress', to: PATHS.client.progress, icon: <TrendingUpIcon /> },
  { labelKey: 'notifications', to: PATHS.client.notifications, icon: <NotificationsIcon /> },
  { labelKey: 'myProfile', to: PATHS.client.profile, icon: <PersonIcon /> },
  { labelKey: 'settings', to: PATHS.client.settings, icon: <SettingsIcon /> },
];

export default function ClientShell() {
  const nav = useConversationsBadge(NAV);
  return <AppShell role="client" nav={nav} />;
}
