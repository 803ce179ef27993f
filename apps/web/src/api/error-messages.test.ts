import { AUTH_MESSAGES, ERROR_TABLE, ErrorCodeSchema, GLOBAL_ERROR_MESSAGES } from '@coaching/contract';
import { describe, expect, it } from 'vitest';
import { ApiError } from './api-error.js';
import { failureCode, failureMessage, globalErrorMessage } from './error-messages.js';

describe('globalErrorMessage (spec section 8)', () => {
  it.each([
    [new ApiError('timeout', 0, 'x'), 'Request timed out. Please check your connection and try again.'],
    [new ApiError('network', 0, 'x'), 'Network error. Please check your connection.'],
    [new ApiError('http', 403, 'nope'), 'Access denied. You do not have permission to perform this action.'],
    [new ApiError('http', 403, 'This account has been deactivated.', 'ACCOUNT_DISABLED'), GLOBAL_ERROR_MESSAGES.forbidden],
    [new ApiError('http', 500, 'boom'), 'Server error. Please try again later.'],
    [new ApiError('http', 503, 'down'), 'Server error. Please try again later.'],
    [new ApiError('http', 502, 'Bad gateway'), 'Server error. Please try again later.'],
    [new ApiError('http', 409, 'This username is already taken'), 'This username is already taken'],
    [new ApiError('http', 429, AUTH_MESSAGES.tooManyRequests, 'RATE_LIMITED'), AUTH_MESSAGES.tooManyRequests],
    [new ApiError('http', 418, ''), 'An unexpected error occurred'],
    [new Error('odd'), 'An unexpected error occurred'],
  ])('maps %s', (error, message) => {
    expect(globalErrorMessage(error)).toBe(message);
  });

  it.each([401, 404, 422])('shows nothing globally for %i', (status) => {
    expect(globalErrorMessage(new ApiError('http', status, 'x'))).toBeUndefined();
  });

  it.each(ErrorCodeSchema.options)('follows the contract table for %s', (code) => {
    const { status, notice } = ERROR_TABLE[code];
    const shown = globalErrorMessage(new ApiError('http', status, 'What the server said', code));
    if (notice === 'none') expect(shown).toBeUndefined();
    else if (notice === 'serverMessage') expect(shown).toBe('What the server said');
    else expect(shown).toBe(GLOBAL_ERROR_MESSAGES[notice]);
  });
});

describe('failureCode', () => {
  it("is the server's code, else the one the bare status stands for, else what failed on the way", () => {
    expect(failureCode(new ApiError('http', 409, 'x', 'EMAIL_TAKEN'))).toBe('EMAIL_TAKEN');
    expect(failureCode(new ApiError('http', 404, 'x'))).toBe('NOT_FOUND');
    expect(failureCode(new ApiError('http', 418, 'x'))).toBe('UNKNOWN');
    expect(failureCode(new ApiError('timeout', 0, 'x'))).toBe('TIMEOUT');
    expect(failureCode(new ApiError('network', 0, 'x'))).toBe('NETWORK');
    expect(failureCode(new TypeError('x'))).toBe('UNKNOWN');
  });
});

describe('failureMessage', () => {
  const texts = { fallback: 'Failed to save', byCode: { NOT_FOUND: 'Gone' } };

  it("uses the screen's words for a code it names, the envelope's or not", () => {
    expect(failureMessage(new ApiError('http', 404, 'Goal not found', 'NOT_FOUND'), texts)).toBe('Gone');
    expect(failureMessage(new ApiError('http', 404, 'x'), texts)).toBe('Gone');
  });

  it("shows the server's explanation of a refusal: the first field message, then its message", () => {
    const invalid = new ApiError('http', 400, 'Title is required', 'VALIDATION_ERROR', [{ msg: 'Title is required', path: 'title' }]);
    expect(failureMessage(invalid, texts)).toBe('Title is required');
    expect(failureMessage(new ApiError('http', 409, 'Already taken', 'CONFLICT'), texts)).toBe('Already taken');
  });

  it("falls back on the screen's words for a server failure, a reply without the envelope, or no reply", () => {
    expect(failureMessage(new ApiError('http', 500, 'Something went wrong', 'INTERNAL_ERROR'), texts)).toBe('Failed to save');
    expect(failureMessage(new ApiError('http', 400, 'An unexpected error occurred'), texts)).toBe('Failed to save');
    expect(failureMessage(new ApiError('network', 0, 'Network error'), texts)).toBe('Failed to save');
    expect(failureMessage(new Error('boom'), texts)).toBe('Failed to save');
  });

  it("takes any failure's message when asked, and none when the screen has only its own words", () => {
    expect(failureMessage(new ApiError('network', 0, 'Network error'), { ...texts, reason: 'any' })).toBe('Network error');
    expect(failureMessage(new ApiError('http', 409, 'Already taken', 'CONFLICT'), { ...texts, reason: 'none' })).toBe('Failed to save');
  });
});
