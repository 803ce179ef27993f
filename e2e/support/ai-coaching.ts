import type { Locator, Page } from 'playwright-core';

/** What the AI coaching pages show; the texts of the spec and the contract, as the user reads them. */
export const AI_COACH = {
  typing: 'AI Coach is typing…',
  aiCoachLabel: 'AI Coach',
};

/**
 * The value a description list shows for a label: the stats bar ('Messages' -> '2') and the progress
 * page's tiles ('AI conversations' -> '1') are <dl>s whose <dt> and <dd> sit side by side.
 */
export function figure(list: Locator, label: string): Locator {
  return list.locator('dt').filter({ hasText: new RegExp(`^${label}$`) }).locator('xpath=following-sibling::dd[1]');
}

/**
 * Starts recording what the chat shows at the end of its message list while an AI reply comes in:
 * the typing indicator (recorded as `AI_COACH.typing`), then each text the reply grows through.
 * Consecutive repeats are dropped, so the frames are the distinct states a watching user saw.
 * Returns a function that reads the frames so far.
 */
export async function recordReplyFrames(page: Page): Promise<() => Promise<string[]>> {
  await page.evaluate(
    ({ typing, aiCoachLabel }) => {
      const frames: string[] = [];
      const read = () => {
        const items = document.querySelectorAll('ol[aria-label="Messages"] > li');
        const last = items[items.length - 1];
        if (!last) return;
        const [label, content] = Array.from(last.querySelectorAll('p'), (paragraph) => paragraph.textContent ?? '');
        const frame = last.textContent === typing ? typing : label === aiCoachLabel ? (content ?? '') : undefined;
        if (frame !== undefined && frames.at(-1) !== frame) frames.push(frame);
      };
      new MutationObserver(read).observe(document.body, { subtree: true, childList: true, characterData: true });
      (window as unknown as { aiReplyFrames: string[] }).aiReplyFrames = frames;
    },
    { typing: AI_COACH.typing, aiCoachLabel: AI_COACH.aiCoachLabel },
  );
  return () => page.evaluate(() => [...(window as unknown as { aiReplyFrames: string[] }).aiReplyFrames]);
}

export type ProgressFigures = { conversations: number; active: number; messages: number };

/** The totals /client/ai-coaching/progress shows, zero while it still invites the first conversation. */
export async function readProgressFigures(page: Page): Promise<ProgressFigures> {
  const tiles = page.locator('main dl').first();
  const empty = page.getByText('No AI coaching yet. Talk to your AI Coach to start tracking your progress.', { exact: true });
  await tiles.or(empty).first().waitFor({ state: 'visible' });
  if (await empty.isVisible()) return { conversations: 0, active: 0, messages: 0 };
  const read = async (label: string) => Number(await figure(tiles, label).textContent());
  return { conversations: await read('AI conversations'), active: await read('Active conversations'), messages: await read('Messages') };
}
