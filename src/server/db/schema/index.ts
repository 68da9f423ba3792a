export * from './sites';
export * from './users';
export * from './profiles';
export * from './auth';
export * from './push';
