export { ERROR_TITLE, ErrorMessage, type ErrorMessageProps } from './ErrorMessage.tsx';
