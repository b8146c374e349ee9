export { Button, type ButtonProps, type ButtonVariant } from './Button.tsx';
