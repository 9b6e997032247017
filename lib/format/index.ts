export * from './display';
