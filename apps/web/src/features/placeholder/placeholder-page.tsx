import { Paper, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useRouteHandle } from '../../app/route-handle.js';
import { translateKey } from '../../i18n/localize-message.js';

/** A page whose content comes in a later piece of work: its title and what it will hold, nothing pretending to work. */
export function PlaceholderPage() {
  const { t } = useTranslation(['shell', 'common']);
  const key = useRouteHandle()?.titleKey;
  if (!key) return null;
  return (
    <>
      <Typography variant="h4" component="h1" gutterBottom>
        {t(`common:titles.${key}`)}
      </Typography>
      <Paper variant="outlined" sx={{ p: 3 }}>
        <Typography color="text.secondary">{translateKey(`shell:placeholders.${key}`)}</Typography>
      </Paper>
    </>
  );
}
