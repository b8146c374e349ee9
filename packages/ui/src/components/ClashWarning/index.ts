export { ClashWarning, type ClashWarningProps, clashWarningTitle } from './ClashWarning.tsx';
