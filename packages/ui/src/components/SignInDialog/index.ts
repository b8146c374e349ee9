export {
  SIGN_IN_TITLE,
  type SignInAction,
  SignInDialog,
  type SignInDialogProps,
  signInFailureMessage,
} from './SignInDialog.tsx';
