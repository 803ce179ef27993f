import type { ClientProgress } from '@coaching/contract';
import EmojiEventsIcon from '@mui/icons-material/EmojiEvents';
import EventAvailableIcon from '@mui/icons-material/EventAvailable';
import FlagIcon from '@mui/icons-material/Flag';
import LocalFireDepartmentIcon from '@mui/icons-material/LocalFireDepartment';
import { Button, List, ListItem, ListItemIcon, ListItemText } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CardEmpty, TitledCard } from '../../components/titled-card.js';
import { useFormat } from '../../i18n/format.js';

type Achievement = ClientProgress['achievements'][number];

const ICONS = {
  goal_completed: EmojiEventsIcon,
  milestone_completed: FlagIcon,
  session_completed: EventAvailableIcon,
  reflection_streak: LocalFireDepartmentIcon,
} as const;

/** How many show before 'Show all': about as tall as the trend chart beside them. */
const FIRST = 5;

/** Real events, latest first: goals completed, milestones reached, sessions completed, reflection streaks. */
export function AchievementsList({ achievements }: { achievements: Achievement[] }) {
  const { t } = useTranslation('progress');
  const format = useFormat();
  const [all, setAll] = useState(false);
  const shown = all ? achievements : achievements.slice(0, FIRST);
  const text = (achievement: Achievement) =>
    achievement.type === 'reflection_streak'
      ? t('achievements.reflection_streak', { days: format.number(achievement.days ?? 0) })
      : t(`achievements.${achievement.type}`, { title: achievement.title });
  return (
    <TitledCard title={t('achievements.title')}>
      {() =>
        achievements.length === 0 ? (
          <CardEmpty message={t('achievements.empty')} />
        ) : (
          <>
          <List dense disablePadding>
            {shown.map((achievement) => {
              const Icon = ICONS[achievement.type];
              return (
                <ListItem key={`${achievement.type}-${achievement.at}-${achievement.title}`} disableGutters>
                  <ListItemIcon sx={{ minWidth: 36, color: 'primary.main' }}>
                    <Icon fontSize="small" aria-hidden="true" />
                  </ListItemIcon>
                  <ListItemText primary={text(achievement)} secondary={format.date(achievement.at)} />
                </ListItem>
              );
            })}
          </List>
          {achievements.length > FIRST && (
            <Button size="small" onClick={() => setAll(!all)} aria-expanded={all}>
              {all ? t('achievements.showFewer') : t('achievements.showAll', { count: achievements.length })}
            </Button>
          )}
          </>
        )
      }
    </TitledCard>
  );
}
