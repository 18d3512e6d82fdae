import { options, type VNode } from 'preact';

// React focuses an element rendered with `autoFocus` when it is first put on the page. Preact's renderer (decision
// 0155) only sets the HTML attribute, which the browser honours while the page loads and not for a dialog opened
// later: the dialog's Continue button or first field would not take the focus, and a keyboard user would land on the
// dialog's frame. Preact leaves this to the app (preactjs/preact#1255); this does what React does.

const focusedOnce = new WeakSet<HTMLElement>();

/** Focuses `element` the first time it is attached, as React's commit does: once, never on a later render. */
const focusOnFirstAttach = (element: HTMLElement | null): void => {
  if (element === null || focusedOnce.has(element)) return;
  focusedOnce.add(element);
  if (element.isConnected) element.focus();
  else queueMicrotask(() => element.isConnected && element.focus());
};

// One wrapper per ref the element already had, so a ref that stays the same from render to render stays the same
// for Preact too (a new ref each render would be detached and attached again every time).
type ElementRef = ((element: HTMLElement | null) => void) | { current: HTMLElement | null };
const wrappers = new WeakMap<ElementRef, ElementRef>();
const withFocus = (ownRef: ElementRef): ElementRef => {
  let wrapper = wrappers.get(ownRef);
  if (wrapper === undefined) {
    wrapper = (element: HTMLElement | null) => {
      if (typeof ownRef === 'function') ownRef(element);
      else ownRef.current = element;
      focusOnFirstAttach(element);
    };
    wrappers.set(ownRef, wrapper);
  }
  return wrapper;
};

let installed = false;

/** Installs the behaviour once, before the first render (app/start-page.tsx; the component tests' set-up). */
export const focusAutoFocusedOnMount = (): void => {
  if (installed) return;
  installed = true;
  const previous = options.vnode;
  options.vnode = (vnode: VNode<{ autoFocus?: unknown }>) => {
    if (typeof vnode.type === 'string' && vnode.props.autoFocus === true) {
      const ownRef = vnode.ref as ElementRef | null | undefined;
      vnode.ref = ownRef == null ? focusOnFirstAttach : withFocus(ownRef);
    }
    previous?.(vnode);
  };
};
