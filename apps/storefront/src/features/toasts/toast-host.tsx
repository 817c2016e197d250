import { ToastProvider, useToast } from '@aurelia/ui';
import { useEffect } from 'react';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { toastShown } from './toasts-slice';

function ToastBridge() {
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

/** The design system's toasts (Radix, the spec's numbers), fed from the store's queue. */
export default function ToastHost() {
  return (
    <ToastProvider>
      <ToastBridge />
    </ToastProvider>
  );
}
