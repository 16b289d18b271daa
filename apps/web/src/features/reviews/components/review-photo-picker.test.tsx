import { REVIEW_MESSAGES, REVIEW_PHOTO_MESSAGES } from '@dawa/shared/reviews/rules';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Toaster } from '@/components/ui/toast';
import { startSession } from '@/lib/auth/session';
import { mockApi, type MockRequest } from '@/test/api-mock';
import { errorBody, sessionResponse } from '@/test/factories';
import { renderRoute } from '@/test/render';
import { ReviewForm } from './review-form';
import { review } from './review-test-data';

const PRODUCT_ID = 42;
const reviewsPath = `/api/products/${PRODUCT_ID}/reviews`;
const KEPT = 'AAAAAAAAAAAAAAAAAAAAAAAA.jpg';
const MB = 1024 * 1024;

// jsdom has no object URLs; previews only need a distinct address per file.
let objectUrls = 0;
const revokeObjectURL = vi.fn<(url: string) => void>();
beforeEach(() => {
  objectUrls = 0;
  URL.createObjectURL = vi.fn(() => `blob:preview-${++objectUrls}`);
  URL.revokeObjectURL = revokeObjectURL;
});
afterEach(() => {
  revokeObjectURL.mockClear();
});

function photo(name: string, type: string, size = 2048): File {
  const file = new File(['x'], name, { type });
  Object.defineProperty(file, 'size', { value: size });
  return file;
}

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

const pick = (...files: File[]) => fireEvent.change(screen.getByLabelText('Add photos'), { target: { files } });
const previews = () => screen.queryAllByRole('img', { name: /of your review$/ });

describe('review photo picker', () => {
  it('explains the rule and turns away other types and photos over 5 MB with clear messages', () => {
    mockApi({});
    renderForm();
    expect(screen.getByText(REVIEW_PHOTO_MESSAGES.rule)).toBeTruthy();
    expect(screen.getByLabelText('Add photos').getAttribute('accept')).toBe('image/jpeg,image/png,image/webp');

    pick(photo('notes.txt', 'text/plain'), photo('holiday.gif', 'image/gif'));
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain(`notes.txt: ${REVIEW_PHOTO_MESSAGES.wrongType}`);
    expect(alert.textContent).toContain(`holiday.gif: ${REVIEW_PHOTO_MESSAGES.wrongType}`);
    expect(previews()).toHaveLength(0);

    pick(photo('big.jpg', 'image/jpeg', 5 * MB + 1), photo('fine.webp', 'image/webp', 5 * MB));
    expect(screen.getByRole('alert').textContent).toBe(`big.jpg: ${REVIEW_PHOTO_MESSAGES.tooLarge}`);
    expect(previews()).toHaveLength(1);
  });

  it('takes up to 3 photos, says so for a fourth, and a removed photo frees its place', () => {
    mockApi({});
    renderForm();
    pick(photo('1.jpg', 'image/jpeg'), photo('2.png', 'image/png'), photo('3.webp', 'image/webp'), photo('4.jpg', 'image/jpeg'));
    expect(previews()).toHaveLength(3);
    expect(screen.getByRole('alert').textContent).toBe(REVIEW_PHOTO_MESSAGES.tooMany);
    expect(screen.queryByLabelText('Add photos')).toBeNull();
    expect(screen.getByText('3 of 3 photos added.')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Remove photo 2' }));
    expect(previews()).toHaveLength(2);
    expect(revokeObjectURL).toHaveBeenCalledWith('blob:preview-2');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByLabelText('Add photos')).toBeTruthy();
  });

  it('sends new photos as a form beside the review, keeping the photos already on it unless removed', async () => {
    const sent: MockRequest[] = [];
    mockApi({
      [reviewsPath]: (_url, request) => {
        sent.push(request);
        return { status: 200, body: review({ mine: true, photos: [{ key: KEPT, url: `/api/media/reviews/${KEPT}` }] }) };
      },
    });
    const second = 'BBBBBBBBBBBBBBBBBBBBBBBB.jpg';
    renderForm(
      review({
        mine: true,
        photos: [
          { key: KEPT, url: `/api/media/reviews/${KEPT}` },
          { key: second, url: `/api/media/reviews/${second}` },
        ],
      }),
    );
    expect(previews().map((img) => img.getAttribute('src'))).toEqual([`/api/media/reviews/${KEPT}`, `/api/media/reviews/${second}`]);
    fireEvent.click(screen.getByRole('button', { name: 'Remove photo 2' }));
    const file = photo('box.png', 'image/png');
    pick(file);
    fireEvent.click(screen.getByRole('button', { name: 'Update Review' }));

    await screen.findByText(REVIEW_MESSAGES.submitted);
    const form = sent[0]?.body;
    expect(form).toBeInstanceOf(FormData);
    const data = form as FormData;
    expect(JSON.parse(data.get('review') as string)).toMatchObject({ comment: 'Works within half an hour.', photoKeys: [KEPT] });
    expect(data.getAll('photos')).toHaveLength(1);
    expect((data.get('photos') as File).name).toBe('box.png');
    // The form now shows what the server stored.
    await waitFor(() => expect(previews()).toHaveLength(1));
  });

  it("shows the server's verdict when it refuses a photo", async () => {
    mockApi({
      [reviewsPath]: { status: 415, body: errorBody({ code: 'unsupported_media_type', message: REVIEW_PHOTO_MESSAGES.wrongType }) },
    });
    renderForm();
    fireEvent.change(screen.getByLabelText('Your review'), { target: { value: 'Looks fine' } });
    pick(photo('renamed.jpg', 'image/jpeg'));
    fireEvent.click(screen.getByRole('button', { name: 'Submit Review' }));
    expect((await screen.findByRole('alert')).textContent).toBe(REVIEW_PHOTO_MESSAGES.wrongType);
    expect(previews()).toHaveLength(1);
  });
});
