import MailOutlineIcon from '@mui/icons-material/MailOutline';
import { Box, Button, Paper, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { CONTACT_EMAIL, CONTACT_TOPIC_KEYS } from './content.js';
import { LandingSection } from './landing-section.js';

/** A plain email address: we would rather be reachable than collect a form we cannot promise to answer. */
export function ContactSection() {
  const { t } = useTranslation('landing');
  return (
    <LandingSection id="contact" title={t('sections.contact')} lead={t('contact.lead')} surface="paper">
      <Box sx={{ display: 'grid', gap: { xs: 4, md: 6 }, gridTemplateColumns: { md: '5fr 7fr' }, alignItems: 'center' }}>
        <div>
          <Paper variant="outlined" sx={{ p: { xs: 3, sm: 4 }, borderRadius: 4, bgcolor: 'background.default' }}>
            <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
              {t('contact.emailUs')}
            </Typography>
            <Typography sx={{ fontWeight: 700, fontSize: { xs: '1.05rem', sm: '1.25rem' }, mb: 3, overflowWrap: 'anywhere' }}>
              {CONTACT_EMAIL}
            </Typography>
            <Button variant="contained" size="large" href={`mailto:${CONTACT_EMAIL}`} startIcon={<MailOutlineIcon />} fullWidth>
              {t('contact.write')}
            </Button>
          </Paper>
        </div>
        <div>
          <Stack component="ul" spacing={3} sx={{ listStyle: 'none', m: 0, p: 0 }}>
            {CONTACT_TOPIC_KEYS.map((topic) => (
              <li key={topic}>
                <Typography variant="h6" component="h3" sx={{ fontWeight: 700 }}>
                  {t(`contact.topics.${topic}.title`)}
                </Typography>
                <Typography color="text.secondary" sx={{ lineHeight: 1.65 }}>
                  {t(`contact.topics.${topic}.body`)}
                </Typography>
              </li>
            ))}
          </Stack>
        </div>
      </Box>
    </LandingSection>
  );
}
