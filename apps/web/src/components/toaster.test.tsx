import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { notify } from './notify.js';
import { Toaster } from './toaster.js';

// One module state per file: the toaster here is the app's own, loaded on demand (test/render.tsx mounts it eagerly).
describe('Toaster', () => {
  it('loads nothing until the first toast, then shows that toast and the ones after it', async () => {
    const { container } = render(<Toaster />);
    expect(container).toBeEmptyDOMElement();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();

    act(() => notify.success('Goal saved'));
    expect(await screen.findByText('Goal saved')).toBeInTheDocument();

    act(() => notify.error('Could not save'));
    expect(await screen.findByText('Could not save')).toBeInTheDocument();
  });

  it("gives a toast its action button, which runs the action and closes the toast", async () => {
    const user = userEvent.setup();
    const undo = vi.fn();
    render(<Toaster />);
    act(() => notify.success('Goal completed', { action: { label: 'Undo', onClick: undo } }));
    await user.click(await screen.findByRole('button', { name: 'Undo' }));
    expect(undo).toHaveBeenCalledOnce();
    await vi.waitFor(() => expect(screen.queryByText('Goal completed')).not.toBeInTheDocument());
  });
});
