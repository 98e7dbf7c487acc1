/** Request and option schemas of every call of §7 (resources, v3, events, sessions). */
export * from './account.ts';
export * from './accountPages.ts';
export * from './fields.ts';
export * from './resources.ts';
export * from './v3.ts';
