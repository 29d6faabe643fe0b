import { dropClearOf, liftClearOf, TOAST_CLEARANCE_PX } from './toast-clearance';

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

describe('dropClearOf (a phone: the stack at the top, the width of the screen)', () => {
  const stack = { top: 72, bottom: 124, left: 16, right: 359 };
  it('stays under the header when nothing is under it', () => {
    expect(dropClearOf(stack, [{ top: 231, bottom: 271, left: 33, right: 342 }], 740)).toBe(0);
  });
  it('goes down below the control it would cover, and below the next if that one is covered in turn', () => {
    const activityLog = { top: 88, bottom: 128, left: 16, right: 142 };
    const email = { top: 150, bottom: 190, left: 33, right: 342 };
    expect(dropClearOf(stack, [activityLog], 740)).toBe(128 - 72 + TOAST_CLEARANCE_PX);
    expect(dropClearOf(stack, [activityLog, email], 740)).toBe(190 - 72 + TOAST_CLEARANCE_PX);
  });
  it('stays where it is when no place clear of the controls is left on the screen', () => {
    expect(dropClearOf(stack, [{ top: 80, bottom: 730, left: 0, right: 375 }], 740)).toBe(0);
  });
});
