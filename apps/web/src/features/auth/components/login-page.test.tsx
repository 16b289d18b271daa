import { QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { TwoFactorChallengeResponseSchema } from '@dawa/shared/auth/two-factor';
import { useSession } from '@/lib/auth/session';
import { createQueryClient } from '@/lib/query-client';
import { mockApi, type MockRequest } from '@/test/api-mock';
import { errorBody, sessionResponse } from '@/test/factories';
import { LoginPage } from './login-page';

function Where() {
  const location = useLocation();
  const { user } = useSession();
  return <output data-testid="where">{`${location.pathname}|${user?.email ?? 'nobody'}`}</output>;
}

function renderLogin() {
  return render(
    <QueryClientProvider client={createQueryClient({ retry: false })}>
      <MemoryRouter initialEntries={['/login']}>
        <Routes>
          <Route path="/login" element={<LoginPage />} />
          <Route path="*" element={<Where />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const challenge = TwoFactorChallengeResponseSchema.parse({
  twoFactorRequired: true,
  challengeToken: 'challenge-token-0123456789abcdef',
  expiresIn: 300,
});

async function passPasswordStep() {
  renderLogin();
  fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'asha@example.in' } });
  fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'Secure@123' } });
  fireEvent.click(screen.getByRole('button', { name: 'Login' }));
  await screen.findByRole('heading', { name: 'Two-factor authentication' });
}

describe('/login with two-factor sign-in', () => {
  it('asks for the 6-digit code after the password, and signs in with a right one', async () => {
    const sent: unknown[] = [];
    mockApi({
      '/api/login': { body: challenge },
      '/api/login/two-factor': (_url, request: MockRequest) => {
        sent.push(request.body);
        return { body: sessionResponse() };
      },
    });
    await passPasswordStep();
    expect(screen.getByText('Enter the 6-digit code from your authenticator app.')).toBeTruthy();
    // No session yet: the challenge is not one.
    expect(screen.queryByTestId('where')).toBeNull();

    fireEvent.change(screen.getByLabelText('Authentication code'), { target: { value: '12345' } });
    fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('Enter the 6-digit code from your authenticator app or a recovery code')).toBeTruthy();
    expect(sent).toHaveLength(0);

    fireEvent.change(screen.getByLabelText('Authentication code'), { target: { value: '123456' } });
    fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect((await screen.findByTestId('where')).textContent).toBe('/|asha@example.in');
    expect(sent).toEqual([{ challengeToken: challenge.challengeToken, code: '123456' }]);
  });

  it("shows the server's answer to a wrong code and stays on the step", async () => {
    mockApi({
      '/api/login': { body: challenge },
      '/api/login/two-factor': { status: 400, body: errorBody({ code: 'invalid_input', message: 'Invalid code. Please try again.' }) },
    });
    await passPasswordStep();
    fireEvent.change(screen.getByLabelText('Authentication code'), { target: { value: '654321' } });
    fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('Invalid code. Please try again.')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Two-factor authentication' })).toBeTruthy();
  });

  it('takes a recovery code, and goes back to the password step when the challenge ran out', async () => {
    const sent: unknown[] = [];
    mockApi({
      '/api/login': { body: challenge },
      '/api/login/two-factor': (_url, request: MockRequest) => {
        sent.push(request.body);
        return { status: 401, body: errorBody({ code: 'unauthorized', message: 'Your sign-in took too long. Please log in again.' }) };
      },
    });
    await passPasswordStep();
    fireEvent.click(screen.getByRole('button', { name: 'Use a recovery code' }));
    fireEvent.change(screen.getByLabelText('Recovery code'), { target: { value: 'ABCDE-FGH23' } });
    fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('Your sign-in took too long. Please log in again.')).toBeTruthy();
    expect(sent).toEqual([{ challengeToken: challenge.challengeToken, code: 'abcde-fgh23' }]);
    fireEvent.click(screen.getAllByRole('button', { name: 'Back to login' })[0]!);
    expect(screen.getByRole('heading', { name: 'Login' })).toBeTruthy();
  });
});
