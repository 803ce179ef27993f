import type { Reflection } from '@coaching/contract';
import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import { Button, Chip, IconButton, List, ListItem, Stack, Tooltip, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useReflections } from '../../api/progress.js';
import { CardEmpty, CardFailed, CardLoading, TitledCard } from '../../components/titled-card.js';
import { useFormat } from '../../i18n/format.js';
import { DeleteReflectionDialog } from './delete-reflection-dialog.js';
import { ReflectionDialog } from './reflection-dialog.js';

/** The client's reflections, newest first, each to edit or delete; the Daily Reflection dialog adds one. */
export function ReflectionsPanel({ streak }: { streak: number | undefined }) {
  const { t } = useTranslation('progress');
  const reflections = useReflections();
  const [editing, setEditing] = useState<{ reflection?: Reflection }>();
  const [deleting, setDeleting] = useState<Reflection>();
  const items = reflections.data?.pages.flatMap((page) => page.reflections) ?? [];

  const content = () => {
    if (reflections.isPending) return <CardLoading label={t('reflections.loading')} height={160} />;
    if (reflections.isError) return <CardFailed message={t('reflections.loadFailed')} retryLabel={t('tryAgain')} onRetry={reflections.refetch} retrying={reflections.isFetching} />;
    if (items.length === 0) return <CardEmpty message={t('reflections.empty')} />;
    return (
      <Stack spacing={1}>
        <List disablePadding>
          {items.map((reflection) => (
            <ReflectionItem key={reflection._id} reflection={reflection} onEdit={() => setEditing({ reflection })} onDelete={() => setDeleting(reflection)} />
          ))}
        </List>
        {reflections.hasNextPage && (
          <Button onClick={() => void reflections.fetchNextPage()} loading={reflections.isFetchingNextPage} sx={{ alignSelf: 'center' }}>
            {t('reflections.more')}
          </Button>
        )}
      </Stack>
    );
  };

  return (
    <>
      <TitledCard
        title={t('reflections.title')}
        description={streak ? t('reflections.streak', { count: streak }) : undefined}
        action={
          <Button variant="contained" startIcon={<AddIcon />} onClick={() => setEditing({})}>
            {t('reflections.add')}
          </Button>
        }
      >
        {content}
      </TitledCard>
      {editing && <ReflectionDialog reflection={editing.reflection} onClose={() => setEditing(undefined)} />}
      {deleting && <DeleteReflectionDialog reflection={deleting} onClose={() => setDeleting(undefined)} />}
    </>
  );
}

function ReflectionItem({ reflection, onEdit, onDelete }: { reflection: Reflection; onEdit: () => void; onDelete: () => void }) {
  const { t } = useTranslation('progress');
  const format = useFormat();
  const date = format.dateTime(reflection.date);
  return (
    <ListItem
      divider
      disableGutters
      sx={{ display: 'block', py: 1.5 }}
      secondaryAction={
        <Stack direction="row">
          <Tooltip title={t('reflections.edit')}>
            <IconButton aria-label={t('reflections.editLabel', { date })} onClick={onEdit}>
              <EditIcon fontSize="small" />
            </IconButton>
          </Tooltip>
          <Tooltip title={t('reflections.delete')}>
            <IconButton aria-label={t('reflections.deleteLabel', { date })} onClick={onDelete}>
              <DeleteIcon fontSize="small" />
            </IconButton>
          </Tooltip>
        </Stack>
      }
    >
      <Stack spacing={1} sx={{ pr: 12 }}>
        <Typography variant="body2" color="text.secondary" component="div">
          {date}
        </Typography>
        <Typography sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{reflection.reflection}</Typography>
        <Stack direction="row" spacing={1}>
          <Chip size="small" label={t('reflections.mood', { value: format.number(reflection.mood) })} />
          <Chip size="small" label={t('reflections.confidence', { value: format.number(reflection.confidence) })} />
        </Stack>
      </Stack>
    </ListItem>
  );
}
