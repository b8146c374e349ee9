export { COPY_FAILED_MESSAGE, LINK_COPIED_MESSAGE, ShareModal, type ShareModalProps } from './ShareModal.tsx';
export { loadSocialWidget, SOCIAL_WIDGET_ATTRIBUTE } from './socialWidget.ts';
