import { screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { quote, quotedLine } from '@/features/cart/components/cart-test-data';
import { loadPackLabels } from '@/lib/i18n/pack-labels-loader';
import { inLanguage } from '@/test/language';
import { renderRoute } from '@/test/render';
import { OrderSummary } from './order-summary';

const renderSummary = () =>
  renderRoute(<OrderSummary quote={quote([quotedLine({ variantLabel: 'Strip of 15 tablets', quantity: 2 })])} busy={false} />, {
    path: '/checkout',
    url: '/checkout',
  });

describe("checkout's order summary", () => {
  it('names each line with its pack', async () => {
    renderSummary();
    expect(await screen.findByText('· Strip of 15 tablets', { exact: false })).toBeTruthy();
  });
});

describe("checkout's order summary in Hindi", () => {
  inLanguage('hi');
  // The app shows a Hindi page once its texts, the pack vocabulary among them, have loaded.
  beforeAll(() => loadPackLabels());

  // Issue 21 item 3: the cart worded the pack in Hindi, checkout's summary of the same line did not.
  it('words the pack in Hindi, as the cart does', async () => {
    renderSummary();
    expect(await screen.findByText('· 15 टैबलेट की स्ट्रिप', { exact: false })).toBeTruthy();
    expect(document.body.textContent?.replace('Dolo 650 Tablet', '')).not.toMatch(/Strip|tablets/);
  });
});
