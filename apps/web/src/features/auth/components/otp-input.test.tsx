import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { emptyOtp, fillOtp, OtpInput } from './otp-input';

function Harness({ onComplete }: { onComplete: (code: string) => void }) {
  const [digits, setDigits] = useState(emptyOtp);
  return (
    <>
      <p id="code-label">Verification code</p>
      <OtpInput value={digits} onChange={setDigits} onComplete={onComplete} labelledBy="code-label" />
    </>
  );
}

const box = (n: number) => screen.getByRole<HTMLInputElement>('textbox', { name: `Digit ${n} of 6` });
const values = () => [1, 2, 3, 4, 5, 6].map((n) => box(n).value).join('');

describe('OTP boxes', () => {
  it('are six labelled boxes in one named group', () => {
    render(<Harness onComplete={vi.fn()} />);
    expect(screen.getByRole('group', { name: 'Verification code' })).toBeTruthy();
    expect(screen.getAllByRole('textbox')).toHaveLength(6);
  });

  it('take digits only and move to the next box', () => {
    render(<Harness onComplete={vi.fn()} />);
    box(1).focus();
    fireEvent.change(box(1), { target: { value: 'a' } });
    expect(box(1).value).toBe('');
    expect(document.activeElement).toBe(box(1));
    fireEvent.change(box(1), { target: { value: '4' } });
    expect(box(1).value).toBe('4');
    expect(document.activeElement).toBe(box(2));
    fireEvent.change(box(2), { target: { value: '-' } });
    expect(values()).toBe('4');
  });

  it('fill every box from a pasted code (ignoring spaces) and complete once', () => {
    const onComplete = vi.fn();
    render(<Harness onComplete={onComplete} />);
    fireEvent.paste(box(3), { clipboardData: { getData: () => ' 123 456 ' } });
    expect(values()).toBe('123456');
    expect(onComplete).toHaveBeenCalledTimes(1);
    expect(onComplete).toHaveBeenCalledWith('123456');
    expect(document.activeElement).toBe(box(6));
  });

  it('fill from the focused box when a part of a code is pasted', () => {
    render(<Harness onComplete={vi.fn()} />);
    fireEvent.paste(box(2), { clipboardData: { getData: () => '78' } });
    expect([box(1).value, box(2).value, box(3).value, box(4).value]).toEqual(['', '7', '8', '']);
    expect(document.activeElement).toBe(box(4));
  });

  it('move back on Backspace from an empty box, clearing the previous digit', () => {
    render(<Harness onComplete={vi.fn()} />);
    fireEvent.change(box(1), { target: { value: '1' } });
    fireEvent.change(box(2), { target: { value: '2' } });
    expect(document.activeElement).toBe(box(3));
    fireEvent.keyDown(box(3), { key: 'Backspace' });
    expect(document.activeElement).toBe(box(2));
    expect(values()).toBe('1');
    fireEvent.keyDown(box(2), { key: 'Backspace' });
    expect(document.activeElement).toBe(box(1));
    expect(values()).toBe('');
  });

  it('complete when the sixth digit is typed', () => {
    const onComplete = vi.fn();
    render(<Harness onComplete={onComplete} />);
    '90817'.split('').forEach((d, i) => fireEvent.change(box(i + 1), { target: { value: d } }));
    expect(onComplete).not.toHaveBeenCalled();
    fireEvent.change(box(6), { target: { value: '2' } });
    expect(onComplete).toHaveBeenCalledWith('908172');
  });

  it('fillOtp: a whole code fills from the first box wherever it lands', () => {
    expect(fillOtp(emptyOtp(), 4, '654321')).toEqual({ digits: ['6', '5', '4', '3', '2', '1'], focus: 5 });
    expect(fillOtp(emptyOtp(), 0, 'x')).toEqual({ digits: emptyOtp(), focus: 0 });
  });
});
