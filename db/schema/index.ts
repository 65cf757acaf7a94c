export * from './catalogue.ts';
export * from './editorial.ts';
export * from './members.ts';
export * from './bot-check.ts';
export * from './content-version.ts';
export * from './studio.ts';
export * from './publishing.ts';
