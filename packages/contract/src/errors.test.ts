import { describe, expect, it } from 'vitest';
import { ErrorCodeSchema } from './envelope.js';
import { ERROR_TABLE, errorCodeOfStatus } from './errors.js';
import { GLOBAL_ERROR_MESSAGES } from './messages.js';

describe('ERROR_TABLE', () => {
  it('gives every error code a status, a message and a notice, and names no other code', () => {
    expect(Object.keys(ERROR_TABLE).sort()).toEqual([...ErrorCodeSchema.options].sort());
    for (const [code, entry] of Object.entries(ERROR_TABLE)) {
      expect(entry.status, code).toBeGreaterThanOrEqual(400);
      expect(entry.status, code).toBeLessThan(600);
      expect(entry.message.trim(), code).not.toBe('');
      if (entry.notice !== 'none' && entry.notice !== 'serverMessage') expect(GLOBAL_ERROR_MESSAGES).toHaveProperty(entry.notice);
    }
  });

  it('follows the global handling of spec section 8: 403 denied, 5xx server error, 401, 404 and 422 silent', () => {
    for (const [code, { status, notice }] of Object.entries(ERROR_TABLE)) {
      if (status === 403) expect(notice, code).toBe('forbidden');
      else if (status >= 500) expect(notice, code).toBe('server');
      else if ([401, 404, 422].includes(status)) expect(notice, code).toBe('none');
      else expect(notice, code).toBe('serverMessage');
    }
  });
});

describe('errorCodeOfStatus', () => {
  it('reads a bare status as a code that travels with that status', () => {
    for (const status of [400, 401, 403, 404, 409, 413, 415, 422, 429, 500, 503]) {
      const code = errorCodeOfStatus(status);
      expect(code && ERROR_TABLE[code].status, String(status)).toBe(status);
    }
  });

  it('reads any other 5xx as an internal error, and an unknown 4xx as nothing in particular', () => {
    expect(errorCodeOfStatus(502)).toBe('INTERNAL_ERROR');
    expect(errorCodeOfStatus(504)).toBe('INTERNAL_ERROR');
    expect(errorCodeOfStatus(418)).toBeUndefined();
  });
});
