import { SMART_CRITERIA } from '@coaching/contract';

/**
 * The dialog's five steps, in SMART order; each step's label (messages catalogue) and tip (goals catalogue)
 * are keyed by its criterion.
 */
export const SMART_STEPS = SMART_CRITERIA.map((key) => ({ key }));

/** The last of the five SMART steps, in the dialog's stepper and on the assistant page alike. */
export const LAST_STEP = SMART_STEPS.length - 1;
