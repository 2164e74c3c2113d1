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
      name: 'Size',
      required: true,
      multiple: false,
      options: [
        { name: 'Regular', price: 0 },
        { name: 'Large', price: 60 },
      ],
    },
    {
      name: 'Spice',
      required: false,
      multiple: false,
      options: [
        { name: 'Mild', price: 0 },
        { name: 'Hot', price: 0 },
      ],
    },
    {
      name: 'Add-ons',
      required: false,
      multiple: true,
      options: [
        { name: 'Fried egg', price: 30 },
        { name: 'Extra meat', price: 80 },
        { name: 'Extra vegetables', price: 30 },
      ],
    },
  ],
};
