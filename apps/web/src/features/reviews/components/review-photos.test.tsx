import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ReviewPhotos } from './review-photos';

const photos = ['AAAAAAAAAAAAAAAAAAAAAAAA.jpg', 'BBBBBBBBBBBBBBBBBBBBBBBB.jpg'].map((key) => ({ key, url: `/api/media/reviews/${key}` }));

describe('review photos', () => {
  it('shows thumbnails as buttons named after the photo and opens each larger, with the next one a step away', () => {
    render(<ReviewPhotos photos={photos} reviewerName="Priya S." />);
    const first = screen.getByRole('button', { name: 'Photo 1 of the review by Priya S.' });
    expect(screen.getByRole('button', { name: 'Photo 2 of the review by Priya S.' })).toBeTruthy();
    fireEvent.click(first);
    const dialog = screen.getByRole('dialog', { name: 'Photo 1 of the review by Priya S.' });
    expect(within(dialog).getByRole('img', { name: 'Photo 1 of the review by Priya S.' }).getAttribute('src')).toBe(photos[0]?.url);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Next photo' }));
    expect(screen.getByRole('dialog', { name: 'Photo 2 of the review by Priya S.' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('shows nothing for a review without photos', () => {
    const { container } = render(<ReviewPhotos photos={[]} reviewerName="Priya S." />);
    expect(container.innerHTML).toBe('');
  });
});
