import { PRESCRIPTION_MESSAGES as M } from '@dawa/shared/prescriptions/messages';
import { PrescriptionListResponseSchema, type Prescription } from '@dawa/shared/prescriptions/schemas';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { Toaster } from '@/components/ui/toast';
import { startSession } from '@/lib/auth/session';
import { languageStore } from '@/lib/i18n/language-store';
import { mockApi, requests } from '@/test/api-mock';
import { errorBody, sessionResponse } from '@/test/factories';
import { renderRoute } from '@/test/render';
import { PrescriptionsPage } from './prescriptions-page';

function prescription(overrides: Partial<Prescription> = {}): Prescription {
  return {
    id: 7,
    source: 'upload',
    status: 'analyzed',
    date: '2026-11-12',
    doctor: 'Meera Sharma',
    doctorRegistrationNumber: 'MMC 1234',
    patientName: 'Ravi Kumar',
    patientAge: '34 years',
    patientSex: 'M',
    originalName: 'fever.png',
    contentType: 'image/png',
    sizeBytes: 1000,
    note: 'Fever for three days',
    fileUrl: null,
    thumbnailUrl: null,
    extractedText: `Dr. Meera Sharma ${'x'.repeat(300)}`,
    readingMethod: 'ocr',
    analysisError: null,
    analyzedAt: '2026-11-12T10:00:00.000Z',
    createdAt: '2026-11-12T09:00:00.000Z',
    medicines: [
      {
        id: 1,
        name: 'Dolo 650',
        strength: '650 mg',
        form: 'tablet',
        dosage: '1 tab',
        frequency: '1-0-1',
        duration: '5 days',
        quantity: 10,
        instructions: null,
        confidence: 0.926,
        matchedBy: 'brand',
        product: {
          id: 11,
          slug: 'dolo-650-tablet',
          name: 'Dolo 650 Tablet',
          image: '/x.svg',
          pricePaise: 3000,
          inStock: true,
          sold: true,
          requiresPrescription: false,
        },
      },
    ],
    ...overrides,
  };
}

const list = (items: Prescription[]) =>
  PrescriptionListResponseSchema.parse({ items, total: items.length, page: 1, pageSize: 24, pageCount: 1 });

function renderPage(props: Partial<Parameters<typeof PrescriptionsPage>[0]> = {}, loggedIn = true) {
  if (loggedIn) startSession(sessionResponse());
  const onAddToCart = vi.fn();
  const onOrder = vi.fn();
  renderRoute(
    <>
      <PrescriptionsPage onAddToCart={onAddToCart} onOrder={onOrder} renderSubstitutes={(id) => <p>substitutes of {id}</p>} {...props} />
      <Toaster />
    </>,
    {
      path: '/prescriptions',
      url: '/prescriptions',
    },
  );
  return { onAddToCart, onOrder };
}

describe('My Prescriptions', () => {
  it("shows 'Login Required' with a Login link to a visitor", () => {
    renderPage({}, false);
    expect(screen.getByRole('heading', { name: M.loginRequired })).toBeTruthy();
    expect(screen.getByText(M.loginRequiredBody)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Login' }).getAttribute('href')).toBe('/login');
  });

  it('shows a card per prescription: date, status, doctor, file name, medicines linking to their products, note, text cut at 200', async () => {
    mockApi({
      '/api/prescriptions': {
        body: list([
          prescription(),
          prescription({ id: 8, status: 'uploaded', date: null, doctor: null, extractedText: 'hidden text', medicines: [] }),
        ]),
      },
    });
    renderPage();
    expect(await screen.findByRole('heading', { name: M.heading })).toBeTruthy();
    const [analysed, uploaded] = await screen.findAllByRole('article');
    if (!analysed || !uploaded) throw new Error('two cards expected');
    const a = within(analysed);
    expect(a.getByText('12 Nov 2026')).toBeTruthy();
    expect(a.getByText('Analyzed').dataset.tone).toBe('green');
    expect(a.getByRole('heading', { name: 'Dr. Meera Sharma' })).toBeTruthy();
    expect(a.getByText('fever.png')).toBeTruthy();
    expect(a.getByRole('link', { name: 'Dolo 650' }).getAttribute('href')).toBe('/product/dolo-650-tablet');
    expect(a.getByText('Note: Fever for three days')).toBeTruthy();
    expect(a.getByText(`Dr. Meera Sharma ${'x'.repeat(200 - 'Dr. Meera Sharma '.length)}...`)).toBeTruthy();
    expect(a.getByRole('button', { name: `${M.viewAnalysis}: fever.png` })).toBeTruthy();
    const u = within(uploaded);
    expect(u.getByText(M.noDate)).toBeTruthy();
    expect(u.getByText('Uploaded').dataset.tone).toBe('blue');
    expect(u.getByRole('heading', { name: 'Dr. Unknown' })).toBeTruthy();
    expect(u.queryByText('hidden text')).toBeNull();
    expect(u.getByRole('button', { name: `${M.analyze}: fever.png` })).toBeTruthy();
  });

  it("asks the server to filter on 'Search medicine...', and shows 'No prescriptions found.'", async () => {
    mockApi({ '/api/prescriptions': (url) => ({ body: list(url.searchParams.get('search') ? [] : [prescription()]) }) });
    renderPage();
    await screen.findByRole('article');
    fireEvent.change(screen.getByRole('searchbox', { name: M.searchPlaceholder }), { target: { value: 'crocin' } });
    expect(await screen.findByText(M.empty)).toBeTruthy();
    expect(requests.some((r) => r.searchParams.get('search') === 'crocin')).toBe(true);
    // Searching, the empty list does not offer a first upload.
    expect(screen.queryByRole('button', { name: M.uploadFirst })).toBeNull();
  });

  it("offers 'Upload Your First Prescription' when there are none, and Retry after a failure", async () => {
    let fail = true;
    mockApi({ '/api/prescriptions': () => (fail ? { status: 500, body: { code: 'internal', message: 'boom' } } : { body: list([]) }) });
    renderPage();
    expect(await screen.findByText(M.loadFailed)).toBeTruthy();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText(M.empty)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: M.uploadFirst }));
    expect(await screen.findByRole('dialog', { name: 'Upload Prescription' })).toBeTruthy();
  });

  it('the upload modal refuses other types and asks for a file first', async () => {
    mockApi({ '/api/prescriptions': { body: list([]) } });
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: M.uploadAndAnalyze }));
    const dialog = await screen.findByRole('dialog', { name: 'Upload Prescription' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Upload Prescription' }));
    expect(within(dialog).getByRole('alert').textContent).toBe(M.selectFileFirst);
    const input = within(dialog).getByLabelText<HTMLInputElement>('Prescription file');
    fireEvent.change(input, { target: { files: [new File(['x'], 'notes.txt', { type: 'text/plain' })] } });
    expect(within(dialog).getByRole('alert').textContent).toBe(M.wrongType);
    fireEvent.change(input, { target: { files: [new File(['%PDF-1.4'], 'rx.pdf', { type: 'application/pdf' })] } });
    expect(within(dialog).getByText('rx.pdf')).toBeTruthy();
    expect(within(dialog).queryByRole('alert')).toBeNull();
    expect(within(dialog).getByLabelText('Additional Notes (Optional)')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Remove file' }));
    expect(within(dialog).getByRole('button', { name: 'Choose File' })).toBeTruthy();
  });

  it('the analysis warns about an interaction with a medicine from another prescription', async () => {
    const withWarning = prescription({
      medicineWarnings: [
        {
          code: 'interaction',
          ruleId: 'atorvastatin-strong-3a4',
          severity: 'severe',
          ordered: { salt: { id: 'clarithromycin', name: 'Clarithromycin' }, products: [{ productId: 5, name: 'Claribid 500 Tablet' }] },
          existing: {
            salt: { id: 'atorvastatin', name: 'Atorvastatin' },
            origins: [{ kind: 'prescription', id: 3, name: 'Atorva 10 Tablet' }],
          },
          effect: 'It blocks the enzyme that clears atorvastatin.',
          advice: 'Ask your doctor or pharmacist before taking them together.',
          source: { title: 'DailyMed', url: 'https://dailymed.nlm.nih.gov/' },
        },
      ],
    });
    mockApi({ '/api/prescriptions': { body: list([prescription()]) }, '/api/prescriptions/7': { body: withWarning } });
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: `${M.viewAnalysis}: fever.png` }));
    const dialog = await screen.findByRole('dialog', { name: M.analysisTitle });
    const notice = await within(dialog).findByRole('region', { name: 'Your other medicines' });
    expect(notice.textContent).toContain(
      'Serious interaction between Clarithromycin (Claribid 500 Tablet) on this prescription and Atorvastatin, which you have from a prescription (Atorva 10 Tablet).',
    );
  });

  it("'View Analysis' shows the medicines with a rounded confidence; 'Add to Cart' adds the matched product; substitutes for an unavailable one", async () => {
    const outOfStock = prescription({
      medicines: [
        ...prescription().medicines,
        {
          id: 2,
          name: 'Crocin Advance',
          strength: '500 mg',
          form: null,
          dosage: null,
          frequency: 'SOS',
          duration: null,
          quantity: null,
          instructions: null,
          confidence: 0.5,
          matchedBy: 'brand',
          product: {
            id: 12,
            slug: 'crocin',
            name: 'Crocin Advance Tablet',
            image: '/y.svg',
            pricePaise: 2000,
            inStock: false,
            sold: true,
            requiresPrescription: false,
          },
        },
      ],
    });
    mockApi({ '/api/prescriptions': { body: list([outOfStock]) }, '/api/prescriptions/7': { body: outOfStock } });
    const { onAddToCart } = renderPage();
    fireEvent.click(await screen.findByRole('button', { name: `${M.viewAnalysis}: fever.png` }));
    const dialog = await screen.findByRole('dialog', { name: M.analysisTitle });
    const d = within(dialog);
    expect(d.getByText('Confidence: 93%')).toBeTruthy();
    // The patient as read, read-only: the sex code shown as a word.
    expect([d.getByText('Ravi Kumar'), d.getByText('34 years'), d.getByText('Male')].every(Boolean)).toBe(true);
    expect(d.queryByRole('textbox')).toBeNull();
    expect(d.getByText('1-0-1')).toBeTruthy();
    expect(d.getByText('5 days')).toBeTruthy();
    fireEvent.click(d.getByRole('button', { name: 'Add to Cart: Dolo 650 Tablet' }));
    expect(onAddToCart).toHaveBeenCalledWith(expect.objectContaining({ id: 11, slug: 'dolo-650-tablet' }));
    expect(d.queryByRole('button', { name: 'Add to Cart: Crocin Advance Tablet' })).toBeNull();
    expect(d.getByText('substitutes of 12')).toBeTruthy();
    expect(d.getByRole('link', { name: 'View Details: Crocin Advance Tablet' }).getAttribute('href')).toBe('/product/crocin');
    expect(d.getByRole('button', { name: M.reanalyze })).toBeTruthy();
  });

  it("orders an approved e-prescription's medicines on sale in one step; an analysed upload has no such button", async () => {
    const base = prescription();
    const ePrescription = prescription({
      id: 8,
      source: 'e_prescription',
      status: 'approved',
      date: '2026-11-20',
      originalName: 'E-prescription 2026-11-20',
      medicines: [
        base.medicines[0]!,
        { ...base.medicines[0]!, id: 2, name: 'Dolo 650 again' },
        {
          ...base.medicines[0]!,
          id: 3,
          name: 'Crocin',
          product: { ...base.medicines[0]!.product!, id: 12, slug: 'crocin', inStock: false },
        },
      ],
    });
    mockApi({ '/api/prescriptions': { body: list([ePrescription, base]) } });
    const { onOrder } = renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Order the medicines of E-prescription 20 Nov 2026' }));
    expect(onOrder).toHaveBeenCalledTimes(1);
    const [ordered, products] = onOrder.mock.calls[0] as [Prescription, { id: number }[]];
    expect(ordered.id).toBe(8);
    expect(products.map((p) => p.id)).toEqual([11]);
    expect(screen.queryByRole('button', { name: 'Order the medicines of fever.png' })).toBeNull();
  });

  it("names a doctor's e-prescription by its date in the page's language ('E-prescription <date>' in Hindi too)", async () => {
    const ePrescription = prescription({
      id: 8,
      source: 'e_prescription',
      status: 'approved',
      date: '2026-11-20',
      originalName: 'E-prescription 2026-11-20',
    });
    mockApi({ '/api/prescriptions': { body: list([ePrescription]) } });
    languageStore.set('hi');
    try {
      renderPage();
      expect(await screen.findByText('ई-प्रिस्क्रिप्शन 20 नव॰ 2026')).toBeTruthy();
      expect(screen.queryByText('E-prescription 2026-11-20')).toBeNull();
      // Its buttons name it so too (issue 21 item 3 re-walk: the delete button said 'E-prescription 2026-11-20').
      expect(screen.queryByRole('button', { name: /E-prescription|2026-11-20/ })).toBeNull();
    } finally {
      languageStore.set('en');
    }
  });

  it("deletes after 'Are you sure you want to delete this prescription?'", async () => {
    let deleted = false;
    mockApi({
      '/api/prescriptions': () => ({ body: list(deleted ? [] : [prescription()]) }),
      '/api/prescriptions/7': (_url, request) => {
        expect(request.method).toBe('DELETE');
        deleted = true;
        return { body: { message: M.deleted } };
      },
    });
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Delete prescription fever.png' }));
    const confirm = await screen.findByRole('alertdialog');
    expect(within(confirm).getByText(M.confirmDelete)).toBeTruthy();
    fireEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText(M.deleted)).toBeTruthy();
    await waitFor(() => expect(screen.getByText(M.empty)).toBeTruthy());
  });

  it('speaks Hindi: the card, the analysis states, the upload checks and the API refusal in Hindi, the date in Hindi', async () => {
    languageStore.set('hi');
    mockApi({
      '/api/prescriptions': { body: list([prescription({ id: 8, status: 'uploaded', doctor: null, medicines: [] }), prescription()]) },
      '/api/prescriptions/analyze/8': {
        status: 409,
        body: errorBody({
          code: 'conflict',
          message: M.notAnalysable,
          reason: 'prescription_not_analysable',
        }),
      },
      '/api/prescriptions/7': { body: prescription() },
    });
    renderPage();
    expect(await screen.findByRole('heading', { name: 'मेरे प्रिस्क्रिप्शन' })).toBeTruthy();
    const [uploaded, analysed] = await screen.findAllByRole('article');
    if (!uploaded || !analysed) throw new Error('two cards expected');
    const u = within(uploaded);
    expect(u.getByText('अपलोड हुआ').dataset.tone).toBe('blue');
    expect(u.getByRole('heading', { name: 'डॉ. अज्ञात' })).toBeTruthy();
    expect(u.getByText('12 नव॰ 2026')).toBeTruthy();
    fireEvent.click(u.getByRole('button', { name: 'प्रिस्क्रिप्शन जाँचें: fever.png' }));
    expect(await screen.findByText('इस प्रिस्क्रिप्शन की जाँच हो चुकी है या इसे Dawa के डॉक्टर ने लिखा है; इसकी दोबारा जाँच नहीं हो सकती।')).toBeTruthy();

    fireEvent.click(within(analysed).getByRole('button', { name: 'जाँच देखें: fever.png' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'प्रिस्क्रिप्शन की जाँच' }));
    expect(dialog.getByText('भरोसा: 93%')).toBeTruthy();
    expect([dialog.getByText('34 वर्ष'), dialog.getByText('पुरुष')].every(Boolean)).toBe(true);
    expect(dialog.getByRole('button', { name: 'कार्ट में जोड़ें: Dolo 650 Tablet' })).toBeTruthy();
    expect(dialog.getByRole('button', { name: 'प्रिस्क्रिप्शन फिर से जाँचें' })).toBeTruthy();
    // The dialog's corner button and its own footer button both say 'बंद करें' (Close).
    const closeButtons = dialog.getAllByRole('button', { name: 'बंद करें' });
    expect(closeButtons).toHaveLength(2);
    fireEvent.click(closeButtons[1] as HTMLElement);

    fireEvent.click(screen.getByRole('button', { name: 'अपलोड करें और जाँचें' }));
    const upload = within(await screen.findByRole('dialog', { name: 'प्रिस्क्रिप्शन अपलोड करें' }));
    fireEvent.click(upload.getByRole('button', { name: 'प्रिस्क्रिप्शन अपलोड करें' }));
    expect(upload.getByRole('alert').textContent).toBe('कृपया पहले एक फ़ाइल चुनें');
    fireEvent.change(upload.getByLabelText('प्रिस्क्रिप्शन फ़ाइल'), {
      target: { files: [new File(['x'], 'notes.txt', { type: 'text/plain' })] },
    });
    expect(upload.getByRole('alert').textContent).toBe('केवल .jpg, .jpeg, .png और .pdf फ़ाइलें ही मान्य हैं');
  });
});
