export * from './TopicTable.tsx';
