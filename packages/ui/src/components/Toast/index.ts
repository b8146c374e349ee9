export {
  createToastQueue,
  type ShowToastOptions,
  showToast,
  type ToastApi,
  type ToastMessage,
  ToastProvider,
  type ToastProviderProps,
  type ToastQueue,
  ToastRegion,
  type ToastRegionProps,
  type ToastTone,
  useToast,
} from './Toast.tsx';
