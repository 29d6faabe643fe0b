import { liftClearOf, TOAST_CLEARANCE_PX } from './toast-clearance';

// A 1280 x 720 viewport: the stack of one toast bottom-right, 16 px from the edges.
const stack = { top: 640, bottom: 704, left: 908, right: 1264 };

describe('liftClearOf', () => {
  it('leaves the stack where it is when it covers no control', () => {
    expect(liftClearOf(stack, [{ top: 300, bottom: 340, left: 1100, right: 1200 }])).toBe(0);
    // A Back button on the left, level with the stack.
    expect(liftClearOf(stack, [{ top: 650, bottom: 690, left: 400, right: 480 }])).toBe(0);
  });

  it('lifts the stack just above the action bar it would cover', () => {
    const bar = { top: 670, bottom: 710, left: 400, right: 1240 };
    expect(liftClearOf(stack, [bar])).toBe(704 - 670 + TOAST_CLEARANCE_PX);
  });

  it('lifts above a second control that the first lift would cover', () => {
    const next = { top: 670, bottom: 710, left: 1100, right: 1240 };
    const save = { top: 600, bottom: 640, left: 1100, right: 1240 };
    expect(liftClearOf(stack, [next, save])).toBe(704 - 600 + TOAST_CLEARANCE_PX);
  });

  it('never lifts the stack past the top of the viewport', () => {
    const tall = { top: 10, bottom: 704, left: 908, right: 1264 };
    expect(liftClearOf(tall, [{ top: 500, bottom: 540, left: 1000, right: 1200 }])).toBe(10);
  });
});
