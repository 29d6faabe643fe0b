/**
 * Toasts keep clear of the controls a person presses next. The stack sits bottom-right, where a
 * wizard's Next or a form's Save often is once the page is scrolled to its end; a toast over it
 * pauses while the pointer aims at the button (pause on hover), so it never leaves and takes the
 * click. While toasts are shown the stack is lifted above every such control it would cover.
 */

/** What the stack keeps clear of: an element marked with this attribute (a wizard's action bar), and every form's submit button. */
export const TOAST_CLEAR_ATTRIBUTE = 'data-toast-clear';
const KEPT_CLEAR = `[${TOAST_CLEAR_ATTRIBUTE}], form [type="submit"]`;

/** Space left between a lifted stack and the control below it, in px. */
export const TOAST_CLEARANCE_PX = 12;

export interface Box {
  top: number;
  bottom: number;
  left: number;
  right: number;
}

const overlaps = (a: Box, b: Box) => a.left < b.right && a.right > b.left && a.top < b.bottom && a.bottom > b.top;

/**
 * How far (px) to lift a stack that, unlifted, occupies `stack`, so that it covers none of
 * `controls` (boxes in the viewport's coordinates): just above the lowest control it would cover,
 * then above the next if that one is covered in turn. Never so far that the stack leaves the top
 * of the viewport.
 */
export function liftClearOf(stack: Box, controls: readonly Box[]): number {
  const highest = Math.max(0, stack.top);
  let lift = 0;
  for (let pass = 0; pass <= controls.length; pass += 1) {
    const lifted = { ...stack, top: stack.top - lift, bottom: stack.bottom - lift };
    const covered = controls.filter((control) => overlaps(lifted, control));
    if (covered.length === 0) return lift;
    const below = Math.max(...covered.map((control) => stack.bottom - control.top + TOAST_CLEARANCE_PX));
    if (below > highest) return highest;
    lift = below;
  }
  return lift;
}

const boxOf = (element: Element): Box => {
  const { top, bottom, left, right } = element.getBoundingClientRect();
  return { top, bottom, left, right };
};

/** The boxes of the controls kept clear that are on screen (not hidden, inside the viewport). */
function controlsOnScreen(): Box[] {
  return [...document.querySelectorAll(KEPT_CLEAR)]
    .map(boxOf)
    .filter((box) => box.bottom > box.top && box.bottom > 0 && box.top < window.innerHeight);
}

/** The lift the shown toasts (the roots inside `group`) need now; `current` is the lift applied to them. */
export function measureLift(group: Element, current: number): number {
  const toasts = [...group.querySelectorAll('[data-part="root"]')].map(boxOf).filter((box) => box.bottom > box.top);
  if (toasts.length === 0) return 0;
  const stack = {
    top: Math.min(...toasts.map((box) => box.top)) + current,
    bottom: Math.max(...toasts.map((box) => box.bottom)) + current,
    left: Math.min(...toasts.map((box) => box.left)),
    right: Math.max(...toasts.map((box) => box.right)),
  };
  return liftClearOf(stack, controlsOnScreen());
}
