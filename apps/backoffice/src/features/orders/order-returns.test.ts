import { describe, expect, it } from 'vitest';
import { receivedItems } from './order-returns';
import { shipmentProblems } from './order-actions';

const items = [
  { line_id: 11, name: 'Aurora Solitaire Ring', quantity: 2, received: 0, restocked: 0 },
  { line_id: 12, name: 'Kaveri Gold Chain', quantity: 1, received: 0, restocked: 0 },
];
const form = (entries: Record<string, string>) => {
  const data = new FormData();
  for (const [name, value] of Object.entries(entries)) data.set(name, value);
  return data;
};

describe('receiving a return unit by unit', () => {
  it('sends each line’s arrived and restocked units; the rest are damaged', () => {
    const { chosen, problems } = receivedItems(items, form({ 'received-11': '2', 'restock-11': '1', 'received-12': '0', 'restock-12': '0' }));
    expect(problems).toEqual({});
    expect(chosen).toEqual([
      { line_id: 11, received: 2, restock: 1 },
      { line_id: 12, received: 0, restock: 0 },
    ]);
  });

  it('refuses more arrived than asked, more restocked than arrived, and nothing at all', () => {
    expect(receivedItems(items, form({ 'received-11': '3', 'restock-11': '0', 'received-12': '1', 'restock-12': '2' })).problems).toEqual({
      'received-11': 'Enter 0 to 2.',
      'restock-12': 'Enter 0 to 1: only pieces that arrived go back to stock.',
    });
    expect(receivedItems(items, form({ 'received-11': '0', 'restock-11': '0', 'received-12': '0', 'restock-12': '0' })).problems).toEqual({
      form: 'Say what arrived: at least one piece.',
    });
    expect(receivedItems(items, form({ 'received-11': 'two', 'restock-11': '0', 'received-12': '1', 'restock-12': '1' })).problems).toEqual({ 'received-11': 'Enter 0 to 2.' });
  });
});

describe('a shipment', () => {
  it('needs the carrier and the tracking number; a tracking link must be https', () => {
    expect(shipmentProblems(form({ carrier: 'Blue Dart', tracking_number: 'BD1', tracking_url: '' }))).toEqual({});
    expect(shipmentProblems(form({ carrier: ' ', tracking_number: '', tracking_url: 'http://track.example/1' }))).toEqual({
      carrier: 'Enter the carrier.',
      tracking_number: 'Enter the tracking number.',
      tracking_url: 'Enter the tracking link, starting with https://.',
    });
  });
});
