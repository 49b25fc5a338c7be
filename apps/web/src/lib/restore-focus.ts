import { useCallback, useEffect, useRef } from 'react';

/**
 * Keeps the keyboard focus on the button that started an action which disables it while it runs (MUI's `loading`
 * disables the button, and the browser then drops the focus to the page body): `remember(button)` when it starts;
 * once `busy` is over the focus goes back to it, unless the user has put it somewhere else meanwhile.
 */
export function useRestoreFocus(busy: boolean): (control: HTMLElement | null) => void {
  const trigger = useRef<HTMLElement | null>(null);
  useEffect(() => {
    if (busy) return;
    const control = trigger.current;
    trigger.current = null;
    const lost = document.activeElement === null || document.activeElement === document.body;
    if (control?.isConnected && lost) control.focus();
  }, [busy]);
  return useCallback((control: HTMLElement | null) => {
    trigger.current = control;
  }, []);
}
