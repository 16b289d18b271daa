import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { mockApi } from '@/test/api-mock';
import { errorBody } from '@/test/factories';
import { SiteLockScreen } from './site-lock-screen';

describe('site lock screen', () => {
  it('is a labelled, full-screen password prompt', () => {
    mockApi({});
    render(<SiteLockScreen onUnlocked={vi.fn()} />);
    expect(screen.getByRole('heading', { name: 'Site Locked' })).toBeTruthy();
    expect(screen.getByText('This site is password protected for development.')).toBeTruthy();
    expect(screen.getByLabelText('Password')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Unlock' })).toBeTruthy();
  });

  it("says 'Incorrect password.' for a wrong password and unlocks with the right one", async () => {
    const onUnlocked = vi.fn();
    mockApi({
      '/api/site-lock/unlock': (_url, request) =>
        (request.body as { password: string }).password === 'right'
          ? { body: { message: 'Unlocked' } }
          : { status: 401, body: errorBody({ code: 'unauthorized', message: 'Incorrect password.' }) },
    });
    render(<SiteLockScreen onUnlocked={onUnlocked} />);
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'wrong' } });
    fireEvent.click(screen.getByRole('button', { name: 'Unlock' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Incorrect password.');
    expect(onUnlocked).not.toHaveBeenCalled();
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'right' } });
    fireEvent.click(screen.getByRole('button', { name: 'Unlock' }));
    await waitFor(() => expect(onUnlocked).toHaveBeenCalledTimes(1));
  });

  it('asks for a password before calling the server', () => {
    mockApi({});
    render(<SiteLockScreen onUnlocked={vi.fn()} />);
    fireEvent.click(screen.getByRole('button', { name: 'Unlock' }));
    expect(screen.getByRole('alert').textContent).toBe('Password is required');
  });
});
