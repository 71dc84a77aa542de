// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import i18n from '../i18n';
import { LanguageSelect } from './LanguageSelect';

beforeEach(async () => {
  await i18n.changeLanguage('es');
});
afterEach(async () => {
  cleanup();
  await i18n.changeLanguage('es');
});

describe('the language chooser of the pages before sign-in', () => {
  it("shows Select's closed field until used, then opens the real menu from the keyboard and changes the language", async () => {
    const user = userEvent.setup();
    render(<LanguageSelect />);
    const closed = screen.getByRole('combobox', { name: 'Idioma' });
    expect(closed).toHaveProperty('textContent', 'Español');
    expect(closed.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('listbox')).toBeNull();

    closed.focus();
    await user.keyboard('{ArrowDown}');
    const list = await screen.findByRole('listbox');
    expect([...list.querySelectorAll('[role="option"]')].map((o) => o.textContent)).toEqual(['Español', 'English', 'Aymar aru']);
    await user.click(screen.getByRole('option', { name: 'English' }));

    await vi.waitFor(() => expect(i18n.language).toBe('en'));
    const real = await screen.findByRole('combobox', { name: 'Language' });
    expect(real.textContent).toBe('English');
    expect(document.activeElement).toBe(real);
  });

  it('opens on a press of the pointer, as Select does', async () => {
    const user = userEvent.setup();
    render(<LanguageSelect />);
    await user.pointer({ keys: '[MouseLeft>]', target: screen.getByRole('combobox', { name: 'Idioma' }) });
    expect(await screen.findByRole('listbox')).toBeTruthy();
  });
});
