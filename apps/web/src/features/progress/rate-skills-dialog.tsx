import { DEFAULT_SKILLS, SKILL_LIMITS, type SkillRating } from '@coaching/contract';
import CloseIcon from '@mui/icons-material/Close';
import { Alert, Box, Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, IconButton, Stack, TextField } from '@mui/material';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { failureMessage } from '../../api/error-messages.js';
import { useRateSkills } from '../../api/progress.js';
import { LabelledSlider } from '../../components/labelled-slider.js';
import { notify } from '../../components/notify.js';
import { useFormat } from '../../i18n/format.js';
import { localizeMessage } from '../../i18n/localize-message.js';
import { useSkillLabel } from './progress-format.js';

/** Where a skill never rated before starts: the middle of the scale, for the client to move. */
const STARTING_RATING = Math.round((SKILL_LIMITS.scale.min + SKILL_LIMITS.scale.max) / 2);

type Score = { skill: string; rating: number };
const same = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

/** The six offered skills and the client's own from their latest rating, each where the client left it last time. */
function startingScores(latest: SkillRating | null): Score[] {
  const scores: Score[] = DEFAULT_SKILLS.map((skill) => ({ skill, rating: latest?.scores.find((score) => same(score.skill, skill))?.rating ?? STARTING_RATING }));
  for (const score of latest?.scores ?? []) if (!scores.some((known) => same(known.skill, score.skill))) scores.push({ ...score });
  return scores;
}

/** The client rates their skills from 1 to 10, the offered six and any they add by name; a skill removed is not rated this time. */
export function RateSkillsDialog({ latest, onClose }: { latest: SkillRating | null; onClose: () => void }) {
  const { t } = useTranslation('progress');
  const format = useFormat();
  const skillLabel = useSkillLabel();
  const titleId = useId();
  const [scores, setScores] = useState(() => startingScores(latest));
  const [newSkill, setNewSkill] = useState('');
  const [failure, setFailure] = useState<string>();
  const rate = useRateSkills();
  const name = newSkill.trim();
  const canAdd = name !== '' && !scores.some((score) => same(score.skill, name)) && scores.length < SKILL_LIMITS.perRating;

  const add = () => {
    if (!canAdd) return;
    setScores((current) => [...current, { skill: name, rating: STARTING_RATING }]);
    setNewSkill('');
  };
  const save = () => {
    setFailure(undefined);
    rate.mutate(
      { scores },
      {
        onSuccess: (reply) => {
          if (reply.message) notify.success(reply.message);
          onClose();
        },
        onError: (error) => setFailure(failureMessage(error, { fallback: t('skills.dialog.saveFailed') })),
      },
    );
  };

  return (
    <Dialog open fullWidth maxWidth="sm" aria-labelledby={titleId} onClose={() => !rate.isPending && onClose()}>
      <DialogTitle id={titleId}>{t('skills.dialog.title')}</DialogTitle>
      <DialogContent>
        <Stack sx={{ gap: 2 }}>
          <DialogContentText>{t('skills.dialog.intro')}</DialogContentText>
          {failure && <Alert severity="error">{localizeMessage(failure)}</Alert>}
          {scores.map((score) => (
            <Stack key={score.skill} direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
              <Box sx={{ flexGrow: 1 }}>
                <LabelledSlider
                  label={skillLabel(score.skill)}
                  helper={t('skills.dialog.helper')}
                  value={score.rating}
                  onChange={(rating) => setScores((current) => current.map((item) => (item.skill === score.skill ? { ...item, rating } : item)))}
                  min={SKILL_LIMITS.scale.min}
                  max={SKILL_LIMITS.scale.max}
                  step={1}
                  marks
                  valueText={(value) => t('skills.dialog.valueText', { value: format.number(value) })}
                />
              </Box>
              <IconButton aria-label={t('skills.dialog.remove', { skill: skillLabel(score.skill) })} onClick={() => setScores((current) => current.filter((item) => item.skill !== score.skill))}>
                <CloseIcon fontSize="small" />
              </IconButton>
            </Stack>
          ))}
          <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
            <TextField
              label={t('skills.dialog.addLabel')}
              size="small"
              fullWidth
              value={newSkill}
              onChange={(event) => setNewSkill(event.target.value)}
              onKeyDown={(event) => {
                if (event.key === 'Enter') {
                  event.preventDefault();
                  add();
                }
              }}
              slotProps={{ htmlInput: { maxLength: SKILL_LIMITS.nameMaxLength } }}
            />
            <Button onClick={add} disabled={!canAdd}>
              {t('skills.dialog.add')}
            </Button>
          </Stack>
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={rate.isPending}>
          {t('skills.dialog.cancel')}
        </Button>
        <Button variant="contained" onClick={save} loading={rate.isPending} disabled={scores.length === 0}>
          {t('skills.dialog.save')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
