export { ShareButton, type ShareButtonProps, type ShareData } from './ShareButton.tsx';
