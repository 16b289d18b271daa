import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { loadPackLabels } from '@/lib/i18n/pack-labels-loader';
import { inLanguage } from '@/test/language';
import { renderRoute } from '@/test/render';
import { CartLineItem } from './cart-line-item';
import { quotedLine, storedLine } from './cart-test-data';

const renderLine = () =>
  renderRoute(
    <ul>
      <CartLineItem
        line={storedLine({ variantLabel: 'Strip of 15 tablets', quantity: 2 })}
        quoted={quotedLine({ variantLabel: 'Strip of 15 tablets', quantity: 2 })}
      />
    </ul>,
    { path: '/cart', url: '/cart' },
  );

describe('a cart line', () => {
  it('shows the pack, the price of each and the line total', () => {
    renderLine();
    expect(screen.getByText('Pack: Strip of 15 tablets')).toBeTruthy();
    expect(screen.getByText('₹30.00 each')).toBeTruthy();
    expect(screen.getByText('Line total:')).toBeTruthy();
  });
});

describe('a cart line in Hindi', () => {
  inLanguage('hi');
  // The pack words come with a Hindi page's texts (a chunk of their own): loaded before the line renders.
  beforeEach(async () => {
    await loadPackLabels();
  });

  it('words the pack, the price of each, the line total and Remove in Hindi', async () => {
    renderLine();
    expect(await screen.findByText('पैक: 15 टैबलेट की स्ट्रिप')).toBeTruthy();
    expect(screen.getByText('₹30.00 प्रति पैक')).toBeTruthy();
    expect(screen.getByText('कुल:')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Dolo 650 Tablet हटाएँ' })).toBeTruthy();
    // Only the product's own name stays in English.
    expect(document.body.textContent?.replace('Dolo 650 Tablet', '')).not.toMatch(/Pack|each|Line total|Remove|Strip|tablets/);
  });
});
