import { TEMPLATE_KINDS, type Template, type TemplateKind } from '@coaching/contract';
import AddIcon from '@mui/icons-material/Add';
import { Box, Button, Stack, Tab, Tabs, Typography } from '@mui/material';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DeleteTemplateDialog } from './delete-template-dialog.js';
import { TemplateDialog } from './template-dialog.js';
import { TemplateList } from './template-list.js';

/** /coach/templates: the coach's session plans and message templates, one tab each. */
export function TemplatesPage() {
  const { t } = useTranslation(['templates', 'common']);
  const ids = useId();
  const [kind, setKind] = useState<TemplateKind>('session_plan');
  const [editing, setEditing] = useState<{ kind: TemplateKind; template?: Template }>();
  const [deleting, setDeleting] = useState<Template>();
  const tabId = (value: TemplateKind) => `${ids}-tab-${value}`;
  const panelId = `${ids}-panel`;

  return (
    <Stack sx={{ gap: 3, maxWidth: 1200 }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 2, justifyContent: 'space-between', alignItems: { sm: 'center' } }}>
        <Box>
          <Typography variant="h4" component="h1">
            {t('common:titles.coachTemplates')}
          </Typography>
          <Typography color="text.secondary">{t('intro')}</Typography>
        </Box>
        <Button variant="contained" startIcon={<AddIcon />} onClick={() => setEditing({ kind })} sx={{ alignSelf: { xs: 'flex-start', sm: 'center' } }}>
          {t(`create.${kind}`)}
        </Button>
      </Stack>
      <Tabs value={kind} onChange={(_event, value: TemplateKind) => setKind(value)} aria-label={t('tabs.label')}>
        {TEMPLATE_KINDS.map((value) => (
          <Tab key={value} value={value} label={t(`tabs.${value}`)} id={tabId(value)} aria-controls={panelId} />
        ))}
      </Tabs>
      <Box role="tabpanel" id={panelId} aria-labelledby={tabId(kind)}>
        <TemplateList key={kind} kind={kind} onCreate={() => setEditing({ kind })} onEdit={(template) => setEditing({ kind, template })} onDelete={setDeleting} />
      </Box>
      {editing && <TemplateDialog kind={editing.kind} template={editing.template} onClose={() => setEditing(undefined)} />}
      {deleting && <DeleteTemplateDialog template={deleting} onClose={() => setDeleting(undefined)} />}
    </Stack>
  );
}
