import type { CoachClient } from '@coaching/contract';
import { Chip, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../i18n/format.js';
import { DetailSection, Facts } from './detail-section.js';

/** The Settings tab: the account's status (read-only: administrators change it), when they joined and were last active. */
export function SettingsTab({ client }: { client: CoachClient }) {
  const { t } = useTranslation('coach-clients');
  const format = useFormat();
  return (
    <DetailSection title={t('detail.settings.status')}>
      <Facts
        items={[
          {
            term: t('detail.settings.status'),
            value: (
              <Chip
                size="small"
                color={client.isActive ? 'success' : 'default'}
                label={client.isActive ? t('detail.settings.active') : t('detail.settings.inactive')}
              />
            ),
          },
          { term: t('detail.settings.memberSince'), value: format.date(client.createdAt) },
          {
            term: t('detail.settings.lastActivity'),
            value: client.lastActivity ? format.dateTime(client.lastActivity) : t('detail.settings.noActivity'),
          },
        ]}
      />
      <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
        {t('detail.settings.statusHint')}
      </Typography>
    </DetailSection>
  );
}
