import type { OrderView } from './order-details';

/** The parcel's carrier and tracking number, with the carrier's page when there is one. */
export function OrderTracking({ order }: { order: OrderView }) {
  const shipment = order.shipment;
  if (!shipment) return null;
  return (
    <p className="sf-order__tracking">
      Sent with {shipment.carrier}, tracking number <strong>{shipment.tracking_number}</strong>
      {shipment.tracking_url ? (
        <>
          {' · '}
          <a href={shipment.tracking_url} target="_blank" rel="noopener noreferrer">
            Track the parcel<span className="au-sr-only"> with {shipment.carrier} (opens in a new tab)</span>
          </a>
        </>
      ) : null}
    </p>
  );
}
