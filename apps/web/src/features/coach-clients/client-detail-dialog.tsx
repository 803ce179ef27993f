import type { CoachClient } from '@coaching/contract';
import CloseIcon from '@mui/icons-material/Close';
import { Box, Dialog, DialogContent, DialogTitle, IconButton, Tab, Tabs, Typography } from '@mui/material';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ActivityTab } from './activity-tab.js';
import { AiConfigTab } from './ai-config-tab.js';
import { clientName } from '../../i18n/person-name.js';
import { ProfileTab } from './profile-tab.js';
import { SettingsTab } from './settings-tab.js';

const TABS = ['profile', 'aiConfig', 'activity', 'settings'] as const;
type TabName = (typeof TABS)[number];

/** The client detail dialog (spec section 2): tabs Profile, AI Configuration, Activity and Settings. */
export function ClientDetailDialog({ client, onClose }: { client: CoachClient; onClose: () => void }) {
  const { t } = useTranslation('coach-clients');
  const [tab, setTab] = useState<TabName>('profile');
  const id = useId();
  const titleId = `${id}-title`;
  const tabId = (name: TabName) => `${id}-tab-${name}`;
  const panelId = (name: TabName) => `${id}-panel-${name}`;
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="md" scroll="paper">
      <DialogTitle id={titleId} sx={{ pr: 7 }}>
        {clientName(client)}
        <Typography variant="body2" color="text.secondary" component="span" sx={{ display: 'block' }}>
          {client.email}
        </Typography>
      </DialogTitle>
      <IconButton aria-label={t('detail.close')} onClick={onClose} sx={{ position: 'absolute', right: 8, top: 8 }}>
        <CloseIcon />
      </IconButton>
      <Tabs value={tab} onChange={(_event, next: TabName) => setTab(next)} aria-label={t('detail.tabs.label')} variant="scrollable" sx={{ px: 3 }}>
        {TABS.map((name) => (
          <Tab key={name} value={name} label={t(`detail.tabs.${name}`)} id={tabId(name)} aria-controls={name === tab ? panelId(name) : undefined} />
        ))}
      </Tabs>
      <DialogContent dividers>
        <Box role="tabpanel" id={panelId(tab)} aria-labelledby={tabId(tab)}>
          {tab === 'profile' && <ProfileTab client={client} />}
          {tab === 'aiConfig' && <AiConfigTab client={client} />}
          {tab === 'activity' && <ActivityTab clientId={client._id} />}
          {tab === 'settings' && <SettingsTab client={client} />}
        </Box>
      </DialogContent>
    </Dialog>
  );
}
