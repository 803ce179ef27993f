import type { CoachClient } from '@coaching/contract';
import ChatIcon from '@mui/icons-material/Chat';
import EventIcon from '@mui/icons-material/Event';
import PersonIcon from '@mui/icons-material/Person';
import SettingsIcon from '@mui/icons-material/Settings';
import SmartToyIcon from '@mui/icons-material/SmartToy';
import { Avatar, Box, Button, Card, CardActions, CardContent, Chip, Divider, Stack, Typography } from '@mui/material';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useFormat } from '../../i18n/format.js';
import { ClientCardMenu } from './client-card-menu.js';
import { clientName } from '../../i18n/person-name.js';
import { clientPaths } from './client-paths.js';
import { ClientCounters } from './client-counters.js';
import { SessionProgress } from './session-progress.js';

/** Spec section 2: a card lists up to 3 goals, then '+N more'. */
const GOALS_SHOWN = 3;

/** One client of the grid: who, how active, their goals and sessions, and where to go next with them. */
export function ClientCard({ client, onOpenProfile }: { client: CoachClient; onOpenProfile: (client: CoachClient) => void }) {
  const { t } = useTranslation('coach-clients');
  const format = useFormat();
  const nameId = useId();
  const name = clientName(client);
  const paths = clientPaths(client._id);
  const { goals } = client.clientSpecific;
  return (
    <Card variant="outlined" component="article" aria-labelledby={nameId} sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}>
      <CardContent sx={{ flexGrow: 1 }}>
        <Stack direction="row" spacing={1.5} sx={{ alignItems: 'flex-start' }}>
          <Avatar aria-hidden="true">{name.charAt(0).toUpperCase()}</Avatar>
          <Box sx={{ minWidth: 0, flexGrow: 1 }}>
            <Typography id={nameId} variant="h6" component="h2" noWrap>
              {name}
            </Typography>
            <Typography variant="body2" color="text.secondary" noWrap>
              {client.email}
            </Typography>
            <Typography variant="caption" color="text.secondary">
              {client.lastActivity
                ? t('card.lastActive', { when: format.relative(client.lastActivity) })
                : t('card.joined', { date: format.date(client.createdAt) })}
            </Typography>
          </Box>
          <ClientCardMenu client={client} />
        </Stack>
        <Typography variant="subtitle2" component="h3" sx={{ mt: 2, mb: 0.5 }}>
          {t('card.goals')}
        </Typography>
        {goals.length === 0 ? (
          <Typography variant="body2" color="text.secondary">
            {t('card.noGoals')}
          </Typography>
        ) : (
          <Stack component="ul" direction="row" sx={{ flexWrap: 'wrap', gap: 0.5, p: 0, m: 0, listStyle: 'none' }}>
            {goals.slice(0, GOALS_SHOWN).map((goal) => (
              <li key={goal}>
                <Chip size="small" label={goal} />
              </li>
            ))}
            {goals.length > GOALS_SHOWN && (
              <li>
                <Chip size="small" variant="outlined" label={t('card.moreGoals', { count: goals.length - GOALS_SHOWN })} />
              </li>
            )}
          </Stack>
        )}
        <ClientCounters stats={client.stats} />
        <SessionProgress stats={client.stats} />
      </CardContent>
      <Divider />
      <CardActions sx={{ flexWrap: 'wrap', gap: 0.5 }}>
        <Button size="small" startIcon={<PersonIcon />} onClick={() => onOpenProfile(client)}>
          {t('card.profile')}
        </Button>
        <Button size="small" startIcon={<SmartToyIcon />} component={RouterLink} to={paths.aiConfig}>
          {t('card.aiConfig')}
        </Button>
        <Button size="small" startIcon={<SettingsIcon />} component={RouterLink} to={paths.edit}>
          {t('card.settings')}
        </Button>
        <Button size="small" startIcon={<ChatIcon />} component={RouterLink} to={paths.message}>
          {t('card.message')}
        </Button>
        <Button size="small" startIcon={<EventIcon />} component={RouterLink} to={paths.schedule}>
          {t('card.schedule')}
        </Button>
      </CardActions>
    </Card>
  );
}
