export { SIGN_IN_TITLE, SignInDialog, type SignInDialogProps } from './SignInDialog.tsx';
