import type { Template } from '@coaching/contract';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import { Card, CardActions, CardContent, Chip, IconButton, Stack, Typography } from '@mui/material';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { totalMinutes } from './template-form.js';

type Props = { template: Template; duplicating: boolean; onEdit: () => void; onDuplicate: () => void; onDelete: () => void };

/** One template: its title, a preview (the agenda's items or the text's start), how often it was used, and its actions. */
export function TemplateCard({ template, duplicating, onEdit, onDuplicate, onDelete }: Props) {
  const { t } = useTranslation('templates');
  const titleId = useId();
  const plan = template.kind === 'session_plan';
  const preview = plan ? template.agenda.map((item) => item.title).join(' · ') : template.content;
  const { title } = template;
  return (
    <Card variant="outlined" component="article" aria-labelledby={titleId} sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}>
      <CardContent sx={{ flex: 1 }}>
        <Typography id={titleId} variant="h6" component="h3" sx={{ overflowWrap: 'anywhere' }}>
          {title}
        </Typography>
        <Typography
          variant="body2"
          color="text.secondary"
          sx={{ mt: 1, display: '-webkit-box', WebkitLineClamp: 3, WebkitBoxOrient: 'vertical', overflow: 'hidden', whiteSpace: 'pre-line' }}
        >
          {preview}
        </Typography>
        <Stack direction="row" sx={{ gap: 1, mt: 2, flexWrap: 'wrap' }}>
          {plan && <Chip size="small" label={t('card.items', { count: template.agenda.length, minutes: totalMinutes(template.agenda) })} />}
          <Chip size="small" variant="outlined" label={template.useCount === 0 ? t('card.unused') : t('card.uses', { count: template.useCount })} />
        </Stack>
      </CardContent>
      <CardActions sx={{ justifyContent: 'flex-end' }}>
        <IconButton aria-label={t('card.edit', { title })} onClick={onEdit}>
          <EditOutlinedIcon />
        </IconButton>
        <IconButton aria-label={t('card.duplicate', { title })} onClick={onDuplicate} loading={duplicating}>
          <ContentCopyIcon />
        </IconButton>
        <IconButton aria-label={t('card.delete', { title })} onClick={onDelete}>
          <DeleteOutlineIcon />
        </IconButton>
      </CardActions>
    </Card>
  );
}
