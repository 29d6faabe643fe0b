import '@testing-library/jest-dom';

// A clean browser storage per test, so the session store never leaks between tests.
afterEach(() => {
  window.localStorage.clear();
});

// jsdom has no ResizeObserver; Chakra's menus, popovers and dialogs position themselves with it.
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};

// jsdom has no PointerEvent; Chakra's radios and checkboxes (zag-js) create one when they lose focus.
if (!('PointerEvent' in window)) {
  class PointerEvent extends MouseEvent {
    readonly pointerId: number;
    readonly pointerType: string;
    constructor(type: string, init: PointerEventInit = {}) {
      super(type, init);
      this.pointerId = init.pointerId ?? 0;
      this.pointerType = init.pointerType ?? 'mouse';
    }
  }
  Object.assign(window, { PointerEvent });
}
