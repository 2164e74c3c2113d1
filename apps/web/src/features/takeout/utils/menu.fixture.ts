import type { Product } from '@wayfare/contracts';

/** A dish with the three kinds of spec group (tests). */
export const noodles: Product = {
  pid: '11',
  mid: '3',
  categoryId: '1',
  name: 'Boat noodles',
  description: '',
  image: '/n.svg',
  price: 250,
  unit: 'THB',
  stock: null,
  sales: 10,
  onSale: true,
  room: null,
  specs: [
    {
      at: 0,
      name: 'Size',
      required: true,
      multiple: false,
      options: [
        { at: 0, name: 'Regular', price: 0 },
        { at: 1, name: 'Large', price: 60 },
      ],
    },
    {
      at: 1,
      name: 'Spice',
      required: false,
      multiple: false,
      options: [
        { at: 0, name: 'Mild', price: 0 },
        { at: 1, name: 'Hot', price: 0 },
      ],
    },
    {
      at: 2,
      name: 'Add-ons',
      required: false,
      multiple: true,
      options: [
        { at: 0, name: 'Fried egg', price: 30 },
        { at: 1, name: 'Extra meat', price: 80 },
        { at: 2, name: 'Extra vegetables', price: 30 },
      ],
    },
  ],
};
