import { describe, expect, it } from 'vitest';
import { mailsStep, orderStepMessage } from './order-life-mails';

const context = { brandName: 'Aurelia', storefrontUrl: 'https://shop.example' };

describe('the shopper’s mail of a step', () => {
  it('gives the tracking link of a shipped parcel, and the cash to keep ready', () => {
    const message = orderStepMessage(context, 'meera@example.com', 'Meera', {
      orderNumber: 'AUR-1',
      step: 'shipped',
      shipment: { carrier: 'BlueDart', trackingNumber: 'BD1', trackingUrl: 'https://track.example/?a=1&b=<2>' },
      cashMinor: 2_000_000,
    });
    expect(message).toMatchObject({ channel: 'email', to: 'meera@example.com', subject: 'Your Aurelia order AUR-1 is on its way' });
    expect(message.text).toContain('BlueDart, tracking number BD1');
    expect(message.text).toContain('Follow the parcel: https://track.example/?a=1&b=<2>');
    expect(message.text).toContain('in cash on delivery');
    expect(message.html).toContain('href="https://track.example/?a=1&amp;b=&lt;2&gt;"');
    expect(message.html).toContain('href="https://shop.example/user/order/AUR-1"');
  });

  it('names the store of a pick-up, and says a delivery arrived', () => {
    const ready = orderStepMessage(context, 'm@example.com', 'Meera', {
      orderNumber: 'AUR-2',
      step: 'ready_for_pickup',
      store: { name: 'Aurelia Bandra', address: '14 Hill Road', city: 'Mumbai' },
    });
    expect(ready.text).toContain('ready for pick-up at Aurelia Bandra, 14 Hill Road, Mumbai');
    expect(ready.text).not.toContain('cash');
    const delivered = orderStepMessage(context, 'm@example.com', 'Meera', { orderNumber: 'AUR-3', step: 'delivered' });
    expect(delivered.subject).toBe('Your Aurelia order AUR-3 was delivered');
  });

  it('is sent for shipped, ready for pick-up and delivered only', () => {
    expect(['packed', 'shipped', 'ready_for_pickup', 'delivered', 'collected', 'cancelled'].filter(mailsStep)).toEqual(['shipped', 'ready_for_pickup', 'delivered']);
  });
});
