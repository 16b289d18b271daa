import { REVIEW_MESSAGES } from '@dawa/shared/reviews/rules';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Toaster } from '@/components/ui/toast';
import { startSession } from '@/lib/auth/session';
import { mockApi, type MockResponse } from '@/test/api-mock';
import { errorBody, sessionResponse } from '@/test/factories';
import { inLanguage } from '@/test/language';
import { renderRoute } from '@/test/render';
import { ProductReviews } from './product-reviews';
import { review, reviewPage, reviewStats } from './review-test-data';

const base = '/api/products/42/reviews';

function renderReviews() {
  return renderRoute(
    <>
      <ProductReviews productId={42} />
      <Toaster />
    </>,
    { path: '/product/:id', url: '/product/42' },
  );
}

describe('product reviews section', () => {
  it("shows visitors the statistics, the reviews and 'Please sign in to submit a review' with a way back", async () => {
    mockApi({
      [base]: { body: reviewPage([review(), review({ id: 2, reviewerName: 'Dawa customer', rating: 5, pros: [], cons: [], verifiedPurchase: false })]) },
      [`${base}/stats`]: { body: reviewStats({ averageRating: 4.5, totalReviews: 2, recommendationPercentage: 50 }) },
    });
    renderReviews();
    expect(screen.getByRole('heading', { name: 'Customer Reviews' })).toBeTruthy();
    expect(screen.getByText(REVIEW_MESSAGES.signInRequired)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe('/login');

    const stats = await screen.findByRole('group', { name: 'Review statistics' });
    expect(within(stats).getByText('4.5')).toBeTruthy();
    expect(within(stats).getByText('Based on 2 reviews')).toBeTruthy();
    expect(within(stats).getByText('50% would recommend this product')).toBeTruthy();
    expect(within(stats).getByText('5 stars: 1 review (50%)')).toBeTruthy();

    const first = await screen.findByRole('article', { name: 'Priya S.' });
    expect(within(first).getByText('Verified Purchase')).toBeTruthy();
    expect(within(first).getByText('Fast')).toBeTruthy();
    expect(within(first).getByText('Bitter')).toBeTruthy();
    expect(within(first).getByText('Recommends this product')).toBeTruthy();
    expect(screen.getByRole('article', { name: 'Dawa customer' })).toBeTruthy();

    // A visitor's Helpful asks them to sign in instead of calling the server.
    fireEvent.click(within(first).getByRole('button', { name: /^Helpful \(2\)/ }));
    expect(await screen.findByText('Please sign in to mark a review as helpful')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss notification' }));
  });

  it("says 'No reviews yet' without reviews, and sends the chosen sort and filters", async () => {
    const queries: string[] = [];
    mockApi({
      [base]: (url) => {
        queries.push(url.search);
        return { body: reviewPage([]) };
      },
      [`${base}/stats`]: { body: reviewStats({ averageRating: 0, totalReviews: 0, ratingDistribution: { 1: 0, 2: 0, 3: 0, 4: 0, 5: 0 }, recommendationPercentage: 0 }) },
    });
    renderReviews();
    expect(await screen.findByText(REVIEW_MESSAGES.empty)).toBeTruthy();
    expect(screen.queryByText(/would recommend this product/)).toBeNull();

    const sort = screen.getByRole<HTMLSelectElement>('combobox', { name: 'Sort reviews by' });
    expect([...sort.options].map((o) => o.value)).toEqual(['newest', 'oldest', 'highest-rating', 'lowest-rating', 'most-helpful']);
    fireEvent.change(sort, { target: { value: 'most-helpful' } });
    fireEvent.change(screen.getByRole('combobox', { name: 'Filter by rating' }), { target: { value: '4' } });
    fireEvent.click(screen.getByRole('checkbox', { name: 'With images' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Verified purchase' }));
    await waitFor(() => expect(queries.at(-1)).toBe('?sortBy=most-helpful&rating=4&withImages=true&verifiedPurchase=true'));
    expect(queries[0]).toBe('');
    expect(await screen.findByText('No reviews match these filters.')).toBeTruthy();
  });

  it("shows 'Failed to load reviews' with Retry, which loads them", async () => {
    let fail = true;
    mockApi({
      [base]: (): MockResponse =>
        fail ? { status: 500, body: errorBody({ code: 'internal', message: 'Something went wrong on our side. Please try again.' }) } : { body: reviewPage([review()]) },
      [`${base}/stats`]: { body: reviewStats() },
    });
    renderReviews();
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText(REVIEW_MESSAGES.loadFailed)).toBeTruthy();
    fail = false;
    fireEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('article', { name: 'Priya S.' })).toBeTruthy();
  });

  it('gives a signed-in customer their earlier review to edit, and marks a review helpful', async () => {
    startSession(sessionResponse());
    let helpful = false;
    mockApi({
      [base]: (_url, request) => {
        expect(request.headers.get('Authorization')).toBe('Bearer test-access-token');
        return {
          body: reviewPage([
            review({ id: 5, reviewerName: 'Asha R.', mine: true, comment: 'Mine' }),
            review({ id: 6, reviewerName: 'Rahul V.', helpfulCount: helpful ? 3 : 2, helpfulByMe: helpful }),
          ]),
        };
      },
      [`${base}/stats`]: { body: reviewStats() },
      [`${base}/mine`]: { body: { review: review({ id: 5, reviewerName: 'Asha R.', mine: true, comment: 'Mine', rating: 4 }) } },
      '/api/reviews/6/helpful': () => {
        helpful = true;
        return { body: { helpfulCount: 3, helpfulByMe: true } };
      },
    });
    renderReviews();
    expect(await screen.findByRole('heading', { name: 'Edit your review' })).toBeTruthy();
    expect(screen.getByLabelText<HTMLTextAreaElement>('Your review').value).toBe('Mine');
    expect(screen.queryByText(REVIEW_MESSAGES.signInRequired)).toBeNull();

    const mine = await screen.findByRole('article', { name: 'Asha R. (your review)' });
    expect(within(mine).queryByRole('button', { name: /Helpful/ })).toBeNull();
    const other = screen.getByRole('article', { name: 'Rahul V.' });
    fireEvent.click(within(other).getByRole('button', { name: /^Helpful \(2\)/ }));
    await waitFor(() => expect(within(other).getByRole('button', { name: /^Helpful \(3\)/ }).getAttribute('aria-pressed')).toBe('true'));
  });
});

describe('product reviews section in Hindi', () => {
  inLanguage('hi');

  it('shows the statistics, a review with its date and the sign-in request in Hindi', async () => {
    mockApi({
      [base]: { body: reviewPage([review()]) },
      [`${base}/stats`]: { body: reviewStats({ averageRating: 4.5, totalReviews: 2, recommendationPercentage: 50 }) },
    });
    renderReviews();
    expect(screen.getByRole('heading', { name: 'ग्राहकों के रिव्यू' })).toBeTruthy();
    expect(screen.getByText('रिव्यू लिखने के लिए कृपया साइन इन करें')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'साइन इन करें' })).toBeTruthy();

    const stats = await screen.findByRole('group', { name: 'रिव्यू के आँकड़े' });
    expect(within(stats).getByText('2 रिव्यू के आधार पर')).toBeTruthy();
    expect(within(stats).getByText('50% ग्राहक यह प्रोडक्ट सुझाएँगे')).toBeTruthy();

    const first = await screen.findByRole('article', { name: 'Priya S.' });
    expect(within(first).getByText('1 मार्च 2026')).toBeTruthy();
    expect(within(first).getByText('सत्यापित ख़रीद')).toBeTruthy();
    expect(within(first).getByText('ख़ूबियाँ')).toBeTruthy();
    expect(within(first).getByText('यह प्रोडक्ट सुझाते हैं')).toBeTruthy();
    expect(screen.getByRole('combobox', { name: 'रिव्यू का क्रम' })).toBeTruthy();
    expect(screen.getByRole('option', { name: 'सबसे मददगार' })).toBeTruthy();

    fireEvent.click(within(first).getByRole('button', { name: /^मददगार \(2\)/ }));
    expect(await screen.findByText('रिव्यू को मददगार बताने के लिए कृपया साइन इन करें')).toBeTruthy();
  });
});
