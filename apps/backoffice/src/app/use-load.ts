import { useCallback, useEffect, useState } from 'react';
import { refusalOf, type Refused } from './refusal';

export interface Loaded<T> {
  data: T | null;
  refused: Refused | null;
  loading: boolean;
  /** Loads again (after an action changed the record). */
  reload: () => void;
}

/**
 * Loads what a screen shows whenever `key` changes (its query, say); an answer that arrives after a newer
 * request was sent is dropped, so a quick change of filters never shows an older page.
 */
export function useLoad<T>(key: string, load: () => Promise<T>): Loaded<T> {
  const [state, setState] = useState<{ data: T | null; refused: Refused | null; loading: boolean }>({ data: null, refused: null, loading: true });
  const [round, setRound] = useState(0);
  // The loader is read afresh on each key; callers pass an inline function.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const run = useCallback(load, [key]);
  useEffect(() => {
    let current = true;
    setState((state) => ({ ...state, loading: true }));
    run().then(
      (data) => current && setState({ data, refused: null, loading: false }),
      (error: unknown) => current && setState((state) => ({ data: state.data, refused: refusalOf(error), loading: false })),
    );
    return () => {
      current = false;
    };
  }, [run, round]);
  return { ...state, reload: useCallback(() => setRound((value) => value + 1), []) };
}
