import type { Product } from '@wayfare/contracts';
import { describe, expect, it } from 'vitest';
import { reorderCart } from './reorder';

const noodles: Product = {
  pid: '7',
  mid: '1',
  categoryId: null,
  name: 'ก๋วยเตี๋ยวเรือ',
  description: '',
  image: '/n.png',
  price: 100,
  unit: 'THB',
  stock: null,
  sales: 0,
  onSale: true,
  specs: [
    {
      at: 0,
      name: 'ขนาด',
      required: true,
      multiple: false,
      options: [
        { at: 0, name: 'ธรรมดา', price: 0 },
        { at: 1, name: 'พิเศษ', price: 50 },
      ],
    },
  ],
  room: null,
};

describe('reorderCart', () => {
  it("builds cart lines from today's menu: its names and price, the options as matched", () => {
    const lines = reorderCart(
      {
        lines: [
          { pid: '7', quantity: 2, specs: [{ group: 0, options: [1] }], unitPrice: 150 },
          { pid: '8', quantity: 1, specs: [], unitPrice: 90 },
        ],
      },
      new Map([['7', noodles]]),
    );
    expect(lines).toEqual([
      expect.objectContaining({ pid: '7', name: 'ก๋วยเตี๋ยวเรือ', unitPrice: 150, quantity: 2, options: ['พิเศษ'] }),
    ]);
  });

  it('merges two lines of the same dish and options', () => {
    const line = { pid: '7', quantity: 1, specs: [{ group: 0, options: [0] }], unitPrice: 100 };
    expect(reorderCart({ lines: [line, line] }, new Map([['7', noodles]]))[0]!.quantity).toBe(2);
  });
});
