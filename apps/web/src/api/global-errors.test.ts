import { describe, expect, it } from 'vitest';
import { ApiError } from './api-error.js';
import { globalErrorMessage } from './global-errors.js';

describe('globalErrorMessage (spec section 8)', () => {
  it.each([
    [new ApiError('timeout', 0, 'x'), 'Request timed out. Please check your connection and try again.'],
    [new ApiError('network', 0, 'x'), 'Network error. Please check your connection.'],
    [new ApiError('http', 403, 'nope'), 'Access denied. You do not have permission to perform this action.'],
    [new ApiError('http', 500, 'boom'), 'Server error. Please try again later.'],
    [new ApiError('http', 503, 'down'), 'Server error. Please try again later.'],
    [new ApiError('http', 409, 'This username is already taken'), 'This username is already taken'],
    [new Error('odd'), 'An unexpected error occurred'],
  ])('maps %s', (error, message) => {
    expect(globalErrorMessage(error)).toBe(message);
  });

  it.each([401, 404, 422])('shows nothing globally for %i', (status) => {
    expect(globalErrorMessage(new ApiError('http', status, 'x'))).toBeUndefined();
  });
});
