import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * `run(value)` calls `callback(value)` once `delay` ms have passed without another `run`; `cancel()` drops a pending
 * call. The latest `callback` is used, and nothing fires after unmount.
 */
export function useDebouncedCallback<A>(callback: (value: A) => void, delay: number) {
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const latest = useRef(callback);
  useEffect(() => {
    latest.current = callback;
  }, [callback]);
  useEffect(() => () => clearTimeout(timer.current), []);

  const cancel = useCallback(() => {
    clearTimeout(timer.current);
    timer.current = undefined;
  }, []);
  const run = useCallback(
    (value: A) => {
      clearTimeout(timer.current);
      timer.current = setTimeout(() => {
        timer.current = undefined;
        latest.current(value);
      }, delay);
    },
    [delay],
  );
  return { run, cancel };
}

/** `value`, but only once it has stayed the same for `delay` ms. */
export function useDebouncedValue<V>(value: V, delay: number): V {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delay);
    return () => clearTimeout(timer);
  }, [value, delay]);
  return settled;
}
