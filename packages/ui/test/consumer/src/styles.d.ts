// What a Vite app's vite-env.d.ts provides: stylesheets are side-effect imports.
declare module '*.css';
