import { afterEach, describe, expect, it } from 'vitest';
import { clearAddressDraft, putPickedPoint, readAddressDraft, saveAddressDraft } from './address-draft';
import { emptyAddress } from './address-form';

afterEach(clearAddressDraft);

describe('address draft', () => {
  it('keeps what was typed and adds the point picked on the map', () => {
    saveAddressDraft('new', emptyAddress({ name: 'Somchai', phone: '+66812345678', detailed: 'Tower B' }));
    putPickedPoint('new', { latitude: 13.7, longitude: 100.5, address: 'Sukhumvit Soi 24' }, emptyAddress());
    expect(readAddressDraft('new')).toMatchObject({
      name: 'Somchai',
      phone: '+66812345678',
      detailed: 'Tower B',
      address: 'Sukhumvit Soi 24',
      latitude: 13.7,
      longitude: 100.5,
    });
  });

  it('an unnamed point keeps the typed address', () => {
    saveAddressDraft('7', emptyAddress({ address: 'My street 5' }));
    putPickedPoint('7', { latitude: 1, longitude: 2, address: '' }, emptyAddress());
    expect(readAddressDraft('7')).toMatchObject({ address: 'My street 5', latitude: 1, longitude: 2 });
  });

  it('belongs to one form only', () => {
    saveAddressDraft('7', emptyAddress({ name: 'A' }));
    expect(readAddressDraft('new')).toBeNull();
    expect(readAddressDraft('7')?.name).toBe('A');
  });
});
