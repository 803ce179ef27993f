import type { AiEngine } from '@coaching/contract';
import { Alert, Box, Button, Stack, Typography } from '@mui/material';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useTestModel } from '../../api/ai-settings.js';
import { failureMessage } from '../../api/error-messages.js';
import { SettingsCard } from '../../components/settings-card.js';
import { useFormat } from '../../i18n/format.js';
import { localizeMessage } from '../../i18n/localize-message.js';

/** The engine the AI coach answers with, and a test of it: its reply and how long it took, or why it did not answer. */
export function EngineCard({ engine }: { engine: AiEngine }) {
  const { t } = useTranslation('admin-ai-settings');
  const format = useFormat();
  const test = useTestModel();
  const result = test.data;
  const hintId = useId();
  return (
    <SettingsCard title={t('engine.title')}>
      {engine.kind === 'builtin' ? (
        <div>
          <Typography sx={{ fontWeight: 500 }}>{t('engine.builtin')}</Typography>
          <Typography variant="body2" color="text.secondary">
            {t('engine.builtinHint')}
          </Typography>
        </div>
      ) : (
        <div>
          <Typography sx={{ fontWeight: 500 }}>{engine.model ? t('engine.model', { model: engine.model }) : t('engine.unnamedModel')}</Typography>
          {engine.baseUrl && (
            <Typography variant="body2" color="text.secondary">
              {t('engine.endpoint', { origin: engine.baseUrl })}
            </Typography>
          )}
        </div>
      )}
      <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 2, alignItems: { sm: 'center' } }}>
        <Button variant="outlined" loading={test.isPending} loadingPosition="start" onClick={() => test.mutate()} aria-describedby={hintId}>
          {test.isPending ? t('engine.testing') : t('engine.test')}
        </Button>
        <Typography id={hintId} variant="body2" color="text.secondary">
          {t('engine.testHint')}
        </Typography>
      </Stack>
      <Box aria-live="polite">
        {test.isError && <Alert severity="error">{localizeMessage(failureMessage(test.error, { fallback: t('engine.testFailed') }))}</Alert>}
        {result && !test.isPending && !test.isError && (
          <Alert severity={result.ok ? 'success' : 'error'}>
            <Typography sx={{ fontWeight: 500 }}>
              {result.ok ? t('engine.answered', { ms: format.number(result.latencyMs) }) : t('engine.failed', { ms: format.number(result.latencyMs) })}
            </Typography>
            {result.reply && (
              <Box component="figure" sx={{ m: 0, mt: 1 }}>
                <Typography component="figcaption" variant="caption">
                  {t('engine.reply')}
                </Typography>
                <Typography component="blockquote" sx={{ m: 0, fontStyle: 'italic' }}>
                  {result.reply}
                </Typography>
              </Box>
            )}
            {result.error && <Typography variant="body2">{localizeMessage(result.error)}</Typography>}
          </Alert>
        )}
      </Box>
    </SettingsCard>
  );
}
