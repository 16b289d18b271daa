import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CopyCodeButton } from './copy-code-button';

afterEach(() => {
  vi.useRealTimers();
});

function stubClipboard(write: (text: string) => Promise<void>) {
  const writeText = vi.fn(write);
  Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { writeText } });
  return writeText;
}

describe('Copy on a deal', () => {
  it("copies the code and shows 'Copied!' for 1.5 s, announced in a live region", async () => {
    vi.useFakeTimers();
    const writeText = stubClipboard(() => Promise.resolve());
    render(<CopyCodeButton code="PAIN20" />);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Copy code PAIN20' }));
    });
    expect(writeText).toHaveBeenCalledWith('PAIN20');
    expect(screen.getByRole('button', { name: 'Copied! code PAIN20' })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('Code PAIN20 copied.');
    await act(async () => {
      vi.advanceTimersByTime(1499);
    });
    expect(screen.getByRole('button').textContent).toContain('Copied!');
    await act(async () => {
      vi.advanceTimersByTime(1);
    });
    expect(screen.getByRole('button', { name: 'Copy code PAIN20' })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('');
  });

  it('says how to copy by hand when the browser refuses', async () => {
    stubClipboard(() => Promise.reject(new DOMException('denied', 'NotAllowedError')));
    render(<CopyCodeButton code="DIAB15" />);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Copy code DIAB15' }));
    });
    expect(screen.getByRole('status').textContent).toBe('Could not copy. Select the code DIAB15 and copy it yourself.');
  });
});
