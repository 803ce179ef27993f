import { useCallback } from 'react';
import { useFormat } from '../../i18n/format.js';

/** A 0-5 rating with one decimal ('4.6', '4,6'); '—' where there is none. */
export function useRatingLabel(): (rating: number | null) => string {
  const format = useFormat();
  return useCallback((rating: number | null) => (rating === null ? NO_VALUE : format.number(Math.round(rating * 10) / 10)), [format]);
}

/** Shown in a table's cell for a week without a value. */
export const NO_VALUE = '—';
