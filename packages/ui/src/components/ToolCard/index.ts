export * from './ToolCard.tsx';
