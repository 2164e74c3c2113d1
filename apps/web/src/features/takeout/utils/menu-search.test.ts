import type { MerchantDetail, Product } from '@wayfare/contracts';
import { describe, expect, it } from 'vitest';
import { searchMenu } from './menu-search';

const dish = (pid: string, name: string, description = ''): Product => ({
  pid,
  mid: '1',
  categoryId: null,
  name,
  description,
  image: '',
  price: 100,
  unit: 'THB',
  stock: null,
  sales: 0,
  onSale: true,
  specs: [],
  room: null,
});

const menu: MerchantDetail['categories'] = [
  { id: '1', name: 'Rice', products: [dish('1', 'Crab Fried Rice', 'Jasmine rice with crab'), dish('2', 'ข้าวมันไก่')] },
  { id: '2', name: 'Drinks', products: [dish('3', 'Café Latte'), dish('4', 'Thai Iced Tea', 'Sweet and creamy')] },
];

describe('searchMenu', () => {
  it('keeps the menu as it is for an empty text', () => {
    expect(searchMenu(menu, '  ')).toBe(menu);
  });

  it('finds dishes by any words of the name or description, any case or accent, in menu order', () => {
    expect(searchMenu(menu, 'RICE')[0]!.products.map((p) => p.pid)).toEqual(['1']);
    expect(searchMenu(menu, 'cafe')[0]!.products.map((p) => p.pid)).toEqual(['3']);
    expect(searchMenu(menu, 'tea sweet')[0]!.products.map((p) => p.pid)).toEqual(['4']);
    expect(searchMenu(menu, 'ข้าว')[0]!.products.map((p) => p.pid)).toEqual(['2']);
  });

  it('answers no section when nothing matches', () => {
    expect(searchMenu(menu, 'pizza')).toEqual([]);
  });
});
