import { AI_CHAT_LIMITS } from '@coaching/contract';
import { describe, expect, it } from 'vitest';
import { TITLE_MAX_WORDS, titleFromMessage } from './title.js';

describe('titleFromMessage', () => {
  it('takes the first sentence, capitalised, without its trailing punctuation', () => {
    expect(titleFromMessage('i feel stretched thin. Work keeps piling up.')).toBe('I feel stretched thin');
    expect(titleFromMessage('How do I say no to my boss?! It never works')).toBe('How do I say no to my boss');
    expect(titleFromMessage('Promotion talk on Friday\nI am nervous about it')).toBe('Promotion talk on Friday');
  });

  it('drops the greetings and fillers a message opens with, whoever they address', () => {
    expect(titleFromMessage('Hey coach, I keep procrastinating')).toBe('I keep procrastinating');
    expect(titleFromMessage('Hi! So, um, well... my team ignores me')).toBe('My team ignores me');
    expect(titleFromMessage('Hello there!\n\nBurnout again')).toBe('Burnout again');
    expect(titleFromMessage('hey, coach, okay so: promotion talk')).toBe('Promotion talk');
    expect(titleFromMessage('Hola, quiero mejorar mi liderazgo.')).toBe('Quiero mejorar mi liderazgo');
  });

  it('leaves words that only begin like a filler', () => {
    expect(titleFromMessage('Sorry for the late reply')).toBe('Sorry for the late reply');
    expect(titleFromMessage('Well-being matters to me')).toBe('Well-being matters to me');
    expect(titleFromMessage('Hey coaching is new to me')).toBe('Coaching is new to me');
  });

  it('does not end the sentence at an abbreviation or a decimal point', () => {
    expect(titleFromMessage('Dr. Lee said rest. I disagree')).toBe('Dr. Lee said rest');
    expect(titleFromMessage('My score is 3.5 out of 5!')).toBe('My score is 3.5 out of 5');
  });

  it(`keeps at most ${TITLE_MAX_WORDS} words, cut between words with an ellipsis`, () => {
    expect(titleFromMessage('I want to get better at delegating work to my team')).toBe('I want to get better at delegating work…');
    expect(titleFromMessage('I want to improve, really, a lot of things in life')).toBe('I want to improve, really, a lot of…');
    expect(titleFromMessage('one two three four five six seven eight')).toBe('One two three four five six seven eight');
  });

  it('keeps within the length limit, cutting at a word boundary', () => {
    expect(titleFromMessage('Planning quarterly objectives carefully', 30)).toBe('Planning quarterly objectives…');
    expect(titleFromMessage('Planning quarterly objectives carefully', 29)).toBe('Planning quarterly…');
    expect(titleFromMessage(`Three short words ${'x'.repeat(400)}`)).toBe('Three short words…');
    // One word longer than a title is cut inside it: there is no boundary to cut at.
    const oneWord = titleFromMessage('x'.repeat(400));
    expect(oneWord).toHaveLength(AI_CHAT_LIMITS.titleMaxLength);
    expect(oneWord).toBe(`X${'x'.repeat(AI_CHAT_LIMITS.titleMaxLength - 2)}…`);
  });

  it('returns nothing when no words are left to name the conversation by', () => {
    for (const message of ['hi', 'Hi!', 'Hey coach!', 'um... ok', '   ', '?!', '🙂']) expect(titleFromMessage(message)).toBe('');
  });
});
