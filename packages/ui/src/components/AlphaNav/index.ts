export {
  ALPHA_NAV_LETTERS,
  AlphaNav,
  type AlphaNavProps,
  alphaAnchorId,
  OTHER_LETTER_LABEL,
} from './AlphaNav.tsx';
