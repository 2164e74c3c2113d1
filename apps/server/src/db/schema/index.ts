export * from './accounts';
export * from './catalog';
export * from './chat';
export * from './common';
export * from './content';
export * from './ledger';
export * from './orders';
export * from './users';
