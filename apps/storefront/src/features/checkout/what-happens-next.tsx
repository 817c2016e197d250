import type { Order, OrderLine } from '@aurelia/contracts';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

/** What the shop promises for ready pieces and for pre-orders (the Shipping page says the same). */
export const READY_PIECES_WITHIN = '2 working days';
export const PREORDER_PIECES_WITHIN = '21 days';

type OrderFacts = Pick<Order, 'order_number' | 'fulfilment' | 'pickup_store' | 'can_cancel'> & { lines: readonly Pick<OrderLine, 'is_preorder'>[] };

/** One step after buying: a short title and its sentence. */
export interface NextStep {
  title: string;
  text: ReactNode;
}

/**
 * The steps after a standing order, in the order they happen: the confirmation mail, packing (or making it
 * ready at the store), following it on the order page, and whether and how it can still be cancelled.
 */
export function nextSteps(order: OrderFacts, email: string | null): NextStep[] {
  const orderPath = `/user/order/${encodeURIComponent(order.order_number)}`;
  const within = order.lines.some((line) => line.is_preorder) ? PREORDER_PIECES_WITHIN : READY_PIECES_WITHIN;
  const store = order.pickup_store ? `${order.pickup_store.name}, ${order.pickup_store.city}` : 'the store';
  return [
    {
      title: 'Confirmation by email',
      text: <>The order confirmation{email ? <> is on its way to <strong>{email}</strong></> : ' is on its way to your email'}, with the invoice.</>,
    },
    order.fulfilment === 'pickup'
      ? {
          title: 'Ready for pick-up',
          text: `We check, hallmark-verify and set it aside at ${store} within ${within}, and email you when it is ready. Bring the order number and a photo ID.`,
        }
      : {
          title: 'Packed and shipped, insured',
          text: `We check and pack it within ${within} and ship it insured; a signature and photo ID are needed at delivery.`,
        },
    {
      title: 'Follow your order',
      text: (
        <>
          Its progress and, once shipped, the tracking number are on <Link to={orderPath}>your order page</Link>.
        </>
      ),
    },
    {
      title: 'Changed your mind?',
      text: order.can_cancel ? (
        <>
          You can cancel it from <Link to={orderPath}>your order page</Link> until it is {order.fulfilment === 'pickup' ? 'ready for pick-up' : 'packed'}; any payment
          goes back the way it came.
        </>
      ) : (
        'It can no longer be cancelled, but unworn pieces may be returned once they reach you.'
      ),
    },
  ];
}

/** "What happens next" on the order's confirmation: the steps as a numbered list under a heading. */
export function WhatHappensNext({ order, email }: { order: OrderFacts; email: string | null }) {
  return (
    <section className="sf-next" aria-labelledby="what-happens-next">
      <h2 id="what-happens-next" className="sf-section__title">
        What happens next
      </h2>
      <ol className="sf-next__steps">
        {nextSteps(order, email).map((step) => (
          <li key={step.title} className="sf-next__step">
            <h3 className="sf-next__title">{step.title}</h3>
            <p className="sf-next__text">{step.text}</p>
          </li>
        ))}
      </ol>
    </section>
  );
}
