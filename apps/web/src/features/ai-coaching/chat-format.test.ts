import { AI_MESSAGES, AI_UNAVAILABLE_TOAST_MS, TOAST_DURATION_MS } from '@coaching/contract';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../api/api-error.js';
import { roleLabel, sendFailureToast } from './chat-format.js';
import { stageIndex } from './methodology-stages.js';

describe('roleLabel', () => {
  it("names the chatting person 'You' in their own conversation and 'Client' to someone overseeing it", () => {
    expect(roleLabel('client', true)).toBe('You');
    expect(roleLabel('user', true)).toBe('You');
    expect(roleLabel('client', false)).toBe('Client');
    expect(roleLabel('ai_coach', true)).toBe('AI Coach');
    expect(roleLabel('assistant', false)).toBe('AI Coach');
    expect(roleLabel('coach', false)).toBe('Coach');
    expect(roleLabel('system', true)).toBe('System');
  });
});

describe('sendFailureToast', () => {
  it('says the AI is unavailable for 5 s on 503 AI_SERVICE_UNAVAILABLE', () => {
    expect(sendFailureToast(new ApiError('http', 503, 'down', 'AI_SERVICE_UNAVAILABLE'))).toEqual({ message: AI_MESSAGES.unavailable, duration: AI_UNAVAILABLE_TOAST_MS });
  });

  it("uses the error's message, else the generic text", () => {
    expect(sendFailureToast(new ApiError('http', 400, 'Message cannot be empty', 'VALIDATION_ERROR')).message).toBe('Message cannot be empty');
    expect(sendFailureToast(new Error('boom'))).toEqual({ message: AI_MESSAGES.sendFailed, duration: TOAST_DURATION_MS.error });
  });
});

describe('stageIndex', () => {
  it("finds the stage by name, also in a 'GROW Reality' form, and -1 for an unknown one", () => {
    expect(stageIndex('grow', 'Options')).toBe(2);
    expect(stageIndex('grow', 'GROW Reality')).toBe(1);
    expect(stageIndex('solution-focused', 'next small step')).toBe(3);
    expect(stageIndex('icf', 'Closing')).toBe(-1);
  });
});
