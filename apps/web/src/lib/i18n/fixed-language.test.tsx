import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Pager } from '@/components/ui/list-states';
import { inLanguage } from '@/test/language';
import { FixedLanguage } from './fixed-language';

describe('FixedLanguage', () => {
  inLanguage('hi');

  it('words the building blocks inside it in its language, and those outside in the page’s', () => {
    render(
      <>
        <Pager label="customer" page={1} pageCount={3} onPage={() => undefined} />
        <FixedLanguage language="en">
          <Pager label="staff" page={1} pageCount={3} onPage={() => undefined} />
        </FixedLanguage>
      </>,
    );
    const customer = screen.getByRole('navigation', { name: 'customer' });
    expect(customer.textContent).toContain('अगला');
    expect(customer.textContent).not.toContain('Next');
    const staff = screen.getByRole('navigation', { name: 'staff' });
    expect(staff.textContent).toContain('Next');
    expect(staff.textContent).toContain('Page 1 of 3');
    expect(staff.closest('[lang]')?.getAttribute('lang')).toBe('en-IN');
  });
});
