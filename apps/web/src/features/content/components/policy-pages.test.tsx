import { fireEvent, screen, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import { describe, expect, it } from 'vitest';
import { inLanguage } from '@/test/language';
import { renderRoute } from '@/test/render';
import { FaqPage } from './faq-page';
import { PrivacyPage } from './privacy-page';
import { ReturnsPage } from './returns-page';
import { ShippingPage } from './shipping-page';

const render = (element: ReactElement) => renderRoute(element, { path: '/page', url: '/page' });

describe('help and policy pages in English', () => {
  it('keeps the spec English with the figures of the delivery rule', () => {
    render(<ShippingPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Shipping Policy' })).toBeTruthy();
    expect(document.title).toBe('Shipping Policy | Dawa');
    expect(
      screen.getByText(
        'Delivery costs ₹40 for orders up to ₹499 and is free for orders above ₹499. The order value is the total of your items before any promo code discount: a promo code never adds a delivery charge.',
      ),
    ).toBeTruthy();
    expect(screen.getByText('Metro cities: 1-2 business days')).toBeTruthy();
    expect(screen.getByText('Last updated').textContent).toBe('Last updated 21 November 2026');
  });
});

describe('help and policy pages in Hindi', () => {
  inLanguage('hi');

  it('answers the FAQ in Hindi, the free-delivery threshold in ₹', () => {
    render(<FaqPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'अक्सर पूछे जाने वाले सवाल' })).toBeTruthy();
    expect(document.title).toBe('अक्सर पूछे जाने वाले सवाल | Dawa');
    const orders = within(screen.getByRole('region', { name: 'ऑर्डर और डिलीवरी' }));
    fireEvent.click(orders.getByText('डिलीवरी शुल्क कितना है?'));
    expect(orders.getByText(/^₹499 तक के ऑर्डर पर डिलीवरी शुल्क ₹40 है, और ₹499 से ज़्यादा के ऑर्डर पर डिलीवरी मुफ़्त है।/)).toBeTruthy();
    expect(orders.getByText(/^मेट्रो शहर: 1-2 कामकाजी दिन; दूसरे बड़े शहर: 2-3 कामकाजी दिन; बाकी भारत: 3-5 कामकाजी दिन।/)).toBeTruthy();
    expect(screen.getByText(/मंज़ूरी के 7-10 कामकाजी दिन के अंदर/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'मेरा खाता > ऑर्डर' }).getAttribute('href')).toBe('/profile?tab=orders');
  });

  it('shows the shipping and returns policies in Hindi with the shared figures', () => {
    const { unmount } = render(<ShippingPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'शिपिंग पॉलिसी' })).toBeTruthy();
    expect(screen.getByRole('navigation', { name: 'इस पेज पर' })).toBeTruthy();
    expect(screen.getByText('पिछला बदलाव', { exact: false }).textContent).toBe('पिछला बदलाव 21 नवंबर 2026');
    expect(screen.getByText('डिलीवरी के 24 घंटे के अंदर')).toBeTruthy();
    unmount();
    render(<ReturnsPage />);
    expect(screen.getByRole('heading', { level: 2, name: 'बिना पर्चे वाले (OTC) प्रोडक्ट: 30 दिन में रिटर्न' })).toBeTruthy();
    expect(screen.getByText('डिलीवरी के 30 दिन के अंदर')).toBeTruthy();
  });

  it('titles the privacy policy in Hindi and says its legal text is in English', () => {
    render(<PrivacyPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'प्राइवेसी पॉलिसी' })).toBeTruthy();
    expect(screen.getByRole('note').textContent).toBe('यह कानूनी दस्तावेज़ अभी सिर्फ़ अंग्रेज़ी में उपलब्ध है; नीचे दिया गया अंग्रेज़ी पाठ ही मान्य है।');
    expect(screen.getByRole('heading', { level: 2, name: 'What we collect' }).closest('[lang]')?.getAttribute('lang')).toBe('en');
  });
});
