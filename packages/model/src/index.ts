/**
 * @tessera/model: the entities of SPEC §3 and the pure rules of §2, §4, §5 and §9, and the messages
 * of §8. No React, no DOM, no I/O. README.md maps each section to its module.
 */
export * from './clickthrough.ts';
export * from './codes.ts';
export * from './commerce.ts';
export * from './entities.ts';
export * from './feedback.ts';
export * from './images.ts';
export * from './limits.ts';
export * from './messages.ts';
export * from './pin.ts';
export * from './requests/index.ts';
export * from './resource.ts';
export * from './routes.ts';
export * from './save.ts';
export * from './search.ts';
export * from './state/impression.ts';
export * from './state/saveButton.ts';
export * from './text.ts';
export * from './urls.ts';
export * from './visitor.ts';
