import { useTheme } from '@mui/material';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ColorModeProvider } from '../app/color-mode.js';
import { ThemeMenu } from './theme-menu.js';

function PaletteMode() {
  return <output aria-label="palette">{useTheme().palette.mode}</output>;
}

function renderMenu() {
  return render(
    <ColorModeProvider>
      <ThemeMenu />
      <PaletteMode />
    </ColorModeProvider>,
  );
}

describe('theme choice', () => {
  it('follows the system when nothing is saved, and remembers a choice', async () => {
    const user = userEvent.setup();
    const first = renderMenu();
    expect(screen.getByLabelText('palette')).toHaveTextContent('light');

    await user.click(screen.getByRole('button', { name: 'Choose theme' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Dark' }));
    expect(screen.getByLabelText('palette')).toHaveTextContent('dark');
    expect(localStorage.getItem('theme')).toBe('dark');
    first.unmount();

    renderMenu();
    expect(screen.getByLabelText('palette')).toHaveTextContent('dark');
    await user.click(screen.getByRole('button', { name: 'Choose theme' }));
    await user.click(await screen.findByRole('menuitem', { name: 'System' }));
    expect(localStorage.getItem('theme')).toBeNull();
    expect(screen.getByLabelText('palette')).toHaveTextContent('light');
  });
});
