import type { CrisisResource } from '@coaching/contract';
import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import { Button, CircularProgress, IconButton, Link, Table, TableBody, TableCell, TableContainer, TableHead, TableRow, Tooltip, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCrisisResources } from '../../api/ai-settings.js';
import { RetryAlert } from '../../components/retry-alert.js';
import { SettingsCard } from '../../components/settings-card.js';
import { countryName } from './country-names.js';
import { CrisisResourceDialog } from './crisis-resource-dialog.js';
import { DeleteResourceDialog } from './delete-resource-dialog.js';

const COLUMNS = ['country', 'kind', 'name', 'contact', 'url'] as const;

type Editing = { resource?: CrisisResource } | undefined;

/** The crisis resources by country and kind (issue 20): listed for every admin; added, edited and deleted with ai.configure. */
export function CrisisResourcesSection({ canConfigure }: { canConfigure: boolean }) {
  const { t, i18n } = useTranslation('admin-ai-settings');
  const language = i18n.resolvedLanguage ?? i18n.language;
  const resources = useCrisisResources();
  const [editing, setEditing] = useState<Editing>();
  const [deleting, setDeleting] = useState<CrisisResource>();
  const rows = resources.data?.resources ?? [];

  const addButton = canConfigure && (
    <Button variant="contained" startIcon={<AddIcon />} onClick={() => setEditing({})}>
      {t('crisis.add')}
    </Button>
  );

  return (
    <SettingsCard title={t('crisis.title')} hint={t('crisis.hint')} action={addButton}>
      {resources.isPending && <CircularProgress aria-label={t('crisis.loading')} sx={{ alignSelf: 'center' }} />}
      {resources.isError && (
        <RetryAlert retryLabel={t('tryAgain')} onRetry={() => resources.refetch()} retrying={resources.isFetching}>
          {t('crisis.loadFailed')}
        </RetryAlert>
      )}
      {resources.data && rows.length === 0 && <Typography role="status">{t('crisis.empty')}</Typography>}
      {rows.length > 0 && (
        <TableContainer>
          <Table size="small" aria-label={t('crisis.label')}>
            <TableHead>
              <TableRow>
                {COLUMNS.map((column) => (
                  <TableCell key={column}>{t(`crisis.columns.${column}`)}</TableCell>
                ))}
                {canConfigure && <TableCell align="right">{t('crisis.columns.actions')}</TableCell>}
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map((resource) => {
                const country = countryName(resource.country, language);
                const names = { name: resource.name, country };
                return (
                  <TableRow key={resource._id}>
                    <TableCell component="th" scope="row">
                      {country}
                    </TableCell>
                    <TableCell>{t(`crisis.kinds.${resource.kind}`)}</TableCell>
                    <TableCell>{resource.name}</TableCell>
                    <TableCell>{resource.contact}</TableCell>
                    <TableCell sx={{ wordBreak: 'break-all' }}>
                      {resource.url ? (
                        <Link href={resource.url} target="_blank" rel="noopener noreferrer">
                          {resource.url}
                        </Link>
                      ) : (
                        t('crisis.noUrl')
                      )}
                    </TableCell>
                    {canConfigure && (
                      <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                        <Tooltip title={t('crisis.edit', names)}>
                          <IconButton onClick={() => setEditing({ resource })} aria-label={t('crisis.edit', names)}>
                            <EditIcon />
                          </IconButton>
                        </Tooltip>
                        <Tooltip title={t('crisis.delete', names)}>
                          <IconButton onClick={() => setDeleting(resource)} aria-label={t('crisis.delete', names)}>
                            <DeleteIcon />
                          </IconButton>
                        </Tooltip>
                      </TableCell>
                    )}
                  </TableRow>
                );
              })}
            </TableBody>
          </Table>
        </TableContainer>
      )}
      {editing && <CrisisResourceDialog key={editing.resource?._id ?? 'new'} editing={editing.resource} onClose={() => setEditing(undefined)} />}
      {deleting && <DeleteResourceDialog key={deleting._id} resource={deleting} onClose={() => setDeleting(undefined)} />}
    </SettingsCard>
  );
}
