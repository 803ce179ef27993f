import type { AuditEntry } from '@coaching/contract';
import ExpandLessIcon from '@mui/icons-material/ExpandLess';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { Box, Collapse, IconButton, Link, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../i18n/format.js';
import { personName } from '../../i18n/person-name.js';
import { actionLabel, changesOf, fieldLabel, targetLabel, valueText } from './audit-format.js';
import type { AuditActor } from './use-audit-query.js';

const COLUMNS = 6;

type Props = { entry: AuditEntry; onActor: (actor: AuditActor) => void; onTarget: (targetId: string) => void };

/** One entry: when, who, what, about what, from where; its changed fields open below it, before and after. */
export function AuditEntryRow({ entry, onActor, onTarget }: Props) {
  const { t, i18n } = useTranslation('admin-settings');
  const format = useFormat();
  const [open, setOpen] = useState(false);
  const changesId = useId();
  const changes = changesOf(entry);
  const name = personName(entry.actor, entry.actor.username);
  const target = targetLabel(entry, i18n.resolvedLanguage ?? i18n.language);
  return (
    <>
      <TableRow sx={{ '& > td': { borderBottom: open ? 'unset' : undefined } }}>
        <TableCell sx={{ whiteSpace: 'nowrap' }}>{format.dateTime(entry.at)}</TableCell>
        <TableCell>
          <Link component="button" type="button" variant="body2" onClick={() => onActor({ id: entry.actor._id, name })} aria-label={t('audit.onlyActor', { name })}>
            {name}
          </Link>
          <Typography variant="caption" color="text.secondary" sx={{ display: 'block' }}>
            @{entry.actor.username}
          </Typography>
        </TableCell>
        <TableCell>{actionLabel(entry.action)}</TableCell>
        <TableCell sx={{ wordBreak: 'break-word' }}>
          <Link component="button" type="button" variant="body2" onClick={() => onTarget(entry.targetId)} aria-label={t('audit.onlyTarget', { target })}>
            {target}
          </Link>
        </TableCell>
        <TableCell>{entry.ip ?? t('audit.unknownIp')}</TableCell>
        <TableCell align="right">
          {changes.length > 0 ? (
            <IconButton
              size="small"
              onClick={() => setOpen(!open)}
              aria-expanded={open}
              aria-controls={changesId}
              aria-label={open ? t('audit.hideChanges') : t('audit.showChanges')}
            >
              {open ? <ExpandLessIcon /> : <ExpandMoreIcon />}
            </IconButton>
          ) : (
            <Typography variant="caption" color="text.secondary">
              {t('audit.noChanges')}
            </Typography>
          )}
        </TableCell>
      </TableRow>
      <TableRow>
        <TableCell colSpan={COLUMNS} sx={{ py: 0 }}>
          <Collapse in={open} timeout="auto" unmountOnExit>
            <Box id={changesId} sx={{ my: 1.5 }}>
              <Table size="small" aria-label={t('audit.changes.label')}>
                <TableHead>
                  <TableRow>
                    <TableCell>{t('audit.changes.field')}</TableCell>
                    <TableCell>{t('audit.changes.before')}</TableCell>
                    <TableCell>{t('audit.changes.after')}</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {changes.map((change) => (
                    <TableRow key={change.field}>
                      <TableCell component="th" scope="row">
                        {fieldLabel(change.field)}
                      </TableCell>
                      <TableCell sx={{ wordBreak: 'break-word' }}>{valueText(change.before)}</TableCell>
                      <TableCell sx={{ wordBreak: 'break-word' }}>{valueText(change.after)}</TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </Box>
          </Collapse>
        </TableCell>
      </TableRow>
    </>
  );
}
