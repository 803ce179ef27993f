import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../i18n/format.js';

/** A skill as the reader says it: the six offered skills are translated, a client's own is shown as they typed it. */
export function useSkillLabel(): (skill: string) => string {
  const { t, i18n } = useTranslation('progress');
  return useCallback(
    (skill: string) => {
      const key = `skills.names.${skill}`;
      return i18n.exists(key, { ns: 'progress' }) ? (t as (key: string) => string)(key) : skill;
    },
    [t, i18n],
  );
}

/** A mean mood or confidence with at most one decimal; '—' for a day without a reflection. */
export function useScaleLabel(): (value: number | null) => string {
  const format = useFormat();
  const { t } = useTranslation('progress');
  return useCallback((value: number | null) => (value === null ? t('noValue') : format.number(Math.round(value * 10) / 10)), [format, t]);
}
