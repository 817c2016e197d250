import { useState } from 'react';
import { refusalOf, type Refused } from './refusal';

/** A button's call: busy while it runs, its refusal kept to show beside it; `run` resolves whether it went through. */
export function useAction() {
  const [busy, setBusy] = useState(false);
  const [refused, setRefused] = useState<Refused | null>(null);
  const run = async (action: () => Promise<unknown>): Promise<boolean> => {
    setBusy(true);
    setRefused(null);
    try {
      await action();
      return true;
    } catch (error) {
      setRefused(refusalOf(error));
      return false;
    } finally {
      setBusy(false);
    }
  };
  return { busy, refused, setRefused, run };
}
