import { REVIEW_MESSAGES } from '@dawa/shared/reviews/rules';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Toaster } from '@/components/ui/toast';
import { startSession } from '@/lib/auth/session';
import { mockApi, requests, type MockRequest } from '@/test/api-mock';
import { errorBody, sessionResponse } from '@/test/factories';
import { inLanguage } from '@/test/language';
import { renderRoute } from '@/test/render';
import { ReviewForm } from './review-form';
import { review } from './review-test-data';

const PRODUCT_ID = 42;
const reviewsPath = `/api/products/${PRODUCT_ID}/reviews`;

function renderForm(existing: Parameters<typeof ReviewForm>[0]['existing'] = null) {
  startSession(sessionResponse());
  return renderRoute(
    <>
      <ReviewForm productId={PRODUCT_ID} existing={existing} />
      <Toaster />
    </>,
    { path: '/product/:id', url: `/product/${PRODUCT_ID}` },
  );
}

const comment = () => screen.getByLabelText<HTMLTextAreaElement>('Your review');
const submitButton = () => screen.getByRole('button', { name: /Submit Review|Update Review/ });
const dismissToasts = () => screen.queryAllByRole('button', { name: 'Dismiss notification' }).forEach((b) => fireEvent.click(b));

describe('review form', () => {
  it('counts the letters of the review against its cap (n/2000) as the customer types', () => {
    mockApi({});
    renderForm();
    expect(screen.getByTestId('character-count').textContent).toBe('0/2000');
    fireEvent.change(comment(), { target: { value: 'Works well' } });
    expect(screen.getByTestId('character-count').textContent).toBe('10/2000');
  });

  it("requires a comment ('Please write a comment') and sends nothing without one", () => {
    mockApi({});
    renderForm();
    fireEvent.change(comment(), { target: { value: '   ' } });
    fireEvent.click(submitButton());
    expect(screen.getByText(REVIEW_MESSAGES.commentRequired)).toBeTruthy();
    expect(comment().getAttribute('aria-invalid')).toBe('true');
    expect(requests).toHaveLength(0);
  });

  it('defaults to 5 stars and recommending; drops empty pros and cons; shows the success toast', async () => {
    const sent: MockRequest[] = [];
    mockApi({
      [reviewsPath]: (_url, request) => {
        sent.push(request);
        return { status: 201, body: review({ id: 9, rating: 5, comment: 'Good value', pros: ['Cheap'], cons: [], mine: true }) };
      },
    });
    renderForm();
    expect(screen.getByRole('heading', { name: 'Write a review' })).toBeTruthy();
    expect(screen.getByRole<HTMLInputElement>('radio', { name: '5 stars' }).checked).toBe(true);
    expect(screen.getByRole<HTMLInputElement>('checkbox', { name: 'I would recommend this product' }).checked).toBe(true);

    fireEvent.change(comment(), { target: { value: '  Good value  ' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Pro 1' }), { target: { value: 'Cheap' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add pro' }));
    fireEvent.change(screen.getByRole('textbox', { name: 'Pro 2' }), { target: { value: '   ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add con' }));
    expect(screen.getAllByRole('textbox', { name: /^Con \d$/ })).toHaveLength(2);
    fireEvent.click(screen.getByRole('button', { name: 'Remove con 2' }));
    expect(screen.getAllByRole('textbox', { name: /^Con \d$/ })).toHaveLength(1);
    fireEvent.click(submitButton());

    await screen.findByText(REVIEW_MESSAGES.submitted);
    expect(sent).toHaveLength(1);
    expect(sent[0]?.method).toBe('POST');
    expect(sent[0]?.headers.get('Authorization')).toBe('Bearer test-access-token');
    expect(sent[0]?.body).toEqual({ rating: 5, comment: 'Good value', pros: ['Cheap'], cons: [], wouldRecommend: true, photoKeys: [] });
    dismissToasts();
  });

  it('sends the chosen rating and an unticked recommendation', async () => {
    const sent: unknown[] = [];
    mockApi({
      [reviewsPath]: (_url, request) => {
        sent.push(request.body);
        return { status: 201, body: review({ rating: 2, wouldRecommend: false, mine: true }) };
      },
    });
    renderForm();
    fireEvent.click(screen.getByRole('radio', { name: '2 stars' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'I would recommend this product' }));
    fireEvent.change(comment(), { target: { value: 'Did not suit me' } });
    fireEvent.click(submitButton());
    await screen.findByText(REVIEW_MESSAGES.submitted);
    expect(sent[0]).toMatchObject({ rating: 2, wouldRecommend: false, pros: [], cons: [] });
    dismissToasts();
  });

  it("shows the server's message for a refused review, and 'Failed to submit review' when the server fails", async () => {
    let status = 400;
    mockApi({
      [reviewsPath]: () =>
        status === 400
          ? {
              status,
              body: errorBody({ code: 'invalid_input', message: 'Invalid field comment: Your comment must be at most 2,000 characters' }),
            }
          : { status, body: errorBody({ code: 'internal', message: 'Something went wrong on our side. Please try again.' }) },
    });
    renderForm();
    fireEvent.change(comment(), { target: { value: 'Fine' } });
    fireEvent.click(submitButton());
    expect((await screen.findByRole('alert')).textContent).toBe('Invalid field comment: Your comment must be at most 2,000 characters');

    status = 500;
    fireEvent.click(submitButton());
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe(REVIEW_MESSAGES.submitFailed));
    expect(screen.queryByText(REVIEW_MESSAGES.submitted)).toBeNull();
  });

  it('pre-fills the review the customer wrote before, for editing', () => {
    mockApi({});
    renderForm(review({ rating: 3, comment: 'Okay for mild pain', pros: ['Cheap', 'Small'], cons: [], wouldRecommend: false, mine: true }));
    expect(screen.getByRole('heading', { name: 'Edit your review' })).toBeTruthy();
    expect(screen.getByRole<HTMLInputElement>('radio', { name: '3 stars' }).checked).toBe(true);
    expect(comment().value).toBe('Okay for mild pain');
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: 'Pro 2' }).value).toBe('Small');
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: 'Con 1' }).value).toBe('');
    expect(screen.getByRole<HTMLInputElement>('checkbox', { name: 'I would recommend this product' }).checked).toBe(false);
    expect(screen.getByRole('button', { name: 'Update Review' })).toBeTruthy();
  });
});

describe('review form in Hindi', () => {
  inLanguage('hi');

  it('asks for a comment in Hindi and names the pros, cons and photos in Hindi', () => {
    mockApi({});
    renderForm();
    expect(screen.getByRole('heading', { name: 'रिव्यू लिखें' })).toBeTruthy();
    expect(screen.getByRole('radio', { name: '5 स्टार' })).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'ख़ूबी 1' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'कमी जोड़ें' }));
    expect(screen.getByRole('textbox', { name: 'कमी 2' })).toBeTruthy();
    expect(screen.getByText('ज़्यादा से ज़्यादा 3 फ़ोटो, JPEG, PNG या WebP, हर एक 5 MB तक।')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'रिव्यू भेजें' }));
    expect(screen.getByText('कृपया अपनी राय लिखें')).toBeTruthy();
  });
});
