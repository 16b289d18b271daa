import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { inLanguage } from '@/test/language';
import { PatientCorrectionForm, type PatientOnRecord } from './patient-correction-form';

const read: PatientOnRecord = { patientName: 'Asha Verma', patientAge: '34 years', patientSex: 'M' };

function renderForm(patient: PatientOnRecord = read, error: unknown = null) {
  const saved: unknown[] = [];
  let cancelled = 0;
  render(
    <PatientCorrectionForm patient={patient} pending={false} error={error} onSave={(body) => saved.push(body)} onCancel={() => cancelled++} />,
  );
  return { saved, cancelled: () => cancelled };
}

const save = () => fireEvent.click(screen.getByRole('button', { name: 'Save patient' }));

describe("the pharmacist's correction of the patient read from a prescription", () => {
  it('starts from what was read and sends only what the pharmacist changed, the sex as its code', () => {
    const { saved } = renderForm();
    expect(screen.getByLabelText<HTMLInputElement>('Patient name').value).toBe('Asha Verma');
    expect(screen.getByLabelText<HTMLInputElement>('Age').value).toBe('34');
    expect(screen.getByLabelText<HTMLSelectElement>('Age in').value).toBe('years');
    const sex = screen.getByLabelText<HTMLSelectElement>('Sex');
    expect(sex.selectedOptions[0]?.textContent).toBe('Male');

    fireEvent.change(sex, { target: { value: 'F' } });
    save();
    expect(saved).toEqual([{ patientSex: 'F' }]);
  });

  it("corrects an infant's age in months, and empties a field that was misread", () => {
    const { saved } = renderForm();
    fireEvent.change(screen.getByLabelText('Age'), { target: { value: '8' } });
    fireEvent.change(screen.getByLabelText('Age in'), { target: { value: 'months' } });
    fireEvent.change(screen.getByLabelText('Patient name'), { target: { value: '' } });
    save();
    expect(saved).toEqual([{ patientName: null, patientAge: { count: 8, unit: 'months' } }]);
  });

  it('refuses an age outside 0 to 120 or not a number, and a form with nothing changed, without sending anything', () => {
    const { saved } = renderForm();
    save();
    expect(screen.getByRole('alert').textContent).toBe('Please change at least one field.');
    for (const age of ['121', '-1', 'thirty', '3.5']) {
      fireEvent.change(screen.getByLabelText('Age'), { target: { value: age } });
      save();
      expect(screen.getByRole('alert').textContent).toBe('Age must be a whole number from 0 to 120.');
    }
    expect(saved).toEqual([]);
    fireEvent.change(screen.getByLabelText('Age'), { target: { value: '0' } });
    save();
    expect(saved).toEqual([{ patientAge: { count: 0, unit: 'years' } }]);
  });

  it("shows the API's refusal beside the buttons, and Cancel closes without saving", () => {
    const { saved, cancelled } = renderForm(read, new ApiError(404, { code: 'not_found', message: 'That prescription is not attached to this order.' }));
    expect(screen.getByRole('alert').textContent).toBe('That prescription is not attached to this order.');
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(cancelled()).toBe(1);
    expect(saved).toEqual([]);
  });

  it('offers a prescription that did not say the sex as not read', () => {
    renderForm({ patientName: null, patientAge: null, patientSex: null });
    expect(screen.getByLabelText<HTMLSelectElement>('Sex').selectedOptions[0]?.textContent).toBe('not read');
    expect(screen.getByLabelText<HTMLInputElement>('Age').value).toBe('');
  });

  describe('in Hindi', () => {
    inLanguage('hi');
    it('labels, choices and the refusal come from the Hindi catalogue; the sex sent is still the code', () => {
      const { saved } = renderForm();
      expect(screen.getByLabelText('रोगी का नाम')).toBeTruthy();
      const sex = screen.getByLabelText<HTMLSelectElement>('लिंग');
      expect([...sex.options].map((o) => o.textContent)).toEqual(['नहीं पढ़ा गया', 'महिला', 'पुरुष', 'अन्य']);
      fireEvent.change(screen.getByLabelText('आयु'), { target: { value: '200' } });
      fireEvent.click(screen.getByRole('button', { name: 'रोगी का विवरण सहेजें' }));
      expect(screen.getByRole('alert').textContent).toBe('आयु 0 से 120 तक की पूर्ण संख्या होनी चाहिए।');
      fireEvent.change(screen.getByLabelText('आयु'), { target: { value: '34' } });
      fireEvent.change(sex, { target: { value: 'O' } });
      fireEvent.click(screen.getByRole('button', { name: 'रोगी का विवरण सहेजें' }));
      expect(saved).toEqual([{ patientSex: 'O' }]);
    });
  });
});
