export * from './PromptCard.tsx';
