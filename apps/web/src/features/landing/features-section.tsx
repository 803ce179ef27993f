import AdminPanelSettingsIcon from '@mui/icons-material/AdminPanelSettings';
import AutoAwesomeIcon from '@mui/icons-material/AutoAwesome';
import EventAvailableIcon from '@mui/icons-material/EventAvailable';
import FlagIcon from '@mui/icons-material/Flag';
import InsightsIcon from '@mui/icons-material/Insights';
import ShieldIcon from '@mui/icons-material/Shield';
import { FOCUS_AREAS } from '@coaching/contract';
import { Box, Card, CardContent, Stack, Typography } from '@mui/material';
import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { FEATURE_KEYS, type FeatureKey } from './content.js';
import { IconBadge } from './icon-badge.js';
import { LandingSection } from './landing-section.js';
import { gridList } from './layout.js';
import { Pill } from './pill.js';

const ICONS: Record<FeatureKey, ReactElement> = {
  ai: <AutoAwesomeIcon />,
  goals: <FlagIcon />,
  sessions: <EventAvailableIcon />,
  guardrails: <ShieldIcon />,
  progress: <InsightsIcon />,
  admin: <AdminPanelSettingsIcon />,
};

export function FeaturesSection() {
  const { t } = useTranslation(['landing', 'common']);
  return (
    <LandingSection id="features" title={t('sections.features')} lead={t('features.lead')} surface="paper">
      <Box component="ul" sx={gridList(2, 3)}>
        {FEATURE_KEYS.map((feature) => (
          <Box component="li" key={feature} sx={{ display: 'flex' }}>
            <Card variant="outlined" sx={{ width: '100%', borderRadius: 3, bgcolor: 'background.default' }}>
              <CardContent sx={{ p: { xs: 3, md: 4 } }}>
                <IconBadge>{ICONS[feature]}</IconBadge>
                <Box sx={{ mt: 2.5, mb: 1 }}>
                  <Typography variant="overline" component="p" color="text.secondary" sx={{ lineHeight: 1.6 }}>
                    {t(`features.items.${feature}.audience`)}
                  </Typography>
                  <Typography variant="h5" component="h3" sx={{ fontWeight: 700 }}>
                    {t(`features.items.${feature}.title`)}
                  </Typography>
                </Box>
                <Typography color="text.secondary" sx={{ lineHeight: 1.65 }}>
                  {t(`features.items.${feature}.body`)}
                </Typography>
              </CardContent>
            </Card>
          </Box>
        ))}
      </Box>
      <Box sx={{ mt: { xs: 6, md: 8 } }}>
        <Typography variant="h6" component="h3" sx={{ fontWeight: 700, mb: 2 }}>
          {t('features.focusAreasHeading')}
        </Typography>
        <Stack component="ul" direction="row" useFlexGap spacing={1} sx={{ flexWrap: 'wrap', listStyle: 'none', m: 0, p: 0 }}>
          {FOCUS_AREAS.map((area) => (
            <li key={area}>
              <Pill>{t(`common:labels.focusAreas.${area}`)}</Pill>
            </li>
          ))}
        </Stack>
      </Box>
    </LandingSection>
  );
}
