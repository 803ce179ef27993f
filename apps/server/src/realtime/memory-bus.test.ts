import { describe, expect, it, vi } from 'vitest';
import { describeBusBehaviour } from './bus-behaviour.js';
import { createMemoryBus } from './memory-bus.js';

describeBusBehaviour('memory bus', async (logger) => createMemoryBus(logger));

describe('memory bus', () => {
  it('delivers nothing once closed', async () => {
    const bus = createMemoryBus({ warn: vi.fn() });
    const received: unknown[] = [];
    await bus.subscribe('news', (message) => received.push(message));
    await bus.close();
    await bus.publish('news', 'late');
    expect(received).toEqual([]);
  });
});
