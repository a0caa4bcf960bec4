export * from './users';
export * from './feedback';
export * from './trips';
export * from './plan';
export * from './travel';
export * from './expenses';
export * from './agencies';
export * from './notifications';
