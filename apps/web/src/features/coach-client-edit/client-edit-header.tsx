import type { CoachClient } from '@coaching/contract';
import { Avatar, Box, Card, CardContent, Chip, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../i18n/format.js';
import { clientName } from '../../i18n/person-name.js';

/** Who the client is: name, email, whether their account is in use, since when they are a member and when last active. */
export function ClientEditHeader({ client }: { client: CoachClient }) {
  const { t } = useTranslation('coach-client-edit');
  const format = useFormat();
  const name = clientName(client);
  return (
    <Card variant="outlined">
      <CardContent>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
          <Avatar sx={{ width: 64, height: 64, fontSize: 28, bgcolor: 'primary.main' }} aria-hidden="true">
            {name.charAt(0).toLocaleUpperCase()}
          </Avatar>
          <Box sx={{ flexGrow: 1, minWidth: 0 }}>
            <Typography variant="h4" component="h1" sx={{ overflowWrap: 'anywhere' }}>
              {name}
            </Typography>
            <Typography color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
              {client.email}
            </Typography>
            <Stack direction="row" spacing={1} useFlexGap sx={{ mt: 1, flexWrap: 'wrap', alignItems: 'center' }}>
              <Chip size="small" color={client.isActive ? 'success' : 'default'} label={client.isActive ? t('header.active') : t('header.inactive')} />
              <Typography variant="body2" color="text.secondary">
                {t('header.memberSince', { date: format.date(client.createdAt) })}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {client.lastActivity ? t('header.lastActive', { when: format.relative(client.lastActivity) }) : t('header.noActivity')}
              </Typography>
            </Stack>
          </Box>
        </Stack>
      </CardContent>
    </Card>
  );
}
