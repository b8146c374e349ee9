export { Stack, type StackGap, type StackProps } from './Stack.tsx';
