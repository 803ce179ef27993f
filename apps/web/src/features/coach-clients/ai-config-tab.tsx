import type { CoachClient } from '@coaching/contract';
import TuneIcon from '@mui/icons-material/Tune';
import { Button, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { ChipListView } from '../../components/chip-list-view.js';
import { useFormat } from '../../i18n/format.js';
import { translateKey, valueLabel } from '../../i18n/localize-message.js';
import { clientPaths } from './client-paths.js';
import { DetailSection, Facts } from './detail-section.js';

const LISTS = ['sessionGoals', 'focusAreas', 'personalityTraits', 'topicBoundaries'] as const;
const guardrailValue = (value: string) => valueLabel('coach-ai-config:values', value);

/** The AI Configuration tab: the client's whole AI configuration at a glance, edited on its own page. */
export function AiConfigTab({ client }: { client: CoachClient }) {
  const { t } = useTranslation(['coach-ai-config', 'common']);
  const format = useFormat();
  const config = client.aiConfig;
  const { guardrails } = config;
  const frameworks = config.frameworks.map((framework) => translateKey(`common:labels.methodologies.${framework}`));
  return (
    <Stack spacing={3}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' } }}>
        <Typography variant="body2" color="text.secondary">
          {t('summary.intro')}
        </Typography>
        <Button component={RouterLink} to={clientPaths(client._id).aiConfig} variant="contained" startIcon={<TuneIcon />} sx={{ flexShrink: 0 }}>
          {t('summary.edit')}
        </Button>
      </Stack>
      <div>
        <DetailSection title={t('summary.approach')}>
          <Facts
            items={[
              { term: t('form.coachingStyle'), value: t(`styles.${config.coachingStyle}`) },
              { term: t('form.frameworks'), value: frameworks.length > 0 ? frameworks.join(', ') : t('summary.noFrameworks') },
              { term: t('form.communicationStyle'), value: t(`options.communicationStyles.${config.communicationStyle}`) },
              { term: t('form.responseLength'), value: t(`options.responseLengths.${guardrails.responseLength}`) },
              { term: t('form.sessionFrequency'), value: t(`options.sessionFrequencies.${guardrails.sessionFrequency}`) },
            ]}
          />
        </DetailSection>
        <DetailSection title={t('summary.model')}>
          <Facts
            items={[
              { term: t('form.temperature'), value: format.number(config.temperature) },
              { term: t('form.maxTokens'), value: t('form.tokens', { value: format.number(config.maxTokens) }) },
            ]}
          />
        </DetailSection>
        <DetailSection title={t('summary.guardrails')}>
          <Facts
            items={LISTS.map((list) => ({
              term: t(`form.lists.${list}.title`),
              value: <ChipListView values={guardrails[list]} empty={t(`form.lists.${list}.empty`)} label={t(`form.lists.${list}.title`)} display={guardrailValue} />,
            }))}
          />
        </DetailSection>
        <DetailSection title={t('summary.context')}>
          <Typography variant="body2" color={config.context ? 'text.primary' : 'text.secondary'} sx={{ whiteSpace: 'pre-wrap' }}>
            {config.context || t('summary.noContext')}
          </Typography>
        </DetailSection>
      </div>
    </Stack>
  );
}
