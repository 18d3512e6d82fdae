import { useCallback, useEffect, useRef, useState, type ReactNode, type Ref } from 'react';
import Box from '@mui/material/Box';

/**
 * The banner's REVIEW on the Account page (issue 48): once the plan is on the page, it is scrolled to and given the
 * focus, so the button does something even on the page it leads to (a locked account can open no other). Answers
 * the ref the plan's wrapper takes; `ready` changes when what holds it appears (the Details tab).
 */
export const usePlanReview = (requested: boolean, shown: () => void, ready: unknown) => {
  const [target, setTarget] = useState<HTMLElement | null>(null);
  const targetRef = useCallback((element: HTMLElement | null) => setTarget(element), []);
  const handled = useRef(false);
  useEffect(() => {
    if (!requested) {
      handled.current = false;
      return;
    }
    if (target === null || handled.current) return;
    handled.current = true;
    target.scrollIntoView({ block: 'start', behavior: 'smooth' });
    target.focus({ preventScroll: true });
    shown();
  }, [requested, target, shown, ready]);
  return targetRef;
};

/** The plan's wrapper: a focusable region, outlined while it has the focus. */
export const ReviewTarget = ({
  targetRef,
  label,
  children,
}: {
  targetRef: Ref<HTMLDivElement>;
  label: string;
  children: ReactNode;
}) => (
  <Box
    ref={targetRef}
    tabIndex={-1}
    role="region"
    aria-label={label}
    sx={{
      scrollMarginTop: 16,
      borderRadius: 1,
      '&:focus-visible, &:focus': { outline: 2, outlineColor: 'primary.main', outlineOffset: 4 },
    }}
  >
    {children}
  </Box>
);
