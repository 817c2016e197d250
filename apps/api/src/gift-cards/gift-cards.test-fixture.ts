import type { FastifyInstance } from 'fastify';
import { giftCards } from '../db/schema/index';
import { newGiftCardCode } from './gift-card-codes';

/** An active card holding `balanceMinor` (of `initialMinor`; spent at 0), written straight to the database; its id and printed code. */
export async function activeGiftCard(app: FastifyInstance, balanceMinor: number, initialMinor = balanceMinor): Promise<{ id: number; code: string }> {
  const issued = newGiftCardCode();
  const [card] = await app.db
    .insert(giftCards)
    .values({
      codeHash: issued.hash,
      codeLast4: issued.last4,
      design: 'gold',
      status: balanceMinor === 0 ? 'spent' : 'active',
      initialMinor,
      balanceMinor,
      recipientName: 'Meera Iyer',
      recipientEmail: 'meera@example.com',
      source: 'web',
      activatedAt: new Date(),
    })
    .returning({ id: giftCards.id });
  if (!card) throw new Error('The gift card was not written');
  return { id: card.id, code: issued.printed };
}
