export * from './entities.ts';
export * from './keys.ts';
export * from './queries.ts';
export * from './permissions.ts';
export * from './schemas.ts';
export * from './errors.ts';
export * from './modules.ts';
export * from './files.ts';
