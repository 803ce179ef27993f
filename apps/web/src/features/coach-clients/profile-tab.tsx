import type { CoachClient } from '@coaching/contract';
import { Chip, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { DetailSection, Facts } from './detail-section.js';

function TextChips({ values, empty }: { values: string[]; empty: string }) {
  if (values.length === 0) {
    return (
      <Typography variant="body2" color="text.secondary">
        {empty}
      </Typography>
    );
  }
  return (
    <Stack component="ul" direction="row" sx={{ flexWrap: 'wrap', gap: 1, p: 0, m: 0, listStyle: 'none' }}>
      {values.map((value) => (
        <li key={value}>
          <Chip label={value} />
        </li>
      ))}
    </Stack>
  );
}

/** The Profile tab: how to reach the client, their timezone, their goals and challenges. */
export function ProfileTab({ client }: { client: CoachClient }) {
  const { t } = useTranslation('coach-clients');
  return (
    <>
      <DetailSection title={t('detail.profile.contact')}>
        <Facts
          items={[
            { term: t('detail.profile.email'), value: client.email },
            { term: t('detail.profile.phone'), value: client.profile.phone || t('detail.profile.noPhone') },
            { term: t('detail.profile.timezone'), value: client.profile.timezone },
          ]}
        />
      </DetailSection>
      <DetailSection title={t('detail.profile.goals')}>
        <TextChips values={client.clientSpecific.goals} empty={t('detail.profile.noGoals')} />
      </DetailSection>
      <DetailSection title={t('detail.profile.challenges')}>
        <TextChips values={client.clientSpecific.currentChallenges} empty={t('detail.profile.noChallenges')} />
      </DetailSection>
    </>
  );
}
