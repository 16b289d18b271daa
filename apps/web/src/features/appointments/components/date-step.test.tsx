import { AvailableDaysResponseSchema } from '@dawa/shared/care/appointments';
import { addClinicDays, clinicDates } from '@dawa/shared/care/slots';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { languageStore } from '@/lib/i18n/language-store';
import { mockApi } from '@/test/api-mock';
import { renderRoute } from '@/test/render';
import { DateStep } from './date-step';

const today = clinicDates(new Date(), 0, 1)[0]!;
const lastDate = addClinicDays(today, 44);
/** 45 days from today: always into the next month. Every day is free except this month's last. */
const window = clinicDates(new Date(), 0, 45);
const thisMonth = window.filter((d) => d.slice(0, 7) === today.slice(0, 7));
const full = thisMonth[thisMonth.length - 1]!;
const answer = AvailableDaysResponseSchema.parse({ mode: 'clinic', firstDate: today, lastDate, days: window.filter((d) => d !== full) });
const longName = (date: string) =>
  new Date(`${date}T00:00:00Z`).toLocaleDateString('en-IN', {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });

function renderStep(onPick = vi.fn()) {
  renderRoute(<DateStep doctorId={4} mode="clinic" onlineOffered chosen={null} onMode={vi.fn()} onPick={onPick} />, {
    path: '/book',
    url: '/book',
  });
  return onPick;
}

describe('the booking calendar', () => {
  it('greys a day without free slots, and offers the next month of the booking window', async () => {
    mockApi({ '/api/doctors/4/available-days': { body: answer } });
    const onPick = renderStep();
    expect(await screen.findByText('Days in grey have no free time with this doctor.')).toBeTruthy();
    const days = screen.getByRole('list', { name: 'Choose a date' });
    const greyed = within(days).getByRole<HTMLButtonElement>('button', { name: `${longName(full)}, no free slots` });
    expect(greyed.disabled).toBe(true);
    fireEvent.click(greyed);
    expect(onPick).not.toHaveBeenCalled();
    // This month's days from today are shown, no more.
    expect(within(days).getAllByRole('button')).toHaveLength(thisMonth.length);
    expect(screen.getByRole<HTMLButtonElement>('button', { name: /Previous month/ }).disabled).toBe(true);

    fireEvent.click(screen.getByRole('button', { name: /Next month/ }));
    const nextMonthFirst = window[thisMonth.length]!;
    expect(nextMonthFirst.slice(8)).toBe('01');
    fireEvent.click(within(screen.getByRole('list', { name: 'Choose a date' })).getByRole('button', { name: longName(nextMonthFirst) }));
    expect(onPick).toHaveBeenCalledWith(nextMonthFirst);
  });

  it('says when no day of the window has free time, in Hindi too', async () => {
    languageStore.set('hi');
    mockApi({ '/api/doctors/4/available-days': { body: { ...answer, days: [] } } });
    renderStep();
    expect(
      await screen.findByText('अगले 45 दिनों में इस डॉक्टर के पास खाली समय नहीं है। कृपया कोई दूसरा डॉक्टर या दूसरा विज़िट प्रकार चुनें।'),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: /अगला महीना/ })).toBeTruthy();
    for (const day of within(screen.getByRole('list', { name: 'तारीख चुनें' })).getAllByRole<HTMLButtonElement>('button'))
      expect(day.disabled).toBe(true);
  });
});
