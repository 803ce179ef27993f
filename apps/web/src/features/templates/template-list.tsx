import type { Template, TemplateKind } from '@coaching/contract';
import AddIcon from '@mui/icons-material/Add';
import { Box, Button, CircularProgress, Grid, Paper, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { failureMessage } from '../../api/error-messages.js';
import { useDuplicateTemplate, useTemplates } from '../../api/templates.js';
import { notify } from '../../components/notify.js';
import { RetryAlert } from '../../components/retry-alert.js';
import { TemplateCard } from './template-card.js';

type Props = { kind: TemplateKind; onCreate: () => void; onEdit: (template: Template) => void; onDelete: (template: Template) => void };

/** The coach's templates of one kind as cards; an empty state that offers the first one. */
export function TemplateList({ kind, onCreate, onEdit, onDelete }: Props) {
  const { t } = useTranslation('templates');
  const query = useTemplates(kind);
  const duplicate = useDuplicateTemplate();

  if (query.isError) {
    return (
      <RetryAlert retryLabel={t('tryAgain')} onRetry={() => query.refetch()} retrying={query.isFetching}>
        {t('list.loadFailed')}
      </RetryAlert>
    );
  }
  if (!query.data) {
    return (
      <Box role="status" aria-label={t('list.loading')} sx={{ display: 'grid', placeItems: 'center', minHeight: 200 }}>
        <CircularProgress />
      </Box>
    );
  }
  if (query.data.length === 0) {
    return (
      <Paper variant="outlined" sx={{ p: 4, textAlign: 'center' }}>
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          {t(`list.empty.${kind}`)}
        </Typography>
        <Button variant="contained" startIcon={<AddIcon />} onClick={onCreate}>
          {t(`create.${kind}`)}
        </Button>
      </Paper>
    );
  }
  const copy = (template: Template) =>
    duplicate.mutate(template._id, {
      onSuccess: (reply) => {
        if (reply.message) notify.success(reply.message);
      },
      onError: (error) => notify.error(failureMessage(error, { fallback: t('failures.duplicate') })),
    });
  return (
    <Grid container spacing={2} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {query.data.map((template) => (
        <Grid key={template._id} component="li" size={{ xs: 12, sm: 6, lg: 4 }}>
          <TemplateCard
            template={template}
            duplicating={duplicate.isPending && duplicate.variables === template._id}
            onEdit={() => onEdit(template)}
            onDuplicate={() => copy(template)}
            onDelete={() => onDelete(template)}
          />
        </Grid>
      ))}
    </Grid>
  );
}
