import { describe, expect, it } from 'vitest';
import { rightToReach, shipmentProblems, SHIPMENT_FIELD_MAX } from './order-transitions';

describe('a shipment the shopper is told about', () => {
  it('needs a carrier and a tracking number; a tracking page is optional', () => {
    expect(shipmentProblems({ carrier: 'BlueDart', trackingNumber: 'BD1' })).toBeNull();
    expect(shipmentProblems({ carrier: 'BlueDart', trackingNumber: 'BD1', trackingUrl: '  ' })).toBeNull();
    expect(shipmentProblems(undefined)).toEqual({ carrier: ['Enter the carrier.'], tracking_number: ['Enter the tracking number.'] });
    expect(Object.keys(shipmentProblems({ carrier: ' ', trackingNumber: 'x'.repeat(SHIPMENT_FIELD_MAX + 1) }) ?? {})).toEqual(['carrier', 'tracking_number']);
    expect(shipmentProblems({ carrier: 'Blue\nDart', trackingNumber: 'BD1' })).toHaveProperty('carrier');
  });

  it('links to an https page only, without credentials in it', () => {
    expect(shipmentProblems({ carrier: 'BlueDart', trackingNumber: 'BD1', trackingUrl: 'https://track.example/BD1?x=1' })).toBeNull();
    for (const url of ['http://track.example/BD1', 'javascript:alert(1)', 'track.example/BD1', 'https://user:pw@track.example/', `https://t.example/${'a'.repeat(500)}`]) {
      expect(shipmentProblems({ carrier: 'BlueDart', trackingNumber: 'BD1', trackingUrl: url })).toEqual({
        tracking_url: ['Enter the tracking page as a full https:// link, or leave it empty.'],
      });
    }
  });
});

describe('the right a step needs', () => {
  it('follows the order’s path; no path leads back or across', () => {
    expect(rightToReach('delivery', 'shipped')).toBe('orders.ship');
    expect(rightToReach('pickup', 'collected')).toBe('orders.collect');
    expect(rightToReach('pickup', 'shipped')).toBeNull();
    expect(rightToReach('delivery', 'confirmed')).toBeNull();
  });
});
