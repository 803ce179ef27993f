import { PATHS } from '@coaching/contract';
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
import { useConversationsBadge } from './use-conversations-badge.js';

const NAV: NavItem[] = [
  { labelKey: 'dashboard', to: PATHS.coach.home, icon: <DashboardIcon />, end: true },
  { labelKey: 'myClients', to: PATHS.coach.clients, icon: <PeopleIcon /> },
  { labelKey: 'conversations', to: PATHS.coach.conversations, icon: <ForumIcon /> },
  { labelKey: 'sessions', to: PATHS.coach.sessions, icon: <EventIcon /> },
  { labelKey: 'schedule', to: PATHS.coach.schedule, icon: <CalendarMonthIcon /> },
  { labelKey: 'aiAssistant', to: PATHS.coach.aiCoaching, icon: <PsychologyIcon /> },
  { labelKey: 'aiTools', to: PATHS.coach.aiTools, icon: <AutoAwesomeIcon /> },
  { labelKey: 'aiAnalytics', to: PATHS.coach.aiAnalytics, icon: <InsightsIcon /> },
  { labelKey: 'aiSettings', to: PATHS.coach.aiSettings, icon: <TuneIcon /> },
  { labelKey: 'templates', to: PATHS.coach.templates, icon: <DescriptionIcon /> },
  { labelKey: 'analytics', to: PATHS.coach.analytics, icon: <AnalyticsIcon /> },
  { labelKey: 'myProfile', to: PATHS.coach.profile, icon: <PersonIcon /> },
  { labelKey: 'settings', to: PATHS.coach.settings, icon: <SettingsIcon /> },
];

export default function CoachShell() {
  const nav = useConversationsBadge(NAV);
  return <AppShell role="coach" nav={nav} />;
}
