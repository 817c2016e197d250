import { useToast } from '@aurelia/ui';
import { useEffect } from 'react';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { toastShown } from './toasts-slice';

/** Shows the toasts the store asked for, as the shop's own toasts (top-right, 3000 ms, SPEC.md §9). */
export function Toaster() {
  const queue = useAppSelector((state) => state.toasts.queue);
  const dispatch = useAppDispatch();
  const { shopToast } = useToast();
  useEffect(() => {
    for (const request of queue) {
      shopToast({ id: request.id, title: request.title, tone: request.tone, ...(request.description ? { description: request.description } : {}) });
      dispatch(toastShown(request.id));
    }
  }, [queue, shopToast, dispatch]);
  return null;
}
