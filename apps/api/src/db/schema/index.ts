export * from './users';
export * from './feedback';
