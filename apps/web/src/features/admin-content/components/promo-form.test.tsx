import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Toaster } from '@/components/ui/toast';
import { startSession } from '@/lib/auth/session';
import { mockApi, requests, type MockRequest } from '@/test/api-mock';
import { sessionResponse } from '@/test/factories';
import { renderRoute } from '@/test/render';
import { ArticleForm } from './blog-panel';
import { PromoForm } from './promo-form';

function renderForm(element: React.ReactElement) {
  startSession(sessionResponse({ id: 7, role: 'admin' }));
  return renderRoute(
    <>
      <Toaster />
      {element}
    </>,
    { path: '/admin/content', url: '/admin/content' },
  );
}

const type = (label: string | RegExp, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('the promo code form', () => {
  it('names each wrong field and sends nothing: code format, percent 1-90, end before start', async () => {
    mockApi({});
    renderForm(<PromoForm promo={null} onDone={() => {}} />);
    type(/^Code/, 'no spaces!');
    type(/^Title/, 'Big sale');
    type(/^Description/, 'Half off');
    type(/^Percent off/, '95');
    type(/^Scope in words/, 'all products');
    type(/^Valid from/, '2026-12-10T10:00');
    type(/^Valid until/, '2026-12-01T10:00');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Code must be 3 to 20 letters and digits')).toBeTruthy();
    expect(screen.getByText('Percent off must be between 1 and 90')).toBeTruthy();
    expect(screen.getByText('Valid until must be after valid from')).toBeTruthy();
    expect(screen.getByLabelText(/^Percent off/).getAttribute('aria-invalid')).toBe('true');
    expect(requests.filter((r) => r.pathname === '/api/admin/promos')).toHaveLength(0);
  });

  it('asks for categories when the scope is categories, and sends a valid code upper-cased', async () => {
    let sent: MockRequest | null = null;
    mockApi({
      '/api/admin/promos': (_url, request) => {
        sent = request;
        return {
          body: {
            code: 'MONSOON',
            title: 'Monsoon',
            description: '10% off',
            kind: 'percent',
            percentOff: 10,
            scope: 'all',
            categorySlugs: [],
            tag: null,
            scopeLabel: 'all products',
            minOrderPaise: 0,
            maxDiscountPaise: null,
            validFrom: '2026-12-01T04:30:00.000Z',
            validUntil: null,
            usageLimit: 100,
            perUserLimit: 2,
            timesUsed: 0,
            active: true,
            showAsDeal: true,
          },
        };
      },
    });
    let done = false;
    renderForm(<PromoForm promo={null} onDone={() => (done = true)} />);
    type(/^Code/, 'monsoon');
    type(/^Title/, 'Monsoon');
    type(/^Description/, '10% off');
    type(/^Percent off/, '10');
    type(/^Scope in words/, 'all products');
    type(/^Usage limit/, '100');
    type(/^Limit per customer/, '2');
    fireEvent.change(screen.getByLabelText('Applies to'), { target: { value: 'category' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Choose at least one category')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Applies to'), { target: { value: 'all' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Promo code saved')).toBeTruthy();
    await waitFor(() => expect(done).toBe(true));
    expect(sent).toMatchObject({
      method: 'POST',
      body: { code: 'MONSOON', percentOff: 10, usageLimit: 100, perUserLimit: 2, scope: 'all', categorySlugs: [] },
    });
  });

  it('checks the per-customer limit with the shared rules: a whole number, at least 1, not above the usage limit', async () => {
    mockApi({});
    renderForm(<PromoForm promo={null} onDone={() => {}} />);
    type(/^Code/, 'FIRSTBUY');
    type(/^Title/, 'First buy');
    type(/^Description/, '10% off');
    type(/^Percent off/, '10');
    type(/^Scope in words/, 'all products');
    type(/^Limit per customer/, 'two');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Limit per customer must be a whole number')).toBeTruthy();
    type(/^Limit per customer/, '0');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Limit per customer must be at least 1')).toBeTruthy();
    type(/^Usage limit/, '5');
    type(/^Limit per customer/, '6');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Limit per customer cannot be more than the usage limit')).toBeTruthy();
    expect(screen.getByLabelText(/^Limit per customer/).getAttribute('aria-invalid')).toBe('true');
    expect(requests.filter((r) => r.pathname === '/api/admin/promos')).toHaveLength(0);
  });

  it("shows the server's refusal under the field and in the toast", async () => {
    mockApi({
      '/api/admin/promos': {
        status: 409,
        body: { code: 'conflict', message: 'PAIN20 already exists.', fieldErrors: { code: ['PAIN20 already exists.'] } },
      },
    });
    renderForm(<PromoForm promo={null} onDone={() => {}} />);
    type(/^Code/, 'PAIN20');
    type(/^Title/, 'Again');
    type(/^Description/, 'Again');
    type(/^Percent off/, '20');
    type(/^Scope in words/, 'all products');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Failed to save promo code: PAIN20 already exists.')).toBeTruthy();
    expect(screen.getAllByText('PAIN20 already exists.').length).toBeGreaterThan(0);
  });
});

describe('the blog article form', () => {
  it('refuses a bad slug and a body without a "## " section before sending', async () => {
    mockApi({});
    renderForm(<ArticleForm article={null} onDone={() => {}} />);
    type(/^Title/, 'Monsoon fever');
    type(/^Slug/, 'Monsoon Fever');
    type(/^Summary/, 'When to see a doctor.');
    type(/^Author$/, 'Dr Rao');
    type(/^Body/, 'just a paragraph');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Slug must be lower-case words joined by hyphens')).toBeTruthy();
    expect(screen.getByText('Body needs at least one section starting with "## "')).toBeTruthy();
    expect(requests.filter((r) => r.pathname === '/api/admin/blog')).toHaveLength(0);
  });
});
