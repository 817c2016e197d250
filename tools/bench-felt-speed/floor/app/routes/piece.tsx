import { useState } from 'react';

export const meta = () => [{ title: 'A gold ring' }, { name: 'description', content: 'The framework floor: one piece, one button.' }];

/** An h1, the product photo, two paragraphs and a button that bumps the bag count: nothing else. */
export default function Piece() {
  const [count, setCount] = useState(0);
  return (
    <>
      <header>
        <span title="Bag">Bag {count}</span>
      </header>
      <main>
        <h1>A gold ring</h1>
        <img src="/photo.webp" alt="The ring on a plain background" width={800} height={800} style={{ maxWidth: '100%', height: 'auto' }} />
        <p>Hand-finished in 18 karat gold, with a polished band and a bright setting that catches the light.</p>
        <p>Free delivery across India, and returns within 15 days.</p>
        <button type="button" onClick={() => setCount((n) => n + 1)}>
          Add to bag
        </button>
      </main>
    </>
  );
}
