import type { SuccessEnvelope } from '@coaching/contract';

export function ok<T>(data: T, message?: string): SuccessEnvelope<T> {
  return message === undefined ? { success: true, data } : { success: true, data, message };
}
