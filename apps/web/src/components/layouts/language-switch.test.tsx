import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { switchLanguage } from '@/lib/i18n/switch-language';
import { useFormat } from '@/lib/i18n/use-format';
import { useLanguage, useT } from '@/lib/i18n/use-t';
import { LanguageSwitch } from './language-switch';

function Page() {
  const t = useT('common');
  const format = useFormat();
  const language = useLanguage();
  return (
    <>
      <LanguageSwitch language={language} onChange={(next) => void switchLanguage(next)} />
      <p>{t('header.cartItems', { count: 3 })}</p>
      <p>{format.money(12345650)}</p>
    </>
  );
}

describe('language switch', () => {
  it('shows the page in Hindi, marks <html lang> and remembers the choice', async () => {
    render(<Page />);
    expect(screen.getByText('Cart, 3 items')).toBeTruthy();
    const select = screen.getByRole<HTMLSelectElement>('combobox', { name: 'Language' });
    expect(select.value).toBe('en');

    fireEvent.change(select, { target: { value: 'hi' } });
    expect(await screen.findByText('कार्ट, 3 आइटम')).toBeTruthy();
    expect(screen.getByRole('combobox', { name: 'भाषा' })).toBeTruthy();
    expect(screen.getByText('₹1,23,456.50')).toBeTruthy();
    expect(document.documentElement.lang).toBe('hi-IN');
    expect(localStorage.getItem('language')).toBe('"hi"');

    fireEvent.change(select, { target: { value: 'en' } });
    await waitFor(() => expect(document.documentElement.lang).toBe('en-IN'));
    expect(screen.getByText('Cart, 3 items')).toBeTruthy();
  });
});
