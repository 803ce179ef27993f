import { SKILL_LIMITS } from '@coaching/contract';
import { Box, LinearProgress, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../i18n/format.js';
import { useSkillLabel } from './progress-format.js';
import type { SkillRow } from './skill-rows.js';

const percentOf = (rating: number) => (rating / SKILL_LIMITS.scale.max) * 100;

/** Each skill's latest rating as a bar, with the previous rating and the coach's beside it where there are any. */
export function SkillBars({ rows }: { rows: SkillRow[] }) {
  const { t } = useTranslation('progress');
  const format = useFormat();
  const skillLabel = useSkillLabel();
  const valueText = (value: number) => t('skills.detailValue', { value: format.number(value) });
  return (
    <Stack spacing={2}>
      {rows.map((row) => {
        const shown = row.latest ?? row.coach;
        const compared = [
          row.latest !== null && row.previous !== null ? t('skills.previousValue', { value: format.number(row.previous) }) : undefined,
          row.latest !== null && row.coach !== null ? t('skills.coachValue', { value: format.number(row.coach) }) : undefined,
        ].filter(Boolean);
        return (
          <Box key={row.skill}>
            <Stack direction="row" sx={{ justifyContent: 'space-between', mb: 0.5 }}>
              <Typography variant="body2" sx={{ fontWeight: 500 }}>
                {skillLabel(row.skill)}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {shown === null ? t('noValue') : valueText(shown)}
              </Typography>
            </Stack>
            <LinearProgress
              variant="determinate"
              value={shown === null ? 0 : percentOf(shown)}
              color={row.latest === null ? 'success' : 'primary'}
              aria-label={skillLabel(row.skill)}
              aria-valuetext={shown === null ? t('noValue') : valueText(shown)}
              sx={{ height: 8, borderRadius: 4 }}
            />
            {compared.length > 0 && (
              <Typography variant="caption" color="text.secondary">
                {compared.join(' · ')}
              </Typography>
            )}
          </Box>
        );
      })}
    </Stack>
  );
}
