export {
  ENGAGE_NOTHING_MESSAGE,
  ENGAGE_QR_CAPTION,
  EngagePanel,
  type EngagePanelProps,
} from './EngagePanel.tsx';
