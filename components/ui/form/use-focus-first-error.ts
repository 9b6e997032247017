import { useLayoutEffect, useRef, useState } from 'react';

/**
 * The form's ref and a call that moves focus to its first field in error (`aria-invalid="true"`) right after
 * the commit that shows the errors (and enables the fields again), not a frame later.
 */
export function useFocusFirstError() {
  const formRef = useRef<HTMLFormElement>(null);
  const [focusTick, setFocusTick] = useState(0);
  useLayoutEffect(() => {
    if (!focusTick) return;
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [focusTick]);
  return { formRef, focusFirstError: () => setFocusTick((tick) => tick + 1) };
}
