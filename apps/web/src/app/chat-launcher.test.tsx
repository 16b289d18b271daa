import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import ChatLauncher from './chat-launcher';

/** Scrolls the window to `y` as a browser does: the position first, then the event. */
function scrollTo(y: number) {
  act(() => {
    Object.defineProperty(window, 'scrollY', { configurable: true, value: y });
    window.dispatchEvent(new Event('scroll'));
  });
}
const launcher = () => screen.getByRole('button', { name: /chat|assistant/i, hidden: true });

function atWidth(width: number) {
  Object.defineProperty(window, 'innerWidth', { configurable: true, value: width });
}

describe('the chat launcher on a phone (issue 21, item 19)', () => {
  afterEach(() => {
    atWidth(1024);
    Object.defineProperty(window, 'scrollY', { configurable: true, value: 0 });
  });

  it('steps aside while the visitor scrolls down a 390 px page, so it covers no card, and returns on scrolling up', () => {
    atWidth(390);
    render(<ChatLauncher />);
    expect(launcher().hasAttribute('data-away')).toBe(false);
    scrollTo(400);
    expect(launcher().hasAttribute('data-away')).toBe(true);
    // Out of the way of taps (index.css: pointer-events none) and of the keyboard.
    expect(launcher().tabIndex).toBe(-1);
    scrollTo(700);
    expect(launcher().hasAttribute('data-away')).toBe(true);
    scrollTo(600);
    expect(launcher().hasAttribute('data-away')).toBe(false);
    scrollTo(900);
    scrollTo(20);
    expect(launcher().hasAttribute('data-away')).toBe(false);
  });

  it('stays in place on a wide screen, where the cards leave it room', () => {
    atWidth(1366);
    render(<ChatLauncher />);
    scrollTo(800);
    expect(launcher().hasAttribute('data-away')).toBe(false);
  });
});
